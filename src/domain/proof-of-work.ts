import { sha256Hex } from "./sha256";

/**
 * The client's half of the proof of work (decisions 021 and 024), shared by the public tracking
 * page and the sign-in page. Each page runs it in a Web Worker of its own (a worker file belongs
 * to its entry's bundle) that speaks the two messages below.
 */

/**
 * The number in 0..maxnumber whose hash with the salt is the challenge (ALTCHA's format), or
 * null when none is (a forged or broken challenge).
 */
export function solveChallenge(salt: string, challenge: string, maxnumber: number): number | null {
  for (let number = 0; number <= maxnumber; number++) {
    if (sha256Hex(salt + String(number)) === challenge) return number;
  }
  return null;
}

/** Asked of a solver worker; `id` pairs the answer with its question. */
export interface SolveRequest {
  id: number;
  salt: string;
  challenge: string;
  maxnumber: number;
}

/** A solver worker's answer: the number, or null when the challenge has none. */
export interface SolveAnswer {
  id: number;
  number: number | null;
}
