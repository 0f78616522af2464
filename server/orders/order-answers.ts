import type { Selectable } from "kysely";
import type * as v from "valibot";
import type { Checkpoint, Order, OrderContract, OrderListRow, OrderSender } from "../../src/api/schemas/orders";
import { type OrderStatusName, statusName } from "../../src/domain/order-status";
import { units } from "../db/money";
import type { CheckpointsTable, ContractsTable, OrderBoxesTable, OrderItemsTable, OrderVolumesTable, OrdersTable } from "../db/schema";
import { flag } from "../http/answers";

/**
 * Rows to answers for the orders routes and the documents: the one place that knows how columns
 * become the contract's fields (cents to units, 0/1 to booleans, customer_* to `customer`).
 * Reading the rows is order-rows.ts.
 */

/** An order row with the names the list shows beside it. */
export type OrderRow = Selectable<OrdersTable> & { contract_name: string; sales_channel_name: string | null };

export function statusOf(code: number): OrderStatusName {
  const name = statusName(code);
  // Codes come only from ORDER_STATUSES; another one is a broken row, not a client's mistake.
  if (!name) throw new Error(`Unknown order status code ${code}`);
  return name;
}

export function listRowAnswer(row: OrderRow): OrderListRow {
  const status = statusOf(row.current_status_id);
  return {
    id: row.id,
    order_number: row.order_number,
    reference: row.reference,
    sales_channel_id: row.sales_channel_id,
    sales_channel_name: row.sales_channel_name,
    sales_channel_order_number: row.sales_channel_order_number,
    customer_full_name: row.customer_full_name,
    customer_country: row.customer_country,
    customer_city: row.customer_city,
    customer_postal_code: row.customer_postal_code,
    total_value: units(row.total_value_cents),
    currency: row.currency,
    current_status: { id: row.current_status_id, name: status },
    current_status_id: row.current_status_id,
    contract_name: row.contract_name,
    dispatched: flag(row.dispatched),
    overpacked: row.overpack_id !== null,
    contain_battery: flag(row.contain_battery),
    dangerous_good: flag(row.dangerous_good),
    last_mile_tracking_number: row.last_mile_tracking_number,
    created_at: row.created_at,
  };
}

/** The sender columns of an order row (any query that selects them). */
export type SenderColumns = Pick<
  Selectable<OrdersTable>,
  | "sender_name"
  | "sender_email"
  | "sender_phone"
  | "sender_country"
  | "sender_postal_code"
  | "sender_state"
  | "sender_city"
  | "sender_address"
  | "sender_number"
  | "sender_complement"
  | "sender_tax_number"
  | "sender_website"
> & { sender_tax_number_is_cpf: number };

/** The sender as written on the order; null on orders made before senders were kept (no name). */
export function senderAnswer(row: SenderColumns): OrderSender | null {
  if (row.sender_name === null) return null;
  return {
    name: row.sender_name,
    email: row.sender_email ?? "",
    phone: row.sender_phone ?? "",
    country: row.sender_country ?? "",
    postal_code: row.sender_postal_code ?? "",
    state: row.sender_state ?? "",
    city: row.sender_city ?? "",
    address: row.sender_address ?? "",
    number: row.sender_number ?? "",
    complement: row.sender_complement,
    tax_number: row.sender_tax_number,
    tax_number_is_cpf: flag(row.sender_tax_number_is_cpf),
    website: row.sender_website,
  };
}

/**
 * The whole order from its row and the rows of its parts: boxes by number, items by id, volumes
 * by box number (loadOrder for one order; the documents read many orders' parts at once).
 */
