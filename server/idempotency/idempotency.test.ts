import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { MassiveUpdateResponse, MyNotificationsResponse } from "../../src/api/schemas/notifications";
import { UserLanguageResponse } from "../../src/api/schemas/users";
import { createApp } from "../app";
import { requireUser } from "../auth/require-user";
import { isoNow } from "../deps";
import { HttpError } from "../http/errors";
import { readJson } from "../http/validate";
import { testDialect } from "../testing/test-database";
import { type TestServer, createTestServer } from "../testing/test-server";
import {
  type Effect,
  IDEMPOTENCY_KEY_TTL_MS,
  IN_FLIGHT_LEASE_MS,
  canonicalJson,
  fingerprintOf,
  purgeExpiredIdempotencyKeys,
  runMutation,
} from "./idempotency";

vi.setConfig({ testTimeout: 30_000 });

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server.close();
});

const KEY = "key-0001-abcdef";

const keyRows = (key: string) => server.db.selectFrom("idempotency_keys").selectAll().where("key", "=", key).execute();
const language = async (userKey: "admin" | "operation") =>
  (await server.db.selectFrom("users").select("language").where("id", "=", await server.userId(userKey)).executeTakeFirstOrThrow()).language;

async function notificationId(titleKey: string, sellerId = 1) {
  return (await server.db.selectFrom("notifications").select("id").where("seller_id", "=", sellerId).where("user_id", "is", null).where("title_key", "=", titleKey).executeTakeFirstOrThrow()).id;
}

async function isNew(token: string, id: number) {
  const answer = await server.request("GET", "/v1/my_notifications?limit=1000", { token });
  return v.parse(MyNotificationsResponse, answer.json).data.elements.find((n) => n.id === id)?.is_new;
}

