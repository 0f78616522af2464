import type { Transaction } from "kysely";
import {
  type AddOverpackOrdersRequest,
  type CreateOverpackRequest,
  NOT_FOUND_MESSAGE,
  NOT_FOUND_REASON,
  OVERPACK_MESSAGES,
  OVERPACK_REFUSAL_MESSAGES,
  type OverpackDetail,
  type OverpackRefusal,
} from "../../src/api/schemas/overpacks";
import { type OverpackCandidate, type OverpackTarget, selectionRefusals } from "../../src/domain/overpack";
import { isUniqueViolation } from "../db/portable";
import type { Database } from "../db/schema";
import { type AuthUser, type ServerDeps, isoNow } from "../deps";
import { HttpError, notFound } from "../http/errors";
import { findOverpack } from "./overpack-list";
import { toMillimetres } from "./overpack-answers";

/**
 * Filling an overpack (decision 050), in the caller's transaction (runMutation): every order of the
 * request goes in, or none does. The check is src/domain/overpack.ts, the one the warehouse tablet
 * runs on its cached orders; here it runs on the rows as they are now, locked until the end.
 */

/** The 409 of a refused selection; `refused` names every order and why (the app shows those). */
export const NOTHING_ADDED_MESSAGE = "Nothing was added: some of the orders cannot go into this overpack.";
/** 422 on `reference` for POST /v1/overpacks with a name the seller already uses. */
export const REFERENCE_TAKEN_MESSAGE = "Another overpack already has this name";
/** Another transaction moved one of the orders between the check and the update: ask again. */
const RACE_RETRY_AFTER_SECONDS = "1";

interface OrderRow {
  id: number;
  order_number: string;
  reference: string;
  last_mile_tracking_number: string | null;
  dispatched: number;
  overpack_id: number | null;
  customer_country: string;
  contract_id: number;
  currency: string;
}

type Trx = Transaction<Database>;

/** The seller's orders, locked until the transaction ends (another add waits, then sees them taken). */
function lockedOrders(trx: Trx, sellerId: number) {
  return trx
    .selectFrom("orders")
    .select(["id", "order_number", "reference", "last_mile_tracking_number", "dispatched", "overpack_id", "customer_country", "contract_id", "currency"])
    .where("seller_id", "=", sellerId)
    .forUpdate();
}

/**
 * The domain compares contracts by name (the device's cached row has only that); the server
 * knows the id, which is exact, so it passes the id as the name on both sides.
 */
const candidate = (row: OrderRow): OverpackCandidate => ({
  id: row.id,
  dispatched: row.dispatched === 1,
  overpack_id: row.overpack_id,
  customer_country: row.customer_country,
  contract_name: String(row.contract_id),
  currency: row.currency,
});

/** Orders by id, in the request's order; an id that is not the seller's makes the whole request 404. */
async function ordersByIds(trx: Trx, sellerId: number, ids: readonly number[]): Promise<OrderRow[]> {
  const unique = [...new Set(ids)];
  const rows = await lockedOrders(trx, sellerId).where("id", "in", unique).execute();
  if (rows.length !== unique.length) throw notFound();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => byId.get(id)!);
}

/**
 * Scanned codes to orders: a code names the order whose tracking reference, order number or
 * last-mile tracking number it is (in that order of preference), ignoring letter case as a
 * scanner's or a keyboard's may differ. A code naming none is refused as not_found.
 */
async function ordersByCodes(trx: Trx, sellerId: number, codes: readonly string[]): Promise<{ found: { code: string; row: OrderRow }[]; missing: OverpackRefusal[] }> {
  const upper = [...new Set(codes.map((code) => code.toUpperCase()))];
  const rows = await lockedOrders(trx, sellerId)
    .where((eb) =>
      eb.or([eb(eb.fn("upper", ["reference"]), "in", upper), eb(eb.fn("upper", ["order_number"]), "in", upper), eb(eb.fn("upper", ["last_mile_tracking_number"]), "in", upper)]),
    )
    .orderBy("id")
    .execute();
  const match = (code: string) =>
    rows.find((row) => row.reference.toUpperCase() === code) ??
    rows.find((row) => row.order_number.toUpperCase() === code) ??
    rows.find((row) => row.last_mile_tracking_number?.toUpperCase() === code);
  const found: { code: string; row: OrderRow }[] = [];
  const missing: OverpackRefusal[] = [];
  const seen = new Set<number>();
  for (const code of codes) {
    const row = match(code.toUpperCase());
    if (!row) missing.push({ id: null, order_number: null, code, reason: NOT_FOUND_REASON, messages: [NOT_FOUND_MESSAGE] });
    // The same label scanned twice in one request names the order once.
    else if (!seen.has(row.id)) {
      seen.add(row.id);
      found.push({ code, row });
    }
  }
  return { found, missing };
}

/** Refuses the whole request when any order cannot go (409, nothing written). */
function refuseUnlessAllGo(orders: { code?: string; row: OrderRow }[], missing: OverpackRefusal[], target: OverpackTarget): void {
  const refusals = selectionRefusals(
    orders.map((entry) => ({ ...candidate(entry.row), entry })),
    target,
  );
  if (refusals.length === 0 && missing.length === 0) return;
  const refused: OverpackRefusal[] = [
    ...refusals.map(({ order, reason }) => ({
      id: order.id,
      order_number: order.entry.row.order_number,
      ...(order.entry.code === undefined ? {} : { code: order.entry.code }),
      reason,
      messages: [OVERPACK_REFUSAL_MESSAGES[reason]],
    })),
    ...missing,
  ];
  const message = target.dispatched ? OVERPACK_MESSAGES.alreadyDispatched : NOTHING_ADDED_MESSAGE;
  throw new HttpError(409, [message], {}, { refused });
}

