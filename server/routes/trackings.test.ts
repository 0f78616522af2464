import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { Challenge, TRACKING_MESSAGES, TrackingLookupResponse, type VerificationSolution, encodeVerification } from "../../src/api/schemas/tracking";
import { ORDER_STATUSES } from "../../src/domain/order-status";
import { applyMask } from "../../src/domain/masks";
import { CHALLENGE_TTL_MS, LOGIN_MAX_NUMBER, createChallenge } from "../verification/challenge";
import { TAX_ID_GUESS_LIMIT, TAX_ID_GUESS_WINDOW_MS, TRACKING_LOOKUP_LIMIT, TRACKING_LOOKUP_WINDOW_MS } from "../verification/lookup-throttle";
import { purgeExpiredRecords } from "../maintenance";
import { purgeExpiredVerificationRecords } from "../verification/purge";
import { verificationSecret } from "../verification/secret";
import { serverPerTest } from "../testing/test-server";
import { createApp } from "../app";
import { loadConfig } from "../config";

const server = serverPerTest();
const CPF_MASK = "###.###.###-##";

/** What a client does: try numbers until the hash matches (ALTCHA's solver, in Node). */
function solve(challenge: Challenge): VerificationSolution {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (createHash("sha256").update(`${challenge.salt}${number}`).digest("hex") === challenge.challenge) {
      return { algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature };
    }
  }
  throw new Error("No solution within maxnumber");
}

async function fetchChallenge(action = "tracking"): Promise<Challenge> {
  const answer = await server.request("GET", `/v1/challenge?action=${action}`);
  expect(answer.status).toBe(200);
  return v.parse(Challenge, answer.json);
}

const solved = async () => encodeVerification(solve(await fetchChallenge()));

/** A small challenge signed with the server's own key, for cases the route cannot produce. */
async function craftedChallenge(options: { action?: string; now?: Date } = {}): Promise<Challenge> {
  const secret = await verificationSecret(server.deps);
  return createChallenge({ secret, action: (options.action ?? "tracking") as "tracking", now: options.now ?? server.now(), maxNumber: 50 });
}

interface Seeded {
  reference: string;
  last_mile_tracking_number: string | null;
  customer_document: string;
  customer_country: string;
  id: number;
}

/** A shipped Brazilian order with checkpoints, from the demo data. */
async function brazilianOrder(): Promise<Seeded> {
  return server.db
    .selectFrom("orders")
    .select(["id", "reference", "last_mile_tracking_number", "customer_document", "customer_country"])
    .where("customer_country", "=", "BR")
    .where("customer_document_type", "=", "CPF")
    .where("current_status_id", ">=", ORDER_STATUSES.SHIPPED)
    .where("last_mile_tracking_number", "is not", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
}

const lookup = async (body: Record<string, unknown>, address?: string) => server.request("POST", "/v1/trackings/lookup", { body, address });

describe("GET /v1/challenge", () => {
  it("answers an ALTCHA challenge for tracking that expires and is signed", async () => {
    const challenge = await fetchChallenge();
    expect(challenge.algorithm).toBe("SHA-256");
    expect(challenge.maxnumber).toBeGreaterThanOrEqual(10_000);
    const expires = Math.floor((server.now().getTime() + CHALLENGE_TTL_MS) / 1000);
    expect(challenge.salt).toMatch(new RegExp(`^[0-9a-f]{24}\\?action=tracking&expires=${expires}&$`));
    // Two challenges differ; the key behind them is stored, not kept in memory only.
    expect((await fetchChallenge()).challenge).not.toBe(challenge.challenge);
    const stored = await server.db.selectFrom("server_secrets").select("value").execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.value).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers a harder challenge for sign-in", async () => {
    const login = v.parse(Challenge, (await server.request("GET", "/v1/challenge?action=login")).json);
    expect(login.maxnumber).toBe(LOGIN_MAX_NUMBER);
    expect(login.salt).toContain("?action=login&");
  });

  it("refuses an unknown action", async () => {
    expect((await server.request("GET", "/v1/challenge?action=signup")).status).toBe(422);
    expect((await server.request("GET", "/v1/challenge")).status).toBe(422);
  });
});

