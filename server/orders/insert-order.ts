import type { Insertable, Transaction } from "kysely";
import type { OrderInput } from "../../src/api/schemas/order-create";
import { countryReference } from "../../src/domain/country-reference";
import { containsBattery, containsDangerousGoods, normalizeHsCode } from "../../src/domain/order-validation";
import { ORDER_STATUSES } from "../../src/domain/order-status";
import { normalizePhone } from "../../src/domain/phone";
import { CNPJ_LENGTH, CPF_LENGTH, onlyDigits } from "../../src/domain/tax-documents";
import { toCents } from "../db/money";
import type { Database, OrdersTable } from "../db/schema";
import { type AuthUser, type ServerDeps, isoNow } from "../deps";
import { insertCheckpoints } from "./checkpoints";
import { estimatedDeliveryDate } from "./delivery-date";
import { itemTaxCents, orderMoneyColumns, volumeCosts } from "./order-costs";
import { insertWithFreshReference } from "./tracking-reference";
import type { ValidOrderCheck } from "./validate-order";
import { isUniqueViolation } from "../db/portable";
import { numberTakenError } from "./validate-order";

/** The first checkpoint of every order, as the tracking history names it. */
export const CREATED_CHECKPOINT_MESSAGE = "Order information received.";
/** 1 marks an order created in the app (spec, operational area section 3). */
export const APP_DATA_SOURCE = 1;

export const documentUrl = (id: number, kind: "label" | "commercial_invoice") => `/v1/orders/${id}/documents/${kind}`;

/** The receiver's document as stored (digits only for Brazil, separators dropped elsewhere) and its name. */
function customerDocument(country: string, document: string): { document: string; type: string | null } {
  const text = document.trim();
  if (text === "") return { document: "", type: null };
  if (country === "BR") {
    const digits = onlyDigits(text);
    return { document: digits, type: digits.length === CPF_LENGTH ? "CPF" : digits.length === CNPJ_LENGTH ? "CNPJ" : null };
  }
  return { document: text.replace(/[.\-/\s]/g, "").toUpperCase(), type: countryReference(country)?.document?.name ?? null };
}

const emptyToNull = (value: string | null) => (value === null || value === "" ? null : value);
const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/** Every column the wizard decides; the same for a new order and a replaced one. */
function orderColumns(order: OrderInput, check: ValidOrderCheck, createdAt: Date) {
  const customer = customerDocument(order.customer.country, order.customer.document);
  const { customer: c, sender: s } = order;
  return {
    order_number: order.order_number,
    contract_id: check.contract.id,
    sales_channel_id: order.sales_channel_id,
    sales_channel_order_number: emptyToNull(order.sales_channel_order_number),
    incoterm: order.incoterm,
    currency: order.currency,
    taxes_currency: order.taxes_currency ?? order.currency,
    landed_cost: flag(order.landed_cost),
    prc: flag(order.prc),
    insurance: flag(order.insurance),
    ...orderMoneyColumns(order, check.costs, check.goods_value_cents, check.settings.insurance),
    delivery_time: check.contract.delivery_time,
    estimated_delivery_date: estimatedDeliveryDate(createdAt, check.contract.delivery_time),
    contain_battery: flag(containsBattery(order.boxes)),
    dangerous_good: flag(containsDangerousGoods(order.boxes)),
    observations: emptyToNull(order.observations),
    seller_rfb_code: emptyToNull(order.seller_rfb_code),
    seller_legal_name: emptyToNull(order.seller_legal_name),
    commercial_destination: flag(order.commercial_destination),
    customer_full_name: c.full_name,
    customer_document: customer.document,
    customer_document_type: customer.type,
    customer_phone: normalizePhone(c.phone, c.country),
    customer_email: c.email,
    customer_country: c.country,
    customer_postal_code: c.postal_code,
    customer_state: c.state,
    customer_city: c.city,
    customer_address: c.address,
    customer_number: c.number,
    customer_complement: emptyToNull(c.complement),
    customer_quarter: emptyToNull(c.quarter),
    customer_reference: emptyToNull(c.reference),
    sender_name: s.name,
    sender_email: s.email,
    sender_phone: normalizePhone(s.phone),
    sender_country: s.country,
    sender_postal_code: s.postal_code,
    sender_state: s.state,
    sender_city: s.city,
    sender_address: s.address,
    sender_number: s.number,
    sender_complement: emptyToNull(s.complement),
    sender_tax_number: emptyToNull(s.tax_number),
    sender_tax_number_is_cpf: flag(s.tax_number_is_cpf),
    sender_website: emptyToNull(s.website),
  } satisfies Partial<Insertable<OrdersTable>>;
}