describe("replays on real routes", () => {
  it("replays the stored status and body with Idempotent-Replayed and applies the effect once", async () => {
    const token = await server.login("admin");
    const id = await notificationId("order_dispatched");
    const body = { ids: [id], is_new: false };
    const headers = { "Idempotency-Key": KEY };

    const first = await server.request("PUT", "/v1/seller_notifications/massive_update", { token, body, headers });
    expect(first.status).toBe(200);
    expect(v.parse(MassiveUpdateResponse, first.json)).toEqual({ data: { updated: 1 } });
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(await isNew(token, id)).toBe(false);

    // Someone marks it new again without a key; a replay of the first request must not undo that.
    const undo = await server.request("PUT", "/v1/seller_notifications/massive_update", { token, body: { ids: [id], is_new: true } });
    expect(undo.status).toBe(200);
    expect(await isNew(token, id)).toBe(true);

    server.advance(5 * 60_000);
    const replay = await server.request("PUT", "/v1/seller_notifications/massive_update", { token, body, headers });
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.json).toEqual(first.json);
    expect(await isNew(token, id)).toBe(true);

    const rows = await keyRows(KEY);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: await server.userId("admin"), state: "done", response_status: 200, response_body: JSON.stringify(first.json) });
  });

  it("replays a body sent with its keys in another order", async () => {
    const token = await server.login("admin");
    const id = await notificationId("order_dispatched");
    const headers = { "Idempotency-Key": KEY, "Content-Type": "application/json" };
    const first = await server.request("PUT", "/v1/seller_notifications/massive_update", { token, rawBody: `{"ids":[${id}],"is_new":false}`, headers });
    expect(first.status).toBe(200);
    const reordered = await server.request("PUT", "/v1/seller_notifications/massive_update", { token, rawBody: `{"is_new":false,"ids":[${id}]}`, headers });
    expect(reordered.status).toBe(200);
    expect(reordered.headers.get("idempotent-replayed")).toBe("true");
    expect(reordered.json).toEqual(first.json);
  });

  it("refuses the same key with a different body with 422 and applies nothing", async () => {
    const token = await server.login("admin");
    const headers = { "Idempotency-Key": KEY };
    expect((await server.request("PUT", "/v1/user_language/", { token, body: { language: 1 }, headers })).status).toBe(200);
    const other = await server.request("PUT", "/v1/user_language/", { token, body: { language: 2 }, headers });
    expect(other.status).toBe(422);
    expect(v.parse(ErrorBody, other.json).messages).toEqual([{ base: ["This Idempotency-Key was already used for a different request."] }]);
    expect(await language("admin")).toBe(1);
  });

  it("refuses the same key on another route with 422", async () => {
    const token = await server.login("admin");
    const headers = { "Idempotency-Key": KEY };
    const id = await notificationId("order_dispatched");
    expect((await server.request("PUT", "/v1/seller_notifications/massive_update", { token, body: { ids: [id], is_new: false }, headers })).status).toBe(200);
    const other = await server.request("PUT", "/v1/seller_notifications/massive_update", { token, body: { ids: [id], is_new: true }, headers });
    expect(other.status).toBe(422);
    const otherRoute = await server.request("PUT", "/v1/user_language/", { token, body: { language: 1 }, headers });
    expect(otherRoute.status).toBe(422);
    expect(await language("admin")).toBe(0);
  });

  it("keeps keys per user: another user's same key runs independently", async () => {
    const admin = await server.login("admin");
    const operation = await server.login("operation");
    const headers = { "Idempotency-Key": KEY };
    const first = await server.request("PUT", "/v1/user_language/", { token: admin, body: { language: 1 }, headers });
    expect(first.status).toBe(200);
    // Another body under the same key: for another user this is not a conflict.
    const second = await server.request("PUT", "/v1/user_language/", { token: operation, body: { language: 2 }, headers });
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(v.parse(UserLanguageResponse, second.json)).toEqual({ data: { language: 2 } });
    expect(await language("admin")).toBe(1);
    expect(await language("operation")).toBe(2);
    expect(await keyRows(KEY)).toHaveLength(2);
  });

  it("stores no refusal (4xx) thrown by the route: the same request is checked again", async () => {
    const token = await server.login("otherAdmin");
    const seller1 = await notificationId("order_dispatched", 1);
    const headers = { "Idempotency-Key": KEY };
    const first = await server.request("PUT", "/v1/seller_notifications/massive_update", { token, body: { ids: [seller1], is_new: false }, headers });
    expect(first.status).toBe(404);
    const again = await server.request("PUT", "/v1/seller_notifications/massive_update", { token, body: { ids: [seller1], is_new: false }, headers });
    expect(again.status).toBe(404);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
    expect(await keyRows(KEY)).toHaveLength(0);
  });

  it("answers 409 with Retry-After while the key is in flight, and runs once the lease has passed", async () => {
    const token = await server.login("admin");
    const userId = await server.userId("admin");
    // What a concurrent request that claimed the key and is still running leaves behind.
    await server.db
      .insertInto("idempotency_keys")
      .values({
        user_id: userId,
        key: KEY,
        fingerprint: fingerprintOf("PUT", "/v1/user_language/", { language: 1 }),
        state: "in_flight",
        lease_expires_at: new Date(server.now().getTime() + IN_FLIGHT_LEASE_MS).toISOString(),
        response_status: null,
        response_body: null,
        created_at: isoNow(server),
      })
      .execute();
    const headers = { "Idempotency-Key": KEY };

    const busy = await server.request("PUT", "/v1/user_language/", { token, body: { language: 1 }, headers });
    expect(busy.status).toBe(409);
    expect(busy.headers.get("retry-after")).toBe("1");
    expect(v.parse(ErrorBody, busy.json).messages).toEqual(["This request is still being processed. Try again in a moment."]);
    expect(await language("admin")).toBe(0);

    server.advance(IN_FLIGHT_LEASE_MS - 1000);
    expect((await server.request("PUT", "/v1/user_language/", { token, body: { language: 1 }, headers })).status).toBe(409);

    server.advance(2000);
    const taken = await server.request("PUT", "/v1/user_language/", { token, body: { language: 1 }, headers });
    expect(taken.status).toBe(200);
    expect(taken.headers.get("idempotent-replayed")).toBeNull();
    expect(await language("admin")).toBe(1);
    expect((await keyRows(KEY))[0]).toMatchObject({ state: "done", response_status: 200 });
  });

  it("runs the request of an in-flight key once 61 s have passed", async () => {
    const token = await server.login("operation");
    await server.db
      .insertInto("idempotency_keys")
      .values({
        user_id: await server.userId("operation"),
        key: KEY,
        fingerprint: fingerprintOf("PUT", "/v1/user_language/", { language: 2 }),
        state: "in_flight",
        lease_expires_at: new Date(server.now().getTime() + IN_FLIGHT_LEASE_MS).toISOString(),
        response_status: null,
        response_body: null,
        created_at: isoNow(server),
      })
      .execute();
    const send = () => server.request("PUT", "/v1/user_language/", { token, body: { language: 2 }, headers: { "Idempotency-Key": KEY } });
    expect((await send()).status).toBe(409);
    server.advance(61_000);
    expect((await send()).status).toBe(200);
    expect(await language("operation")).toBe(2);
  });

  it("refuses a malformed key with 400 and applies nothing", async () => {
    const token = await server.login("admin");
    for (const key of ["short", "has space in it", "x".repeat(129), "semi;colon-key", "schlüssel-key"]) {
      const answer = await server.request("PUT", "/v1/user_language/", { token, body: { language: 1 }, headers: { "Idempotency-Key": key } });
      expect(answer.status, key).toBe(400);
      expect(v.parse(ErrorBody, answer.json).messages).toEqual(["The Idempotency-Key header must be 8 to 128 letters, digits, '-' or '_'."]);
    }
    expect(await language("admin")).toBe(0);
    expect(await server.db.selectFrom("idempotency_keys").select("key").execute()).toHaveLength(0);
  });
});