describe("POST /v1/trackings/lookup", () => {
  it("finds a seeded order by reference with its receiver's CPF, masked or not, and shows its status and checkpoints", async () => {
    const order = await brazilianOrder();
    for (const [number, taxId] of [
      [order.reference, order.customer_document],
      [order.reference.toLowerCase(), applyMask(CPF_MASK, order.customer_document)],
      [order.last_mile_tracking_number!, ` ${applyMask(CPF_MASK, order.customer_document)} `],
    ] as const) {
      const answer = await lookup({ tracking_number: number, tax_id: taxId, verification: await solved() });
      expect(answer.status, `${number} ${taxId}`).toBe(200);
      const result = v.parse(TrackingLookupResponse, answer.json).data;
      expect(result.reference).toBe(order.reference);
      expect(result.destination.country).toBe("BR");
      expect(result.seller_id).toBeGreaterThan(0);
      const rows = await server.db.selectFrom("checkpoints").select(["status_code", "created_at"]).where("order_id", "=", order.id).orderBy("created_at").orderBy("id").execute();
      expect(result.checkpoints.map((c) => c.created_at)).toEqual(rows.map((r) => r.created_at));
      expect(result.checkpoints.length).toBeGreaterThan(0);
      expect(result.checkpoints[0]!.zone).toBe(1);
      expect(["shipped", "in_transit", "out_for_delivery", "delivered"]).toContain(result.status_bar);
    }
  });

  it("reveals no address line, name, phone, e-mail or document", async () => {
    const order = await brazilianOrder();
    const full = await server.db.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
    const answer = await lookup({ tracking_number: order.reference, tax_id: order.customer_document, verification: await solved() });
    expect(answer.status).toBe(200);
    for (const secret of [full.customer_full_name, full.customer_document, full.customer_address, full.customer_email, full.customer_phone, full.customer_postal_code, full.order_number]) {
      expect(answer.text).not.toContain(secret);
    }
    expect(Object.keys(v.parse(TrackingLookupResponse, answer.json).data).sort()).toEqual(
      ["checkpoints", "destination", "estimated_delivery_date", "problem", "reference", "seller_id", "status", "status_bar"].sort(),
    );
  });

  it("answers a wrong tax id with 422 and an unknown number with 404, in the spec's words", async () => {
    const order = await brazilianOrder();
    const wrong = await lookup({ tracking_number: order.reference, tax_id: "111.444.777-35", verification: await solved() });
    expect(wrong.status).toBe(422);
    expect(v.parse(ErrorBody, wrong.json).messages).toEqual([{ tax_id: [TRACKING_MESSAGES.wrongTaxId] }]);
    const unknown = await lookup({ tracking_number: "NB000000000XX", tax_id: order.customer_document, verification: await solved() });
    expect(unknown.status).toBe(404);
    expect(v.parse(ErrorBody, unknown.json).messages).toEqual([TRACKING_MESSAGES.notFound]);
  });

  it("answers missing fields with 422 and the spec's messages", async () => {
    const verification = await solved();
    const none = await lookup({ verification });
    expect(none.status).toBe(422);
    expect(v.parse(ErrorBody, none.json).messages).toEqual([{ tracking_number: [TRACKING_MESSAGES.trackingNumberBlank], tax_id: [TRACKING_MESSAGES.taxIdBlank] }]);
    const blankTaxId = await lookup({ tracking_number: "NB1", tax_id: "  ", verification });
    expect(v.parse(ErrorBody, blankTaxId.json).messages).toEqual([{ tax_id: [TRACKING_MESSAGES.taxIdBlank] }]);
  });

  it("refuses with 403 a lookup without a solution, with a forged, expired, wrong-action or reused one", async () => {
    const order = await brazilianOrder();
    const body = (verification?: string) => ({ tracking_number: order.reference, tax_id: order.customer_document, verification });
    // One address per attempt, so that the rate limit (tested below) stays out of the way.
    let attempt = 0;
    const lookup = (input: Record<string, unknown>) => server.request("POST", "/v1/trackings/lookup", { body: input, address: `198.51.100.${(attempt += 1)}` });
    const refusals: [string, string | undefined][] = [];
    refusals.push(["none", undefined], ["garbage", "bm90IGpzb24="], ["not base64", "{}"]);

    const forged = solve(createChallenge({ secret: "f".repeat(64), action: "tracking", now: server.now(), maxNumber: 50 }));
    refusals.push(["forged signature", encodeVerification(forged)]);
    const good = solve(await fetchChallenge());
    refusals.push(["wrong number", encodeVerification({ ...good, number: good.number + 1 })]);
    refusals.push(["salt changed", encodeVerification({ ...good, salt: good.salt.replace("action=tracking", "action=tracking&x=1") })]);
    refusals.push(["wrong algorithm", encodeVerification({ ...good, algorithm: "SHA-1" })]);
    refusals.push(["wrong action", encodeVerification(solve(await craftedChallenge({ action: "login" })))]);
    refusals.push(["expired", encodeVerification(solve(await craftedChallenge({ now: new Date(server.now().getTime() - CHALLENGE_TTL_MS - 1000) })))]);

    for (const [what, verification] of refusals) {
      const answer = await lookup(body(verification));
      expect(answer.status, what).toBe(403);
      expect(v.parse(ErrorBody, answer.json).messages, what).toEqual([TRACKING_MESSAGES.verificationFailed]);
    }

    const once = encodeVerification(good);
    expect((await lookup(body(once))).status).toBe(200);
    const reused = await lookup(body(once));
    expect(reused.status).toBe(403);
    // Two requests racing with one solution: exactly one passes.
    const raced = encodeVerification(solve(await fetchChallenge()));
    const statuses = (await Promise.all([lookup(body(raced)), lookup(body(raced))])).map((a) => a.status).sort();
    expect(statuses).toEqual([200, 403]);
  });

  it("keeps a solution used until it expires, then forgets it", async () => {
    const order = await brazilianOrder();
    expect((await lookup({ tracking_number: order.reference, tax_id: order.customer_document, verification: await solved() })).status).toBe(200);
    await purgeExpiredVerificationRecords(server.deps);
    expect(await server.db.selectFrom("used_challenges").select("challenge").execute()).toHaveLength(1);
    server.advance(CHALLENGE_TTL_MS + 1000);
    await purgeExpiredRecords(server.deps);
    expect(await server.db.selectFrom("used_challenges").select("challenge").execute()).toHaveLength(0);
    // The address's lookup count has gone with its minute.
    expect(await server.db.selectFrom("rate_counters").select("key").where("key", "like", "tracking-lookup:%").execute()).toHaveLength(0);
  });

  it("rate-limits lookups per address with 429 and Retry-After, counted in the database", async () => {
    const address = "203.0.113.7";
    for (let i = 0; i < TRACKING_LOOKUP_LIMIT; i += 1) {
      // Refused lookups count as well: no solution needed to use up the allowance.
      expect((await lookup({ tracking_number: "X", tax_id: "1" }, address)).status).toBe(403);
    }
    const limited = await lookup({ tracking_number: "X", tax_id: "1", verification: await solved() }, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(v.parse(ErrorBody, limited.json).messages).toEqual([TRACKING_MESSAGES.tooMany]);
    // Another address is not affected; the first one may look up again after the window.
    expect((await lookup({ tracking_number: "X", tax_id: "1" }, "203.0.113.8")).status).toBe(403);
    server.advance(TRACKING_LOOKUP_WINDOW_MS);
    expect((await lookup({ tracking_number: "X", tax_id: "1" }, address)).status).toBe(403);
  });

  it("takes its per-minute allowance from the configuration (TRACKING_LOOKUPS_PER_MINUTE)", async () => {
    expect(loadConfig({}).trackingLookupsPerMinute).toBe(TRACKING_LOOKUP_LIMIT);
    expect(loadConfig({ TRACKING_LOOKUPS_PER_MINUTE: "500" }).trackingLookupsPerMinute).toBe(500);
    expect(() => loadConfig({ TRACKING_LOOKUPS_PER_MINUTE: "0" })).toThrow(/TRACKING_LOOKUPS_PER_MINUTE/);
    expect(() => loadConfig({ TRACKING_LOOKUPS_PER_MINUTE: "many" })).toThrow(/TRACKING_LOOKUPS_PER_MINUTE/);

    const allowance = 3;
    const app = createApp({ ...server.deps, trackingLookupsPerMinute: allowance });
    const post = (address: string) =>
      app.request("/v1/trackings/lookup", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
        body: JSON.stringify({ tracking_number: "X", tax_id: "1" }),
      });
    for (let i = 0; i < allowance; i += 1) expect((await post("203.0.113.9")).status).toBe(403);
    const limited = await post("203.0.113.9");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // A raised allowance: the eleventh lookup of another address is still only refused for its missing solution.
    const generous = createApp({ ...server.deps, trackingLookupsPerMinute: 500 });
    for (let i = 0; i <= TRACKING_LOOKUP_LIMIT; i += 1) {
      const answer = await generous.request("/v1/trackings/lookup", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.10" },
        body: JSON.stringify({ tracking_number: "X", tax_id: "1" }),
      });
      expect(answer.status).toBe(403);
    }
  });

  it("lets exactly the allowance of 30 parallel lookups from one address through, however they interleave", async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => lookup({ tracking_number: "X", tax_id: "1" }, "203.0.113.20")));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - TRACKING_LOOKUP_LIMIT);
    // The others went on to the verification, which they lack.
    expect(statuses.filter((s) => s === 403)).toHaveLength(TRACKING_LOOKUP_LIMIT);
  });

  it("counts an IPv6 visitor by its /64", async () => {
    for (let i = 1; i <= TRACKING_LOOKUP_LIMIT; i += 1) expect((await lookup({ tracking_number: "X", tax_id: "1" }, `2001:db8:5:6::${i}`)).status).toBe(403);
    expect((await lookup({ tracking_number: "X", tax_id: "1" }, "2001:db8:5:6:ffff::1")).status).toBe(429);
    expect((await lookup({ tracking_number: "X", tax_id: "1" }, "2001:db8:5:7::1")).status).toBe(403);
  });
});

