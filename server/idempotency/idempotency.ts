import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { Transaction } from "kysely";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Database } from "../db/schema";
import { type AppEnv, type ServerDeps, isoAfter, isoNow } from "../deps";
import { HttpError, forbidden } from "../http/errors";
import { canonicalJson } from "./canonical-json";

export { canonicalJson };

/**
 * Exactly-once mutations for clients that retry (the offline outbox above all).
 *
 * A request with `Idempotency-Key` first claims the key (committed on its own, so that other
 * requests can see the claim), then runs its effect and stores its answer in ONE transaction:
 * either both happen or neither. A replay gets the stored answer; the same key with another
 * request gets 422; a key whose first request is still running gets 409. Refusals (4xx), answers
 * of 5xx and crashes store nothing and release the claim, so the client's retry runs afresh.
 */

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";
/**
 * Drivers can stay offline for days; a key must outlive the longest absence we support. The
 * device never sends an operation older than MAX_OPERATION_AGE_MS (src/api/schemas/
 * operation-lifetime.ts), which is shorter than this by OPERATION_AGE_MARGIN_MS at least: a
 * test in idempotency.test.ts fails otherwise. Decision 027.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A claim older than this belongs to a request that died with its process. */
export const IN_FLIGHT_LEASE_MS = 60_000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export interface Answer {
  status: ContentfulStatusCode;
  body: unknown;
}

export type Effect = (trx: Transaction<Database>) => Promise<Answer>;

interface MutationOptions {
  /** Queueable routes require the key (400 without): a retry without one could apply twice. */
  required: boolean;
  /** The validated request input; with method and path it forms the fingerprint. */
  input: unknown;
}

/**
 * Requests let through a role check only because they may be replays (replay-permission.ts):
 * runMutation answers them from a stored answer or refuses them, and never runs their effect.
 * Kept per request object, so that AppEnv stays the auth layer's.
 */
const replayOnlyRequests = new WeakSet<Request>();

export function allowOnlyReplay(c: Context<AppEnv>): void {
  replayOnlyRequests.add(c.req.raw);
}

/** True when this user has a committed answer under this key (whatever the request was). */
export async function hasCommittedKey(deps: ServerDeps, userId: number, key: string): Promise<boolean> {
  const row = await deps.db.selectFrom("idempotency_keys").select("key").where("user_id", "=", userId).where("key", "=", key).where("state", "=", "done").executeTakeFirst();
  return row !== undefined;
}

export async function runMutation(c: Context<AppEnv>, deps: ServerDeps, options: MutationOptions, effect: Effect): Promise<Response> {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (replayOnlyRequests.has(c.req.raw)) return replayOnly(c, deps, key, fingerprintOf(c.req.method, c.req.path, options.input));
  if (key === undefined) {
    if (options.required) throw new HttpError(400, [`The ${IDEMPOTENCY_HEADER} header is required for this operation.`]);
    try {
      const answer = await deps.db.transaction().execute(async (trx) => {
        const result = await effect(trx);
        if (result.status >= 500) throw new ServerFailure(result);
        return result;
      });
      return jsonAnswer(c, JSON.stringify(answer.body), answer.status);
    } catch (error) {
      if (error instanceof ServerFailure) return jsonAnswer(c, JSON.stringify(error.answer.body), error.answer.status);
      throw error;
    }
  }
  if (!KEY_PATTERN.test(key)) {
    throw new HttpError(400, [`The ${IDEMPOTENCY_HEADER} header must be 8 to 128 letters, digits, '-' or '_'.`]);
  }
  const userId = c.var.user.id;
  const fingerprint = fingerprintOf(c.req.method, c.req.path, options.input);

  const claimed = await claim(deps, userId, key, fingerprint);
  if ("replay" in claimed) {
    c.header(REPLAYED_HEADER, "true");
    return jsonAnswer(c, JSON.stringify(claimed.replay.body), claimed.replay.status);
  }

  let answer: Answer;
  try {
    answer = await deps.db.transaction().execute(async (trx) => {
      const result = await effect(trx);
      if (result.status >= 500) throw new ServerFailure(result);
      await complete(trx, userId, key, claimed.lease, result);
      return result;
    });
  } catch (error) {
    // Nothing was applied, so nothing is stored and the claim is released: a refusal (4xx) is
    // checked afresh on a retry with the same key, which succeeds once its cause is gone (the
    // order dispatched elsewhere, a permission granted). Decision 015.
    await release(deps, userId, key, claimed.lease);
    if (error instanceof ServerFailure) return jsonAnswer(c, JSON.stringify(error.answer.body), error.answer.status);
    throw error;
  }
  return jsonAnswer(c, JSON.stringify(answer.body), answer.status);
}

/**
 * A request of a user without the route's permission (their role changed since the key was
 * committed): the stored answer of exactly this request, or the permission's 403. Nothing is
 * claimed and nothing runs, so a new request cannot pass the role check this way.
 */
