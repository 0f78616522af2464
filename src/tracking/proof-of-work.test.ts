import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../../tests/setup/fetch-stub";
import { type SolveAnswer, type SolveRequest, solveChallenge } from "../domain/proof-of-work";
import { VerificationUnavailable, createVerificationSource, expiresAtMs } from "./proof-of-work";
import { makeChallenge } from "./test-support";

/**
 * The tracking page's verification source. No test waits for time to pass: the clock is the
 * source's injected `now`, and every step is awaited. SHA-256 and the search themselves are
 * tested in src/domain (sha256.test.ts, proof-of-work.test.ts).
 */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const decode = (verification: string) => JSON.parse(atob(verification)) as { number: number; salt: string; challenge: string; signature: string };

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
    const first = decode(await source.take());
    const second = decode(await source.take());
    expect(first).toMatchObject({ number: 3, salt: challenges[0]!.salt, challenge: challenges[0]!.challenge, signature: challenges[0]!.signature });
    expect(second).toMatchObject({ number: 7, salt: challenges[1]!.salt });
    expect(calls).toHaveLength(2);
    expect(new URL(calls[0]!.url).searchParams.get("action")).toBe("tracking");
  });

  it("replaces a prepared solution that has expired by the time it is taken", async () => {
    let now = Date.now();
    const { calls } = stubFetch({ "GET /v1/challenge": () => json(makeChallenge(calls.length, { expiresInSeconds: 120, salt: `s${calls.length}` })) });
    const source = createVerificationSource(() => now);
    source.prepare();
    expect(calls).toHaveLength(1);
    // The form stays open for ten minutes: the prepared challenge (two minutes) is long dead.
    now += 10 * 60 * 1000;
    const solution = decode(await source.take());
    expect(calls).toHaveLength(2);
    expect(solution.salt.startsWith("s2")).toBe(true);
    expect(solution.number).toBe(2);
  });

  it("keeps a prepared solution that is still fresh when taken", async () => {
    const now = Date.now();
    const { calls } = stubFetch({ "GET /v1/challenge": () => json(makeChallenge(5, { expiresInSeconds: 600 })) });
    const source = createVerificationSource(() => now);
    source.prepare();
    expect(decode(await source.take()).number).toBe(5);
    expect(calls).toHaveLength(1);
  });

  it("drops a failed challenge, so the next take asks again", async () => {
    let fail = true;
    const { calls } = stubFetch({ "GET /v1/challenge": () => (fail ? json({ messages: ["down"] }, 500) : json(makeChallenge(4))) });
    const source = createVerificationSource();
    await expect(source.take()).rejects.toEqual(new VerificationUnavailable("server"));
    fail = false;
    expect(decode(await source.take()).number).toBe(4);
    expect(calls).toHaveLength(2);
  });
});

/** A stand-in Web Worker that answers the solver's messages in the order the test releases them. */
class FakeSolverWorker extends EventTarget {
  static instances: FakeSolverWorker[] = [];
  readonly asked: SolveRequest[] = [];
  constructor() {
    super();
    FakeSolverWorker.instances.push(this);
  }
  postMessage(request: SolveRequest) {
    this.asked.push(request);
  }
  /** Answers one question, as the real worker would (proof-of-work-worker.ts). */
  answer(request: SolveRequest) {
    const data: SolveAnswer = { id: request.id, number: solveChallenge(request.salt, request.challenge, request.maxnumber) };
    this.dispatchEvent(new MessageEvent("message", { data }));
  }
}

describe("solving in the page's worker", () => {
  it("gives each caller its own number when the worker answers out of order", async () => {
    FakeSolverWorker.instances = [];
    vi.stubGlobal("Worker", FakeSolverWorker);
    // A fresh module, so that it creates its worker from the stub above.
    const { solve } = await import("./proof-of-work");
    const first = solve(makeChallenge(11, { salt: "first" }));
    const second = solve(makeChallenge(22, { salt: "second" }));
    const [worker] = FakeSolverWorker.instances;
    expect(FakeSolverWorker.instances).toHaveLength(1);
    expect(worker!.asked).toHaveLength(2);
    worker!.answer(worker!.asked[1]!);
    worker!.answer(worker!.asked[0]!);
    expect(await Promise.all([first, second])).toEqual([11, 22]);
  });
});