/** Puts the orders in the bag; the update re-checks that none was taken meanwhile. */
async function putIn(trx: Trx, sellerId: number, overpackId: number, ids: readonly number[], at: string): Promise<void> {
  const updated = await trx
    .updateTable("orders")
    .set({ overpack_id: overpackId, updated_at: at })
    .where("seller_id", "=", sellerId)
    .where("id", "in", [...ids])
    .where("overpack_id", "is", null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== ids.length) {
    // The answer has the shape of every refusal, naming the orders another bag took meanwhile.
    const taken = await trx.selectFrom("orders").select(["id", "order_number"]).where("id", "in", [...ids]).where("overpack_id", "is not", null).where("overpack_id", "!=", overpackId).execute();
    const refused = taken.map((row) => ({ id: row.id, order_number: row.order_number, reason: "in_other_overpack", messages: [OVERPACK_REFUSAL_MESSAGES.in_other_overpack] }));
    throw new HttpError(409, [NOTHING_ADDED_MESSAGE], { "Retry-After": RACE_RETRY_AFTER_SECONDS }, { refused });
  }
}

/** What the bag takes from its first order: the orders after it must share these. */
const sharedBy = (row: OrderRow) => ({ destination_country: row.customer_country, contract_id: row.contract_id, currency: row.currency });

/** POST /v1/overpacks: a new bag with its first orders, all or none; 422 for a name already used. */
export async function createOverpack(trx: Trx, deps: Pick<ServerDeps, "now">, user: AuthUser, input: CreateOverpackRequest): Promise<OverpackDetail> {
  const taken = await trx.selectFrom("overpacks").select("id").where("seller_id", "=", user.seller_id).where("reference", "=", input.reference).executeTakeFirst();
  if (taken) throw new HttpError(422, [{ reference: [REFERENCE_TAKEN_MESSAGE] }]);
  const rows = await ordersByIds(trx, user.seller_id, input.order_ids);
  refuseUnlessAllGo(
    rows.map((row) => ({ row })),
    [],
    { id: null, dispatched: false, destination_country: null, contract_name: null, currency: null },
  );
  const at = isoNow(deps);
  const inserted = await trx
    .insertInto("overpacks")
    .values({
      seller_id: user.seller_id,
      reference: input.reference,
      dispatched: 0,
      created_at: at,
      length_mm: toMillimetres(input.length),
      width_mm: toMillimetres(input.width),
      height_mm: toMillimetres(input.height),
      ...sharedBy(rows[0]!),
    })
    .returning("id")
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      // Another request took the name between the check and here.
      throw isUniqueViolation(error) ? new HttpError(422, [{ reference: [REFERENCE_TAKEN_MESSAGE] }]) : error;
    });
  await putIn(
    trx,
    user.seller_id,
    inserted.id,
    rows.map((row) => row.id),
    at,
  );
  return findOverpack(trx, user.seller_id, inserted.id);
}

/**
 * PUT /v1/overpacks/{id}/add-orders: by ids (404 when one is not the seller's) or by scanned codes
 * (a code naming nothing is refused as not_found); all or none. Optional dimensions replace the
 * bag's. A dispatched bag refuses everything with the spec's text.
 */
export async function addOverpackOrders(trx: Trx, deps: Pick<ServerDeps, "now">, user: AuthUser, overpackId: number, input: AddOverpackOrdersRequest): Promise<OverpackDetail> {
  const bag = await trx.selectFrom("overpacks").selectAll().where("seller_id", "=", user.seller_id).where("id", "=", overpackId).forUpdate().executeTakeFirst();
  if (!bag) throw notFound();
  const target: OverpackTarget = {
    id: bag.id,
    dispatched: bag.dispatched === 1,
    destination_country: bag.destination_country,
    contract_name: bag.contract_id === null ? null : String(bag.contract_id),
    currency: bag.currency,
  };
  const { found, missing } =
    input.order_ids !== undefined
      ? { found: (await ordersByIds(trx, user.seller_id, input.order_ids)).map((row) => ({ row })), missing: [] }
      : await ordersByCodes(trx, user.seller_id, input.references ?? []);
  // A dispatched bag refuses every order with the spec's text (the domain's first reason).
  refuseUnlessAllGo(found, missing, target);

  const at = isoNow(deps);
  const first = found[0]!.row;
  await trx
    .updateTable("overpacks")
    .set({
      // An empty bag takes what its first order says (a bag made before migration 019 may be one).
      destination_country: bag.destination_country ?? first.customer_country,
      contract_id: bag.contract_id ?? first.contract_id,
      currency: bag.currency ?? first.currency,
      ...(input.length !== undefined && input.width !== undefined && input.height !== undefined
        ? { length_mm: toMillimetres(input.length), width_mm: toMillimetres(input.width), height_mm: toMillimetres(input.height) }
        : {}),
    })
    .where("id", "=", bag.id)
    .execute();
  await putIn(
    trx,
    user.seller_id,
    bag.id,
    found.map((entry) => entry.row.id),
    at,
  );
  return findOverpack(trx, user.seller_id, bag.id);
}
