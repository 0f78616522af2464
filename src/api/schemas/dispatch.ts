import * as v from "valibot";
import { Envelope, ErrorEntry } from "./common";

/**
 * Dispatch answers, decided per order (issue 14, decision 031). PUT /v1/orders/multi_dispatch
 * dispatches the orders that can go and names each refused one with its reason:
 * - some dispatched: 200 `{data: {ids, refused}}`, stored under the Idempotency-Key and replayed
 *   as it is (the refused orders were not dispatched by this request, which stays true);
 * - none dispatched: nothing was applied, so nothing is stored (decision 015): 422 when a contract
 *   refuses one of them, otherwise 409, with the spec's `messages` and the same `refused` list.
 * PUT /v1/orders/{id}/dispatch refuses its one order the same way (422 or 409 with `refused`).
 * An id that is not the seller's refuses the whole request with 404, as before: nothing of another
 * seller is named.
 */

/** Why an order is not dispatched; the contract reasons are pricing.ts's ContractRefusal codes. */
export const DISPATCH_REFUSAL_REASONS = ["battery_not_allowed", "dangerous_goods_not_allowed", "already_dispatched", "balance_not_allowed"] as const;
export type DispatchRefusalReason = (typeof DISPATCH_REFUSAL_REASONS)[number];

/**
 * balance_not_allowed (issue 20, decision 056): the seller's account of the service the dispatch
 * is charged to does not allow it (src/domain/billing.ts chargeRefusal); `service` names the
 * category and `service_refusal` says why. Adding credit or changing the account can lift it.
 */
export const BALANCE_REFUSAL_REASON = "balance_not_allowed" satisfies DispatchRefusalReason;

/** A refusal by a rule of the contract: only changing the order or its contract can lift it. */
export const CONTRACT_REFUSAL_REASONS: readonly DispatchRefusalReason[] = ["battery_not_allowed", "dangerous_goods_not_allowed"];

export const DispatchRefusal = v.object({
  id: v.number(),
  order_number: v.string(),
  /**
   * One of DISPATCH_REFUSAL_REASONS; read as any text so that a reason a later server adds does
   * not make the whole answer unreadable (the app then shows `messages`).
   */
  reason: v.string(),
  /** The contract's name, for a contract reason. */
  contract_name: v.optional(v.nullable(v.string())),
  /** balance_not_allowed: the service category's code (freight...) and English name. */
  service: v.optional(v.string()),
  service_name: v.optional(v.string()),
  /** balance_not_allowed: why, a ChargeRefusal code of src/domain/billing.ts. */
  service_refusal: v.optional(v.string()),
  /** The reason in English, in the API's message shape. */
  messages: v.array(v.string()),
});
export type DispatchRefusal = v.InferOutput<typeof DispatchRefusal>;

export const MultiDispatchResult = v.object({
  /** The orders this request dispatched. */
  ids: v.array(v.number()),
  /** The orders it did not dispatch, each with its reason. Absent in answers stored before issue 14. */
  refused: v.optional(v.array(DispatchRefusal), []),
});
export type MultiDispatchResult = v.InferOutput<typeof MultiDispatchResult>;
export const MultiDispatchResponse = Envelope(MultiDispatchResult);

/** The body of a dispatch refused as a whole (409 or 422): the usual messages and who was refused why. */
export const DispatchRefusalBody = v.object({
  messages: v.array(ErrorEntry),
  refused: v.array(DispatchRefusal),
});
export type DispatchRefusalBody = v.InferOutput<typeof DispatchRefusalBody>;