describe("runMutation with an effect under test control", () => {
  type Mode = "ok" | "answer500" | "throw" | "refuse";

  /** The real app (its error handler included) plus one route whose effect the test steers. */
  function effectApp(required = false) {
    const state = { mode: "ok" as Mode, runs: 0, hold: undefined as { entered: () => void; gate: Promise<void> } | undefined };
    const effect: Effect = async (trx) => {
      state.runs += 1;
      const hold = state.hold;
      state.hold = undefined;
      if (hold) {
        hold.entered();
        await hold.gate;
      }
      await trx.insertInto("mail_outbox").values({ recipient: "effect@example.com", subject: `run ${state.runs}`, body: "-", created_at: isoNow(server) }).execute();
      if (state.mode === "answer500") return { status: 500, body: { messages: ["The effect failed."] } };
      if (state.mode === "throw") throw new Error("The effect crashed.");
      if (state.mode === "refuse") throw new HttpError(409, ["The effect refused."], { "X-Refused": "yes" });
      return { status: 201, body: { data: { run: state.runs } } };
    };
    const app = createApp(server.deps);
    app.post("/test/effect", requireUser(server.deps), async (c) => {
      const input = await readJson(c, v.object({ n: v.number() }));
      return runMutation(c, server.deps, { required, input }, effect);
    });
    const send = async (token: string, key: string | undefined, n = 1) => {
      const res = await app.request("/test/effect", {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...(key === undefined ? {} : { "Idempotency-Key": key }) },
        body: JSON.stringify({ n }),
      });
      return { status: res.status, headers: res.headers, json: (await res.json()) as unknown };
    };
    return { state, send };
  }

  const effectMails = async () => (await server.db.selectFrom("mail_outbox").select("subject").where("recipient", "=", "effect@example.com").execute()).map((r) => r.subject);

  it("replays a success without running the effect again", async () => {
    const { state, send } = effectApp();
    const token = await server.login("admin");
    const first = await send(token, KEY);
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ data: { run: 1 } });
    const replay = await send(token, KEY);
    expect(replay.status).toBe(201);
    expect(replay.json).toEqual({ data: { run: 1 } });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(state.runs).toBe(1);
    expect(await effectMails()).toEqual(["run 1"]);
  });

  it("runs the effect on every request without a key when the key is optional", async () => {
    const { state, send } = effectApp(false);
    const token = await server.login("admin");
    expect((await send(token, undefined)).status).toBe(201);
    expect((await send(token, undefined)).status).toBe(201);
    expect(state.runs).toBe(2);
    expect(await effectMails()).toEqual(["run 1", "run 2"]);
    expect(await server.db.selectFrom("idempotency_keys").select("key").execute()).toHaveLength(0);
  });

  it("refuses a request without the key with 400 when the key is required", async () => {
    const { state, send } = effectApp(true);
    const token = await server.login("admin");
    const answer = await send(token, undefined);
    expect(answer.status).toBe(400);
    expect(v.parse(ErrorBody, answer.json).messages).toEqual(["The Idempotency-Key header is required for this operation."]);
    expect(state.runs).toBe(0);
    expect((await send(token, KEY)).status).toBe(201);
    expect(state.runs).toBe(1);
  });

  it("refuses a malformed key with 400 before running the effect", async () => {
    const { state, send } = effectApp(true);
    const answer = await send(await server.login("admin"), "bad key!");
    expect(answer.status).toBe(400);
    v.parse(ErrorBody, answer.json);
    expect(state.runs).toBe(0);
  });

  it("stores nothing for an effect answering 500 and rolls its writes back, so the retry runs it", async () => {
    const { state, send } = effectApp();
    const token = await server.login("admin");
    state.mode = "answer500";
    const failed = await send(token, KEY);
    expect(failed.status).toBe(500);
    expect(failed.json).toEqual({ messages: ["The effect failed."] });
    expect(state.runs).toBe(1);
    expect(await effectMails()).toEqual([]);
    expect(await keyRows(KEY)).toEqual([]);

    state.mode = "ok";
    const retry = await send(token, KEY);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect(retry.json).toEqual({ data: { run: 2 } });
    expect(state.runs).toBe(2);
    expect(await effectMails()).toEqual(["run 2"]);
  });

  it("stores nothing for an effect that throws and rolls its writes back, so the retry runs it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { state, send } = effectApp();
    const token = await server.login("admin");
    state.mode = "throw";
    const failed = await send(token, KEY);
    expect(failed.status).toBe(500);
    expect(v.parse(ErrorBody, failed.json).messages).toEqual(["Something went wrong on our side. Please try again."]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(await effectMails()).toEqual([]);
    expect(await keyRows(KEY)).toEqual([]);

    state.mode = "ok";
    const retry = await send(token, KEY);
    expect(retry.status).toBe(201);
    expect(state.runs).toBe(2);
    expect(await effectMails()).toEqual(["run 2"]);
  });

  it("rolls back a thrown 4xx refusal, stores nothing, and runs the effect once its cause is gone", async () => {
    const { state, send } = effectApp();
    const token = await server.login("admin");
    state.mode = "refuse";
    const refused = await send(token, KEY);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ messages: ["The effect refused."] });
    expect(refused.headers.get("x-refused")).toBe("yes");
    expect(await effectMails()).toEqual([]);

    state.mode = "ok";
    const retry = await send(token, KEY);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    expect(state.runs).toBe(2);
    expect(await effectMails()).toEqual(["run 2"]);

    const replay = await send(token, KEY);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(state.runs).toBe(2);
  });

  it("runs the effect exactly once when the same request is sent concurrently", async () => {
    const { state, send } = effectApp();
    const token = await server.login("admin");
    const answers = await Promise.all([send(token, KEY), send(token, KEY), send(token, KEY), send(token, KEY)]);
    expect(state.runs).toBe(1);
    expect(await effectMails()).toEqual(["run 1"]);
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    const successes = answers.filter((a) => a.status === 201);
    expect(successes.length).toBeGreaterThanOrEqual(1);
    for (const answer of successes) expect(answer.json).toEqual({ data: { run: 1 } });
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.headers.get("retry-after")).toBe("1");
    expect(await keyRows(KEY)).toHaveLength(1);
  });

  // Only PostgreSQL can run a second request while the first one's transaction is open: SQLite's
  // single connection per process makes the second wait for the first.
  it.runIf(testDialect() === "postgres")("drops the effect of a request that outlived its lease and was taken over: the retry's answer counts", async () => {
    const { state, send } = effectApp();
    const token = await server.login("admin");
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let open!: () => void;
    state.hold = { entered, gate: new Promise<void>((resolve) => (open = resolve)) };
    const slow = send(token, KEY);
    await inside;

    server.advance(IN_FLIGHT_LEASE_MS + 1);
    const retry = await send(token, KEY);
    expect(retry.status).toBe(201);
    expect(retry.json).toEqual({ data: { run: 2 } });

    open();
    const late = await slow;
    expect(late.status).toBe(409);
    expect(await effectMails()).toEqual(["run 2"]);
    const replay = await send(token, KEY);
    expect(replay.json).toEqual({ data: { run: 2 } });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
  });

  it("applies a concurrent real request exactly once as well", async () => {
    const token = await server.login("admin");
    const id = await notificationId("tracking_exception");
    const send = () =>
      server.request("PUT", "/v1/seller_notifications/massive_update", { token, body: { ids: [id], is_new: false }, headers: { "Idempotency-Key": KEY } });
    const answers = await Promise.all([send(), send()]);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    const reads = await server.db.selectFrom("notification_reads").selectAll().where("notification_id", "=", id).where("user_id", "=", await server.userId("admin")).execute();
    expect(reads).toHaveLength(1);
    expect((await keyRows(KEY))[0]).toMatchObject({ state: "done", response_status: 200 });
  });
});