/** Boxes with their items, one volume per box, and the attached documents. */
async function writeContents(trx: Transaction<Database>, orderId: number, order: OrderInput, check: ValidOrderCheck, at: string): Promise<void> {
  const volumes = volumeCosts(order, check.contract, check.costs, check.goods_value_cents);
  for (const [index, box] of order.boxes.entries()) {
    const row = await trx
      .insertInto("order_boxes")
      .values({
        order_id: orderId,
        number: index + 1,
        length: box.length,
        width: box.width,
        height: box.height,
        empty_weight: box.empty_weight,
        weight: box.weight,
        harmful_products: flag(box.harmful_products),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (box.items.length > 0) {
      await trx
        .insertInto("order_items")
        .values(
          box.items.map((item) => ({
            order_id: orderId,
            box_id: row.id,
            sku: item.sku,
            name: item.name,
            description: emptyToNull(item.description),
            category: item.category,
            hs_code: normalizeHsCode(item.hs_code),
            origin_country: item.origin_country,
            unit_price_cents: toCents(item.unit_price),
            unit_weight: item.unit_weight,
            quantity: item.quantity,
            tax_value_cents: itemTaxCents(item, check.costs, check.goods_value_cents),
          })),
        )
        .execute();
    }
  }
  await trx
    .insertInto("order_volumes")
    .values(volumes.map((volume, index) => ({ order_id: orderId, box_number: index + 1, tracking_number: null, ...volume })))
    .execute();
  if (order.documents.length > 0) {
    await trx
      .insertInto("order_documents")
      .values(
        order.documents.map((document) => ({
          order_id: orderId,
          hs_code: normalizeHsCode(document.hs_code),
          name: document.name,
          type: document.type,
          data: document.data,
          created_at: at,
        })),
      )
      .execute();
  }
}

/** Inserts a checked order with everything it holds (the caller's transaction); returns its id. */
export async function insertOrder(
  trx: Transaction<Database>,
  deps: ServerDeps,
  user: AuthUser,
  order: OrderInput,
  check: ValidOrderCheck,
  dataSource: number = APP_DATA_SOURCE,
): Promise<number> {
  const at = isoNow(deps);
  let id: number;
  try {
    // A random S10 reference, drawn again while taken (decision 025).
    ({ id } = await insertWithFreshReference(trx, {
      ...orderColumns(order, check, deps.now()),
      seller_id: user.seller_id,
      overpack_id: null,
      label: null,
      commercial_invoice: null,
      first_mile_tracking_number: null,
      first_mile_carrier_name: null,
      last_mile_tracking_number: null,
      last_mile_carrier_number: null,
      dispatched: 0,
      dispatched_at: null,
      current_status_id: ORDER_STATUSES.NEW,
      data_source: dataSource,
      created_at: at,
      updated_at: at,
    }));
  } catch (error) {
    // Another request created the same number after our check: the unique index decides.
    if (isUniqueViolation(error)) throw numberTakenError();
    throw error;
  }
  // The document links name the id, known only now.
  await trx
    .updateTable("orders")
    .set({ label: documentUrl(id, "label"), commercial_invoice: documentUrl(id, "commercial_invoice") })
    .where("id", "=", id)
    .execute();
  await writeContents(trx, id, order, check, at);
  await insertCheckpoints(trx, deps, [{ order_id: id, status_code: ORDER_STATUSES.NEW, message: CREATED_CHECKPOINT_MESSAGE, created_by: user.id, created_at: at }]);
  return id;
}

/**
 * Replaces an undispatched order with a whole new version (PUT with `boxes`): its columns,
 * boxes, items and volumes. Its id, reference, status, history and creation time stay. Documents
 * sent replace stored ones of the same HS code; the others stay.
 */
export async function replaceOrder(
  trx: Transaction<Database>,
  deps: ServerDeps,
  id: number,
  createdAt: string,
  order: OrderInput,
  check: ValidOrderCheck,
): Promise<void> {
  const at = isoNow(deps);
  try {
    await trx
      .updateTable("orders")
      .set({ ...orderColumns(order, check, new Date(createdAt)), updated_at: at })
      .where("id", "=", id)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw numberTakenError();
    throw error;
  }
  // Children first: foreign keys are enforced.
  for (const table of ["order_items", "order_volumes", "order_boxes"] as const) {
    await trx.deleteFrom(table).where("order_id", "=", id).execute();
  }
  const replacedCodes = order.documents.map((d) => normalizeHsCode(d.hs_code));
  if (replacedCodes.length > 0) {
    await trx.deleteFrom("order_documents").where("order_id", "=", id).where("hs_code", "in", replacedCodes).execute();
  }
  await writeContents(trx, id, order, check, at);
}
