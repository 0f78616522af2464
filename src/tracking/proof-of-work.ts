import * as v from "valibot";
import { trackingChallengeCall } from "../api/calls/public-tracking";
import { type Challenge, encodeVerification } from "../api/schemas/tracking";
import { type SolveAnswer, type SolveRequest, solveChallenge } from "../domain/proof-of-work";

/**
 * Human verification for the lookup (issue 7): fetch a challenge, find its number, hand the
 * encoded solution to one lookup. Solving starts when the form is focused, so pressing Track
 * rarely waits; a solution is single use and expires, so each is taken once and a stale one is
 * replaced.
 */

/** Solutions this close to their expiry are not trusted: the lookup itself takes some time. */
const EXPIRY_MARGIN_MS = 30_000;

/** Fetching or solving failed: no network, or a challenge without a solution. */
export class VerificationUnavailable extends Error {
  constructor(readonly reason: "network" | "server" | "malformed" | "unsolvable") {
    super(`Human verification unavailable: ${reason}`);
  }
}

export interface VerificationSource {
  /** Starts getting a solution in the background if none is ready (cheap to call often). */
  prepare(): void;
  /** A fresh, unused solution (the `verification` field); the source forgets it at once. */
  take(): Promise<string>;
}

/** Unix seconds from the salt's signed `&expires=` parameter, if any. */
export function expiresAtMs(salt: string): number | null {
  const match = /[?&]expires=(\d+)&/.exec(salt);
  return match ? Number(match[1]) * 1000 : null;
}

let worker: Worker | null | undefined;
let nextRequestId = 0;

/** One module worker for the page's life, or null where Worker is missing or refused. */
function solverWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker === "function" ? new Worker(new URL("./proof-of-work-worker.ts", import.meta.url), { type: "module" }) : null;
  } catch {
    worker = null;
  }
  return worker;
}

/** Solves in the worker, else on the main thread after a tick (so the busy text paints first). */
export function solve(challenge: Challenge): Promise<number | null> {
  const solver = solverWorker();
  if (!solver) {
    return new Promise((resolve) => setTimeout(() => resolve(solveChallenge(challenge.salt, challenge.challenge, challenge.maxnumber)), 0));
  }
  const id = ++nextRequestId;
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent<SolveAnswer>) => {
      if (event.data.id !== id) return;
      solver.removeEventListener("message", onMessage);
      resolve(event.data.number);
    };
    solver.addEventListener("message", onMessage);
    const request: SolveRequest = { id, salt: challenge.salt, challenge: challenge.challenge, maxnumber: challenge.maxnumber };
    solver.postMessage(request);
  });
}

interface Prepared {
  verification: Promise<string>;
  /** When the challenge stops being accepted (ms); null if the salt does not say. */
  expiresAt: number | null;
}

async function fetchChallenge(): Promise<Challenge> {
  const call = trackingChallengeCall();
  let response: Response;
  try {
    response = await fetch(call.url, call.init);
  } catch {
    throw new VerificationUnavailable("network");
  }
  if (!response.ok) throw new VerificationUnavailable("server");
  const parsed = v.safeParse(call.answer, await response.json().catch(() => null));
  if (!parsed.success) throw new VerificationUnavailable("malformed");
  return parsed.output;
}

export function createVerificationSource(now: () => number = Date.now): VerificationSource {
  let prepared: Prepared | null = null;

  const start = (): Prepared => {
    const entry: Prepared = { verification: Promise.resolve(""), expiresAt: null };
    entry.verification = (async () => {
      const challenge = await fetchChallenge();
      entry.expiresAt = expiresAtMs(challenge.salt);
      const number = await solve(challenge);
      if (number === null) throw new VerificationUnavailable("unsolvable");
      const { algorithm, salt, signature } = challenge;
      return encodeVerification({ algorithm, challenge: challenge.challenge, number, salt, signature });
    })();
    // A failed attempt is dropped, so the next prepare or take tries again.
    entry.verification.catch(() => {
      if (prepared === entry) prepared = null;
    });
    return entry;
  };

  const fresh = (entry: Prepared) => entry.expiresAt === null || entry.expiresAt - EXPIRY_MARGIN_MS > now();
  const usable = (entry: Prepared | null): entry is Prepared => entry !== null && fresh(entry);

  return {
    prepare() {
      if (!usable(prepared)) prepared = start();
    },
    async take() {
      const entry = usable(prepared) ? prepared : start();
      prepared = null;
      const verification = await entry.verification;
      // Prepared long ago (a form left open), or the clock moved while solving: its expiry is
      // only known once its challenge has come, so it is checked again now, and replaced.
      return fresh(entry) ? verification : start().verification;
    },
  };
}