describe("purgeExpiredIdempotencyKeys", () => {
  it("removes keys older than 30 days and keeps newer ones", async () => {
    const userId = await server.userId("admin");
    const at = (msAgo: number) => new Date(server.now().getTime() - msAgo).toISOString();
    const row = (key: string, created_at: string) => ({
      user_id: userId,
      key,
      fingerprint: "f".repeat(64),
      state: "done" as const,
      lease_expires_at: created_at,
      response_status: 200,
      response_body: "{}",
      created_at,
    });
    const day = 24 * 60 * 60 * 1000;
    await server.db
      .insertInto("idempotency_keys")
      .values([row("old-key-31-days", at(31 * day)), row("old-key-30-days-1s", at(IDEMPOTENCY_KEY_TTL_MS + 1000)), row("new-key-29-days", at(29 * day)), row("new-key-today", at(0))])
      .execute();

    expect(await purgeExpiredIdempotencyKeys(server.deps)).toBe(2);
    const left = await server.db.selectFrom("idempotency_keys").select("key").orderBy("key").execute();
    expect(left.map((r) => r.key)).toEqual(["new-key-29-days", "new-key-today"]);

    // Two days later the 29-day key has expired too.
    server.advance(2 * day);
    expect(await purgeExpiredIdempotencyKeys(server.deps)).toBe(1);
    expect((await server.db.selectFrom("idempotency_keys").select("key").execute()).map((r) => r.key)).toEqual(["new-key-today"]);
  });

  it("lets a purged key be used afresh", async () => {
    const token = await server.login("admin");
    const headers = { "Idempotency-Key": KEY };
    expect((await server.request("PUT", "/v1/user_language/", { token, body: { language: 1 }, headers })).status).toBe(200);
    server.advance(IDEMPOTENCY_KEY_TTL_MS + 1000);
    // The session would have expired too; sign in again.
    const fresh = await server.login("admin");
    expect(await purgeExpiredIdempotencyKeys(server.deps)).toBe(1);
    const again = await server.request("PUT", "/v1/user_language/", { token: fresh, body: { language: 2 }, headers });
    expect(again.status).toBe(200);
    expect(await language("admin")).toBe(2);
  });
});

