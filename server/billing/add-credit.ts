import type { Transaction } from "kysely";
import { type AccountEvent, type AddCreditRequest, BILLING_MESSAGES } from "../../src/api/schemas/billing";
import { toCents } from "../db/money";
import type { Database } from "../db/schema";
import { type AuthUser, type ServerDeps, isoNow } from "../deps";
import { HttpError } from "../http/errors";
import { requestedCategory } from "./categories";
import { EVENT_COLUMNS, eventAnswer, eventsOfSeller } from "./event-answers";

/**
 * Adds credit to one category and method of the seller: one positive event. Runs inside the
 * route's runMutation, whose Idempotency-Key makes a second send with the same key answer this
 * event again instead of booking another.
 */
export async function addCredit(trx: Transaction<Database>, deps: Pick<ServerDeps, "now">, user: AuthUser, sellerId: number, input: AddCreditRequest): Promise<AccountEvent> {
  if (input.seller_id !== undefined && input.seller_id !== sellerId) throw new HttpError(422, [{ seller_id: [BILLING_MESSAGES.otherSeller] }]);
  const category = await requestedCategory(trx, input.category_id);
  const inserted = await trx
    .insertInto("seller_account_events")
    .values({
      seller_id: sellerId,
      category_id: category.id,
      event_type: "credit",
      method: input.method,
      value_cents: toCents(input.value),
      description: input.description,
      service: null,
      order_id: null,
      created_by: user.id,
      created_at: isoNow(deps),
      source_key: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const row = await eventsOfSeller(trx, sellerId).where("e.id", "=", inserted.id).select(EVENT_COLUMNS).executeTakeFirstOrThrow();
  return eventAnswer(row);
}
