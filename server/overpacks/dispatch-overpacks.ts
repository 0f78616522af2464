import type { Transaction } from "kysely";
import { OVERPACK_MESSAGES } from "../../src/api/schemas/overpacks";
import type { Database } from "../db/schema";
import { type AuthUser, type ServerDeps, isoNow } from "../deps";
import { HttpError, notFound } from "../http/errors";
import { MAX_REFERENCE_DRAWS, trackingReference } from "../orders/tracking-reference";

/** 409 for a bag with no order: a carrier takes no empty bag, and its label would say nothing. */
export const EMPTY_OVERPACK_MESSAGE = "An empty overpack cannot be dispatched: add orders to it first.";
/** Another transaction dispatched one of the bags between the check and the update. */
const RACE_RETRY_AFTER_SECONDS = "1";

type Trx = Transaction<Database>;

/**
 * A tracking number for a bag: an S10 number like an order's (decision 025), free among the bags'
 * and the orders' (one scanner reads both). Checked before use rather than caught on the unique
 * index: a failed statement would abort a PostgreSQL transaction, and a clash between the check
 * and the update (two dispatches drawing the same of 10^8 numbers at once) only fails that request.
 */
async function freeTrackingNumber(trx: Trx): Promise<string> {
  for (let attempt = 1; attempt <= MAX_REFERENCE_DRAWS; attempt += 1) {
    const number = trackingReference();
    const [bag, order] = await Promise.all([
      trx.selectFrom("overpacks").select("id").where("tracking_number", "=", number).executeTakeFirst(),
      trx.selectFrom("orders").select("id").where("reference", "=", number).executeTakeFirst(),
    ]);
    if (!bag && !order) return number;
  }
  throw new Error(`No free tracking number after ${MAX_REFERENCE_DRAWS} draws`);
}

/**
 * PUT /v1/overpacks/multi_dispatch, in the caller's transaction: every bag or none. 404 when one is
 * not the seller's; 409 with the spec's text when one is dispatched already; 409 when one is empty.
 * Each bag gets the time, its contract's carrier and a tracking number of its own.
 */
export async function dispatchOverpacks(trx: Trx, deps: Pick<ServerDeps, "now">, user: AuthUser, ids: readonly number[]): Promise<{ ids: number[] }> {
  const unique = [...new Set(ids)];
  const bags = await trx
    .selectFrom("overpacks")
    .leftJoin("contracts", "contracts.id", "overpacks.contract_id")
    .select(["overpacks.id", "overpacks.dispatched", "contracts.carrier_name"])
    .where("overpacks.seller_id", "=", user.seller_id)
    .where("overpacks.id", "in", unique)
    .forUpdate("overpacks")
    .execute();
  if (bags.length !== unique.length) throw notFound();
  if (bags.some((bag) => bag.dispatched === 1)) throw new HttpError(409, [OVERPACK_MESSAGES.alreadyDispatched]);
  const filled = await trx
    .selectFrom("orders")
    .select("overpack_id")
    .distinct()
    .where("seller_id", "=", user.seller_id)
    .where("overpack_id", "in", unique)
    .execute();
  if (filled.length !== unique.length) throw new HttpError(409, [EMPTY_OVERPACK_MESSAGE]);

  const at = isoNow(deps);
  for (const bag of bags) {
    const updated = await trx
      .updateTable("overpacks")
      .set({ dispatched: 1, dispatched_at: at, carrier_name: bag.carrier_name, tracking_number: await freeTrackingNumber(trx) })
      .where("id", "=", bag.id)
      // Guards the check above on databases where another transaction could commit in between.
      .where("dispatched", "=", 0)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new HttpError(409, [OVERPACK_MESSAGES.alreadyDispatched], { "Retry-After": RACE_RETRY_AFTER_SECONDS });
  }
  return { ids: unique };
}
