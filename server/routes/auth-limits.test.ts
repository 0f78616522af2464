import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { LoginResponse, SERVER_BUSY, SIGN_IN_MESSAGES } from "../../src/api/schemas/auth";
import { ErrorBody } from "../../src/api/schemas/common";
import { encodeVerification } from "../../src/api/schemas/verification";
import { MAX_RUNNING_HASHES, MAX_WAITING_HASHES, passwordHashGate } from "../auth/hash-gate";
import { ACCOUNT_WINDOW_MS, ADDRESS_WINDOW_MS } from "../auth/sign-in-limit";
import { createChallenge } from "../verification/challenge";
import { verificationSecret } from "../verification/secret";
import { DEMO_PASSWORD } from "../seed/demo";
import { solve, solvedVerification } from "../testing/proof-of-work";
import { serverPerTest } from "../testing/test-server";

/**
 * Sign-in limits (issue 13, decision 024): attempts are counted before the password check, per
 * address (IPv6 by its /64) and per account; past five, a sign-in needs a solved proof of work
 * instead of being refused, so the owner of the password is never locked out by others.
 */

const server = serverPerTest();
const WRONG_CREDENTIALS = "Wrong e-mail or password.";

const attempt = (address: string, password: string, email = "admin@example.com", verification?: string) =>
  server.request("POST", "/v1/login", { body: { email, password, platform: "nb", verification }, address });

const messagesOf = (answer: { json: unknown }) => v.parse(ErrorBody, answer.json).messages;
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

async function failFiveTimes(address: string, email = "admin@example.com") {
  for (let i = 0; i < 5; i++) expect((await attempt(address, `wrong-${i}`, email)).status, `failure ${i + 1}`).toBe(401);
}

describe("sign-in attempts sent together", () => {
  it("20 parallel wrong passwords from one address: 5 reach a password check, the 15 others are told they need a verification", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt("203.0.113.7", `wrong-${i}`)));
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 5, 429: 15 });
    for (const answer of answers.filter((a) => a.status === 401)) expect(messagesOf(answer)).toEqual([WRONG_CREDENTIALS]);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(messagesOf(answer)).toEqual([SIGN_IN_MESSAGES.verificationRequired]);
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    }
    expect(await server.db.selectFrom("sessions").select("id").execute()).toHaveLength(0);
  });

  it("20 parallel wrong passwords for one account from 20 addresses: 5 reach a password check", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(`198.51.100.${i + 1}`, `wrong-${i}`)));
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 5, 429: 15 });
  });
});