describe("answers", () => {
  it("carry their Content-Length, so a small one is sent as it is rather than gzipped (first answer and replay)", async () => {
    const token = await server.login("admin");
    const headers = { "Idempotency-Key": KEY, "Accept-Encoding": "gzip, deflate" };
    for (const answer of [
      await server.request("PUT", "/v1/user_language/", { token, body: { language: 1 }, headers }),
      await server.request("PUT", "/v1/user_language/", { token, body: { language: 1 }, headers }),
    ]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-encoding")).toBeNull();
      expect(answer.headers.get("content-length")).toBe(String(Buffer.byteLength(answer.text)));
      expect(v.parse(UserLanguageResponse, answer.json)).toEqual({ data: { language: 1 } });
    }
  });
});

describe("canonicalJson and fingerprints", () => {
  it("ignores object key order at every depth", () => {
    const a = { b: 1, a: { d: [1, { y: 2, x: 1 }], c: "3" } };
    const b = { a: { c: "3", d: [1, { x: 1, y: 2 }] }, b: 1 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).toBe('{"a":{"c":"3","d":[1,{"x":1,"y":2}]},"b":1}');
    expect(fingerprintOf("PUT", "/v1/x", a)).toBe(fingerprintOf("PUT", "/v1/x", b));
  });

  it("keeps array order, values, types, method and path significant", () => {
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: "1" }));
    expect(canonicalJson({ a: null })).not.toBe(canonicalJson({}));
    expect(canonicalJson({ a: undefined })).toBe(canonicalJson({}));
    expect(fingerprintOf("PUT", "/v1/x", { a: 1 })).not.toBe(fingerprintOf("POST", "/v1/x", { a: 1 }));
    expect(fingerprintOf("PUT", "/v1/x", { a: 1 })).not.toBe(fingerprintOf("PUT", "/v1/y", { a: 1 }));
    expect(fingerprintOf("PUT", "/v1/x", { a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });
});
