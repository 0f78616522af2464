import { solveChallenge } from "./sha256";

/**
 * Runs the proof of work off the main thread: on a slow phone tens of thousands of hashes would
 * otherwise freeze typing in the form.
 */
export interface SolveRequest {
  id: number;
  salt: string;
  challenge: string;
  maxnumber: number;
}
export interface SolveAnswer {
  id: number;
  number: number | null;
}

self.onmessage = (event: MessageEvent<SolveRequest>) => {
  const { id, salt, challenge, maxnumber } = event.data;
  const answer: SolveAnswer = { id, number: solveChallenge(salt, challenge, maxnumber) };
  self.postMessage(answer);
};