async function replayOnly(c: Context<AppEnv>, deps: ServerDeps, key: string | undefined, fingerprint: string): Promise<Response> {
  if (key === undefined) throw forbidden();
  const row = await deps.db
    .selectFrom("idempotency_keys")
    .select(["fingerprint", "response_status", "response_body"])
    .where("user_id", "=", c.var.user.id)
    .where("key", "=", key)
    .where("state", "=", "done")
    .executeTakeFirst();
  if (!row || row.fingerprint !== fingerprint || row.response_status === null) throw forbidden();
  c.header(REPLAYED_HEADER, "true");
  return jsonAnswer(c, row.response_body ?? "null", row.response_status as ContentfulStatusCode);
}

/**
 * A JSON answer with its length. Without a Content-Length the compress middleware cannot apply its
 * size threshold and gzips even a 200-byte answer, which cost the server more than the mutation
 * itself while an outbox sent hundreds of them (decision 027).
 */
function jsonAnswer(c: Context<AppEnv>, json: string, status: ContentfulStatusCode): Response {
  return c.body(json, status, { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(json)) });
}

/**
 * Returns the stored answer to replay, or the claim's lease (its expiry, which names it) once
 * this request holds the claim.
 *
 * Safe with any number of requests racing with one key on any number of server instances, on
 * SQLite and on PostgreSQL (where two transactions can both read "no row" and both go on): the
 * claim is the insert itself, and of racing inserts of one key exactly one writes the row (ON
 * CONFLICT DO NOTHING, which on PostgreSQL waits for the other's commit instead of failing).
 * Taking over an abandoned claim is a compare-and-set on its lease, so only one request can.
 */
async function claim(deps: ServerDeps, userId: number, key: string, fingerprint: string): Promise<{ replay: Answer } | { lease: string }> {
  // A claim released between our insert and our read (its request was refused) is tried again.
  for (let attempt = 1; attempt <= CLAIM_ATTEMPTS; attempt += 1) {
    const lease = isoAfter(deps, IN_FLIGHT_LEASE_MS);
    const inserted = await deps.db
      .insertInto("idempotency_keys")
      .values({
        user_id: userId,
        key,
        fingerprint,
        state: "in_flight",
        lease_expires_at: lease,
        response_status: null,
        response_body: null,
        created_at: isoNow(deps),
      })
      .onConflict((oc) => oc.columns(["user_id", "key"]).doNothing())
      .returning("key")
      .executeTakeFirst();
    if (inserted) return { lease };

    const existing = await deps.db.selectFrom("idempotency_keys").selectAll().where("user_id", "=", userId).where("key", "=", key).executeTakeFirst();
    if (!existing) continue;
    if (existing.fingerprint !== fingerprint) {
      throw new HttpError(422, [{ base: [`This ${IDEMPOTENCY_HEADER} was already used for a different request.`] }]);
    }
    if (existing.state === "done" && existing.response_status !== null) {
      return { replay: { status: existing.response_status as ContentfulStatusCode, body: JSON.parse(existing.response_body ?? "null") } };
    }
    if (existing.lease_expires_at > isoNow(deps)) throw stillProcessing();
    // The earlier attempt died without finishing (its effect rolled back with it): take over,
    // unless another request took over (or finished) since we read it.
    const taken = await deps.db
      .updateTable("idempotency_keys")
      .set({ lease_expires_at: lease })
      .where("user_id", "=", userId)
      .where("key", "=", key)
      .where("state", "=", "in_flight")
      .where("lease_expires_at", "=", existing.lease_expires_at)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return { lease };
  }
  throw stillProcessing();
}

/** Claims released this many times in a row while we looked: the key is busy, the client retries. */
const CLAIM_ATTEMPTS = 3;

const stillProcessing = () => new HttpError(409, ["This request is still being processed. Try again in a moment."], { "Retry-After": "1" });

/**
 * Stores the answer with the effect, if the claim is still ours: a request that outlived its lease
 * may have been taken over by a retry (through any instance), and then its effect must not count
 * as well (the transaction rolls back, the client is told to retry and gets the other's answer).
 */
async function complete(trx: Pick<Transaction<Database>, "updateTable">, userId: number, key: string, lease: string, answer: Answer) {
  const stored = await trx
    .updateTable("idempotency_keys")
    .set({ state: "done", response_status: answer.status, response_body: JSON.stringify(answer.body) })
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .where("state", "=", "in_flight")
    .where("lease_expires_at", "=", lease)
    .executeTakeFirst();
  if (Number(stored.numUpdatedRows) !== 1) throw stillProcessing();
}

/** Gives our claim up; a claim another request took over in the meantime is not ours to drop. */
async function release(deps: ServerDeps, userId: number, key: string, lease: string) {
  await deps.db
    .deleteFrom("idempotency_keys")
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .where("state", "=", "in_flight")
    .where("lease_expires_at", "=", lease)
    .execute();
}

class ServerFailure extends Error {
  constructor(readonly answer: Answer) {
    super(`effect answered ${answer.status}`);
  }
}

export function fingerprintOf(method: string, path: string, input: unknown): string {
  // The routes accept a path with or without its trailing slash; both are the same request.
  const route = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return createHash("sha256").update(`${method} ${route}\n${canonicalJson(input)}`).digest("hex");
}

/** Drops keys past their 30 days; run at start and then periodically. */
export async function purgeExpiredIdempotencyKeys(deps: ServerDeps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
  const result = await deps.db.deleteFrom("idempotency_keys").where("created_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