describe("wrong tax ids per parcel, from any address", () => {
  let address = 0;
  /** Each lookup from an address of its own: only the per-parcel count can stop them. */
  const lookupFromAnywhere = async (trackingNumber: string, taxId: string) =>
    lookup({ tracking_number: trackingNumber, tax_id: taxId, verification: await solved() }, `198.18.${Math.floor((address += 1) / 250)}.${address % 250}`);

  it("refuses every lookup of the parcel after 5 wrong tax ids, the right one too, in the spec's words, for 15 minutes", async () => {
    const order = await brazilianOrder();
    for (let i = 0; i < TAX_ID_GUESS_LIMIT; i += 1) {
      const wrong = await lookupFromAnywhere(order.reference, `111.444.777-3${i}`);
      expect(wrong.status, `guess ${i + 1}`).toBe(422);
      expect(v.parse(ErrorBody, wrong.json).messages).toEqual([{ tax_id: [TRACKING_MESSAGES.wrongTaxId] }]);
    }
    const right = await lookupFromAnywhere(order.reference, order.customer_document);
    expect(right.status).toBe(429);
    expect(v.parse(ErrorBody, right.json).messages).toEqual([TRACKING_MESSAGES.tooMany]);
    expect(right.headers.get("retry-after")).toBe(String(TAX_ID_GUESS_WINDOW_MS / 1000));
    // The parcel's last-mile number names the same tax id: it shares the count.
    expect((await lookupFromAnywhere(order.last_mile_tracking_number!, order.customer_document)).status).toBe(429);

    server.advance(TAX_ID_GUESS_WINDOW_MS - 60_000);
    expect((await lookupFromAnywhere(order.reference, order.customer_document)).headers.get("retry-after")).toBe("60");
    server.advance(60_000);
    expect((await lookupFromAnywhere(order.reference, order.customer_document)).status).toBe(200);
  });

  it("compares at most 5 of 12 wrong tax ids sent together from 12 addresses", async () => {
    const order = await brazilianOrder();
    const verifications = [];
    for (let i = 0; i < 12; i += 1) verifications.push(await solved());
    const answers = await Promise.all(
      verifications.map((verification, i) => lookup({ tracking_number: order.reference, tax_id: `111.444.777-${10 + i}`, verification }, `198.19.0.${i + 1}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(TAX_ID_GUESS_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - TAX_ID_GUESS_LIMIT);
  });

  it("does not count right tax ids", async () => {
    const order = await brazilianOrder();
    for (let i = 0; i < TAX_ID_GUESS_LIMIT + 2; i += 1) expect((await lookupFromAnywhere(order.reference, order.customer_document)).status).toBe(200);
    expect((await lookupFromAnywhere(order.reference, "111.444.777-35")).status).toBe(422);
  });
});