describe("past the limit a sign-in needs a proof of work, not a wait", () => {
  it("asks the right password for a verification, then signs in with a solved login challenge", async () => {
    await failFiveTimes("203.0.113.8");
    const asked = await attempt("203.0.113.8", DEMO_PASSWORD);
    expect(asked.status).toBe(429);
    expect(messagesOf(asked)).toEqual([SIGN_IN_MESSAGES.verificationRequired]);
    // Address and account are both past their limits: the check is asked until the later window,
    // the account's quarter of an hour, ends (the test clock stands at its start).
    expect(asked.headers.get("retry-after")).toBe(String(ACCOUNT_WINDOW_MS / 1000));

    const verification = await solvedVerification(server, "login", "203.0.113.8");
    const signedIn = await attempt("203.0.113.8", DEMO_PASSWORD, "admin@example.com", verification);
    expect(signedIn.status).toBe(200);
    v.parse(LoginResponse, signedIn.json);
    // A solution works once.
    const again = await attempt("203.0.113.8", DEMO_PASSWORD, "admin@example.com", verification);
    expect(again.status).toBe(403);
    expect(messagesOf(again)).toEqual([SIGN_IN_MESSAGES.verificationFailed]);
  });

  it("refuses a tracking solution, a forged one and garbage with 403, checking no password", async () => {
    await failFiveTimes("203.0.113.9");
    const secret = await verificationSecret(server.deps);
    const forged = encodeVerification(solve(createChallenge({ secret: "f".repeat(64), action: "login", now: server.now(), maxNumber: 50 })));
    const tracking = encodeVerification(solve(createChallenge({ secret, action: "tracking", now: server.now(), maxNumber: 50 })));
    for (const [what, verification] of [["forged", forged], ["for tracking", tracking], ["garbage", "bm90IGpzb24="]] as const) {
      const answer = await attempt("203.0.113.9", DEMO_PASSWORD, "admin@example.com", verification);
      expect(answer.status, what).toBe(403);
      expect(messagesOf(answer), what).toEqual([SIGN_IN_MESSAGES.verificationFailed]);
    }
    expect(await server.db.selectFrom("sessions").select("id").execute()).toHaveLength(0);
  });

  it("does not lock the owner out after someone else's failures on the account: the owner's page passes the check", async () => {
    await failFiveTimes("203.0.113.10");
    const owner = "192.0.2.44";
    expect((await attempt(owner, DEMO_PASSWORD)).status).toBe(429);
    expect((await attempt(owner, DEMO_PASSWORD, "admin@example.com", await solvedVerification(server, "login", owner))).status).toBe(200);
    // Other accounts from the attacker's address need the check as well; other accounts elsewhere do not.
    expect((await attempt("203.0.113.10", DEMO_PASSWORD, "viewer@example.com")).status).toBe(429);
    expect((await attempt("192.0.2.45", DEMO_PASSWORD, "viewer@example.com")).status).toBe(200);
  });

  it("needs no check again once the windows have passed: the address's minute, the account's quarter of an hour", async () => {
    await failFiveTimes("203.0.113.11", "nobody@example.com");
    expect((await attempt("203.0.113.11", DEMO_PASSWORD)).status).toBe(429);
    server.advance(ADDRESS_WINDOW_MS);
    expect((await attempt("203.0.113.11", DEMO_PASSWORD)).status).toBe(200);

    await failFiveTimes("203.0.113.12", "operation@example.com");
    server.advance(ADDRESS_WINDOW_MS);
    const account = await attempt("198.51.100.99", DEMO_PASSWORD, "operation@example.com");
    expect(account.status).toBe(429);
    expect(Number(account.headers.get("retry-after"))).toBe((ACCOUNT_WINDOW_MS - 2 * ADDRESS_WINDOW_MS) / 1000);
    server.advance(ACCOUNT_WINDOW_MS);
    expect((await attempt("198.51.100.99", DEMO_PASSWORD, "operation@example.com")).status).toBe(200);
  });

  it("counts unknown e-mails as failures of the address, for the address's minute", async () => {
    for (let i = 0; i < 5; i++) expect((await attempt("203.0.113.13", DEMO_PASSWORD, `nobody${i}@example.com`)).status).toBe(401);
    server.advance(45_000);
    const asked = await attempt("203.0.113.13", DEMO_PASSWORD);
    expect(asked.status).toBe(429);
    expect(asked.headers.get("retry-after")).toBe("15");
  });

  it("does not count right passwords; a blocked account's right password counts as the wrong one it is answered as", async () => {
    for (let i = 0; i < 6; i++) expect((await attempt("203.0.113.14", DEMO_PASSWORD)).status).toBe(200);
    const counted = await server.db.selectFrom("rate_counters").select(["key", "hits"]).where("hits", ">", 0).execute();
    expect(counted).toEqual([]);
    // Else the guesser would see the right one by the counts: no verification asked after five.
    for (let i = 0; i < 5; i++) expect((await attempt(`203.0.113.${20 + i}`, DEMO_PASSWORD, "blocked@example.com")).status).toBe(401);
    const sixth = await attempt("198.51.100.16", DEMO_PASSWORD, "blocked@example.com");
    expect(sixth.status).toBe(429);
    expect(messagesOf(sixth)).toEqual([SIGN_IN_MESSAGES.verificationRequired]);
  });

  it("counts an IPv6 client by its /64", async () => {
    for (let i = 1; i <= 5; i++) expect((await attempt(`2001:db8:1:2::${i}`, "wrong", `nobody${i}@example.com`)).status).toBe(401);
    expect((await attempt("2001:db8:1:2:ffff:ffff:ffff:ffff", DEMO_PASSWORD)).status).toBe(429);
    expect((await attempt("2001:db8:1:3::1", DEMO_PASSWORD)).status).toBe(200);
  });

  it("cannot be escaped by a client-made X-Forwarded-For entry in front of the proxy's", async () => {
    // A proxy appends the address it saw; whatever the client sent stays in front.
    for (let i = 0; i < 5; i++) expect((await attempt(`10.99.0.${i}, 203.0.113.15`, "wrong", `nobody${i}@example.com`)).status).toBe(401);
    expect((await attempt("10.99.0.200, 203.0.113.15", DEMO_PASSWORD)).status).toBe(429);
    const keys = await server.db.selectFrom("rate_counters").select("key").where("key", "like", "sign-in:address:%").execute();
    expect(keys.map((k) => k.key)).toEqual(["sign-in:address:203.0.113.15"]);
  });
});

describe("password hashes running at once", () => {
  it("answers 503 with Retry-After past the cap, counts nothing, and signs in once a slot is free", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = Array.from({ length: MAX_RUNNING_HASHES + MAX_WAITING_HASHES }, () => passwordHashGate.run(() => released));
    expect(passwordHashGate.load()).toEqual({ running: MAX_RUNNING_HASHES, waiting: MAX_WAITING_HASHES });

    const busy = await attempt("203.0.113.16", DEMO_PASSWORD);
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("2");
    expect(messagesOf(busy)).toEqual([SERVER_BUSY]);
    expect(await server.db.selectFrom("rate_counters").select("key").where("hits", ">", 0).execute()).toEqual([]);

    release();
    await Promise.all(held);
    expect(passwordHashGate.load()).toEqual({ running: 0, waiting: 0 });
    expect((await attempt("203.0.113.16", DEMO_PASSWORD)).status).toBe(200);
  });
});
