import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../../tests/setup/fetch-stub";
import { createVerificationSource, expiresAtMs } from "./proof-of-work";
import { sha256Hex, solveChallenge } from "./sha256";
import { makeChallenge, nodeSha256 } from "./test-support";

afterEach(() => vi.unstubAllGlobals());

describe("sha256Hex", () => {
  it.each([
    ["empty", ""],
    ["abc", "abc"],
    ["two blocks", "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"],
    ["55 bytes (padding fits one block)", "x".repeat(55)],
    ["56 bytes (padding needs a second block)", "x".repeat(56)],
    ["1000 characters", "0123456789".repeat(100)],
    ["non-ASCII", "alfândega 海关"],
  ])("matches node:crypto for %s", (_name, text) => {
    expect(sha256Hex(text)).toBe(nodeSha256(text));
  });

  it("gives the FIPS 180-2 vectors", () => {
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

describe("solveChallenge", () => {
  it("finds the number of a challenge made with node:crypto", () => {
    const challenge = makeChallenge(1234, { maxnumber: 2000 });
    expect(solveChallenge(challenge.salt, challenge.challenge, challenge.maxnumber)).toBe(1234);
  });

  it("answers null when no number up to maxnumber fits", () => {
    const challenge = makeChallenge(60, { maxnumber: 50 });
    expect(solveChallenge(challenge.salt, challenge.challenge, challenge.maxnumber)).toBeNull();
  });
});

describe("verification source", () => {
  it("reads expires from the salt", () => {
    expect(expiresAtMs("abc?action=tracking&expires=1700000000&")).toBe(1_700_000_000_000);
    expect(expiresAtMs("abc")).toBeNull();
  });

  it("hands out each solution once and solves a new challenge for the next take", async () => {
    const challenges = [makeChallenge(3, { salt: "aaaa" }), makeChallenge(7, { salt: "bbbb" })];
    const { calls } = stubFetch({ "GET /v1/challenge": () => json(challenges[calls.length - 1]) });
    const source = createVerificationSource();
    source.prepare();
    source.prepare(); // Already preparing: no second challenge.
    const first = JSON.parse(atob(await source.take()));
    const second = JSON.parse(atob(await source.take()));
    expect(first).toMatchObject({ number: 3, salt: challenges[0]!.salt, challenge: challenges[0]!.challenge, signature: challenges[0]!.signature });
    expect(second).toMatchObject({ number: 7, salt: challenges[1]!.salt });
    expect(calls).toHaveLength(2);
    expect(new URL(calls[0]!.url).searchParams.get("action")).toBe("tracking");
  });

  it("replaces a prepared solution that has expired", async () => {
    let now = Date.now();
    const { calls } = stubFetch({ "GET /v1/challenge": () => json(makeChallenge(calls.length, { expiresInSeconds: 120, salt: `s${calls.length}` })) });
    const source = createVerificationSource(() => now);
    source.prepare();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    now += 10 * 60 * 1000;
    // Let the first challenge's expiry be read before the clock jumps past it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const solution = JSON.parse(atob(await source.take()));
    expect(calls).toHaveLength(2);
    expect(solution.salt.startsWith("s2")).toBe(true);
  });
});
