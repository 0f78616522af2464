import type { Kysely, Transaction } from "kysely";
import { MESSAGES } from "../../src/api/schemas/common";
import { MAX_ORDER_DOCUMENT_BYTES, type OrderInput } from "../../src/api/schemas/order-create";
import { type OrderIssue, goodsValueCents, issuesAsMessages, orderCosts, orderIssues } from "../../src/domain/order-validation";
import type { ContractTerms, CostSummary } from "../../src/domain/pricing";
import type { Database } from "../db/schema";
import { HttpError } from "../http/errors";
import { findContractTerms } from "./contract-terms";
import { factsOfOrder } from "../../src/domain/shipping-rules/facts";
import { loadSellerRules } from "../shipping-rules/seller-rules";
import { codesNeedingDocuments } from "./documents-needed";
import { type OrderSettings, readOrderSettings } from "./order-settings";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * An order as checked: created or edited with its documents' bytes (OrderInput), or checked with
 * its documents named by HS code only (CheckOrderInput, POST /v1/orders/check-valid).
 */
export type CheckedOrder = Omit<OrderInput, "documents"> & { documents: readonly { hs_code: string; data?: string }[] };

/** Spec section 5 texts for an attached file. */
export const FILE_NOT_PDF = "File is not .pdf";
export const FILE_TOO_LARGE = "The file is larger than 150 KB";
export const UNKNOWN_SALES_CHANNEL = "Choose a sales channel";
/** Every PDF starts with this header. */
const PDF_MAGIC = "%PDF-";

/** What checking an order found, and what writing it needs. */
export interface OrderCheck {
  issues: OrderIssue[];
  contract: ContractTerms | undefined;
  settings: OrderSettings;
  /** Null when the contract is unknown or a box breaks a parcel limit. */
  costs: CostSummary | null;
  goods_value_cents: number;
}

export interface CheckOptions {
  /** The server's clock: which shipping rules have expired. */
  now: Date;
  /** The order being replaced: its own number is not "taken". */
  orderId?: number;
  /** HS codes of documents already stored with the order being replaced. */
  storedDocumentCodes?: readonly string[];
}

/**
 * Refusals that are no business rule but a request the wizard cannot make: a sales channel of
 * another seller, an attachment that is no PDF or too large. 422 with field messages. Documents
 * named by code only (check-valid) have no bytes to look at.
 */
export async function refuseBadReferences(db: Db, sellerId: number, order: CheckedOrder): Promise<void> {
  const messages: Record<string, string[]> = {};
  if (order.sales_channel_id !== null) {
    const channel = await db
      .selectFrom("sales_channels")
      .select("id")
      .where("id", "=", order.sales_channel_id)
      .where("seller_id", "=", sellerId)
      .executeTakeFirst();
    if (!channel) messages.sales_channel_id = [UNKNOWN_SALES_CHANNEL];
  }
  order.documents.forEach((document, index) => {
    if (document.data === undefined) return;
    const bytes = Buffer.from(document.data, "base64");
    const problem =
      bytes.length === 0
        ? MESSAGES.blank
        : bytes.length > MAX_ORDER_DOCUMENT_BYTES
          ? FILE_TOO_LARGE
          : bytes.subarray(0, PDF_MAGIC.length).toString("latin1") !== PDF_MAGIC
            ? FILE_NOT_PDF
            : undefined;
    if (problem) messages[`documents.${index}.data`] = [problem];
  });
  if (Object.keys(messages).length > 0) throw new HttpError(422, [messages]);
}

/** Runs every rule of src/domain/order-validation.ts with the seller's data, plus the unique number. */
export async function checkOrder(db: Db, sellerId: number, order: CheckedOrder, options: CheckOptions): Promise<OrderCheck> {
  const [contract, settings, sellerRules] = await Promise.all([findContractTerms(db, sellerId, order.contract_id), readOrderSettings(db, sellerId), loadSellerRules(db, sellerId)]);
  const documents = [...order.documents.map((d) => ({ hs_code: d.hs_code })), ...(options.storedDocumentCodes ?? []).map((hs_code) => ({ hs_code }))];
  const context = {
    contract,
    insurance_settings: settings.insurance,
    codes_needing_documents: codesNeedingDocuments(order.boxes),
    // A courier the seller's rules forbid for this shipment is refused, naming the rule (decision 062).
    shipping_rules: { rules: sellerRules.rules, facts: factsOfOrder(order, sellerRules.channels), now: options.now },
  };
  const rulesInput = { ...order, documents };
  const issues = orderIssues(rulesInput, context);
  if (order.order_number !== "" && (await numberTaken(db, sellerId, order.order_number, options.orderId))) {
    issues.push({ path: "order_number", code: "order_number_taken" });
  }
  return { issues, contract, settings, costs: orderCosts(rulesInput, context), goods_value_cents: goodsValueCents(order.boxes) };
}

async function numberTaken(db: Db, sellerId: number, orderNumber: string, exceptId: number | undefined): Promise<boolean> {
  let query = db.selectFrom("orders").select("id").where("seller_id", "=", sellerId).where("order_number", "=", orderNumber);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The order may be written: its contract is known and its costs computed. */
export interface ValidOrderCheck extends OrderCheck {
  contract: ContractTerms;
  costs: CostSummary;
}

/**
 * The rules refused an order: 422 {messages: [{path: [texts]}]}, and its issues for callers that
 * report them by code (an import records them per order).
 */
export class OrderRefusedError extends HttpError {
  override name = "OrderRefusedError";
  /** 503: the order may be fine, but a check it needs could not run (the tax authority, decision 064). */
  constructor(
    readonly issues: readonly OrderIssue[],
    status: 422 | 503 = 422,
  ) {
    super(status, [issuesAsMessages(issues)]);
  }
}

/** Any problem refuses the whole order: 422 {messages: [{path: [texts]}]}, nothing written. */
export function refuseInvalid(check: OrderCheck): ValidOrderCheck {
  if (check.issues.length > 0) throw new OrderRefusedError(check.issues);
  // Without issues the contract is known and no box breaks a limit, so costs exist.
  if (!check.contract || !check.costs) throw new Error("A valid order has a contract and costs");
  return { ...check, contract: check.contract, costs: check.costs };
}

/** The answer when another request took the number between our check and our insert. */
export const numberTakenError = () => new OrderRefusedError([{ path: "order_number", code: "order_number_taken" }]);