export function orderAnswer(
  row: OrderRow,
  boxes: readonly Selectable<OrderBoxesTable>[],
  items: readonly Selectable<OrderItemsTable>[],
  volumes: readonly Selectable<OrderVolumesTable>[],
): Order {
  return {
    ...listRowAnswer(row),
    status: statusOf(row.current_status_id),
    contract_id: row.contract_id,
    incoterm: row.incoterm === "DDU" ? "DDU" : "DDP",
    taxes_currency: row.taxes_currency,
    landed_cost: flag(row.landed_cost),
    prc: flag(row.prc),
    insurance: flag(row.insurance),
    insurance_cost: units(row.insurance_cost_cents),
    insurance_coverage: row.insurance_coverage_cents === null ? null : units(row.insurance_coverage_cents),
    estimated_delivery_date: row.estimated_delivery_date,
    freight_value: units(row.freight_value_cents),
    freight_cost: units(row.freight_cost_cents),
    duties_tax: units(row.duties_tax_cents),
    sales_tax: units(row.sales_tax_cents),
    total_cost: units(row.total_cost_cents),
    delivery_time: row.delivery_time,
    label: row.label,
    commercial_invoice: row.commercial_invoice,
    first_mile_tracking_number: row.first_mile_tracking_number,
    first_mile_carrier_name: row.first_mile_carrier_name,
    last_mile_carrier_number: row.last_mile_carrier_number,
    observations: row.observations,
    dispatched_at: row.dispatched_at,
    data_source: row.data_source,
    collected_icms: units(row.collected_icms_cents),
    collected_ii: units(row.collected_ii_cents),
    seller_rfb_code: row.seller_rfb_code,
    seller_legal_name: row.seller_legal_name,
    commercial_destination: flag(row.commercial_destination),
    customer: {
      full_name: row.customer_full_name,
      document: row.customer_document,
      document_type: row.customer_document_type,
      phone: row.customer_phone,
      email: row.customer_email,
      country: row.customer_country,
      postal_code: row.customer_postal_code,
      state: row.customer_state,
      city: row.customer_city,
      address: row.customer_address,
      number: row.customer_number,
      complement: row.customer_complement,
      quarter: row.customer_quarter,
      reference: row.customer_reference,
    },
    sender: senderAnswer(row),
    boxes: boxes.map((box) => ({
      id: box.id,
      number: box.number,
      length: box.length,
      width: box.width,
      height: box.height,
      empty_weight: box.empty_weight,
      weight: box.weight,
      harmful_products: flag(box.harmful_products),
      items: items
        .filter((item) => item.box_id === box.id)
        .map((item) => ({
          id: item.id,
          sku: item.sku,
          name: item.name,
          description: item.description,
          category: item.category,
          hs_code: item.hs_code,
          origin_country: item.origin_country,
          unit_price: units(item.unit_price_cents),
          unit_weight: item.unit_weight,
          quantity: item.quantity,
          tax_value: units(item.tax_value_cents),
        })),
    })),
    costs: {
      freight_cost: units(row.freight_cost_cents),
      duties: units(row.duties_tax_cents + row.sales_tax_cents),
      insurance: units(row.insurance_cost_cents),
      general_costs: units(row.general_costs_cents),
      fines: units(row.fines_cents),
    },
    volumes: volumes.map((volume) => ({
      id: volume.id,
      box_number: volume.box_number,
      tracking_number: volume.tracking_number,
      unit_products: units(volume.unit_products_cents),
      unit_freight: units(volume.unit_freight_cents),
      unit_tax: units(volume.unit_tax_cents),
    })),
  };
}

export function checkpointAnswer(row: Selectable<CheckpointsTable>): Checkpoint {
  return {
    id: row.id,
    status: statusOf(row.status_code),
    status_code: row.status_code,
    message: row.message,
    attachment: row.attachment_name !== null && row.attachment_type !== null ? { name: row.attachment_name, type: row.attachment_type } : null,
    created_at: row.created_at,
    event_code: row.event_code,
  };
}

export function contractAnswer(row: Selectable<ContractsTable>): v.InferOutput<typeof OrderContract> {
  const incoterms = JSON.parse(row.incoterms) as unknown;
  return {
    id: row.id,
    name: row.name,
    carrier_name: row.carrier_name,
    delivery_time: row.delivery_time,
    incoterms: Array.isArray(incoterms) ? incoterms.filter((i): i is "DDP" | "DDU" => i === "DDP" || i === "DDU") : [],
    allows_battery: flag(row.allows_battery),
    allows_dangerous_goods: flag(row.allows_dangerous_goods),
  };
}
