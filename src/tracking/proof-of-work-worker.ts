import { type SolveAnswer, type SolveRequest, solveChallenge } from "../domain/proof-of-work";

/**
 * Runs the proof of work off the main thread: on a slow phone tens of thousands of hashes would
 * otherwise freeze typing in the form.
 */
self.onmessage = (event: MessageEvent<SolveRequest>) => {
  const { id, salt, challenge, maxnumber } = event.data;
  const answer: SolveAnswer = { id, number: solveChallenge(salt, challenge, maxnumber) };
  self.postMessage(answer);
};
