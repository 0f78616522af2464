import { type SolveAnswer, type SolveRequest, solveChallenge } from "../../domain/proof-of-work";

/**
 * The sign-in page's solver, off the main thread so the page keeps painting "Checking this
 * device…" while tens of thousands of hashes run (the tracking page has its own worker file:
 * each entry bundles its own).
 */
self.onmessage = (event: MessageEvent<SolveRequest>) => {
  const { id, salt, challenge, maxnumber } = event.data;
  const answer: SolveAnswer = { id, number: solveChallenge(salt, challenge, maxnumber) };
  self.postMessage(answer);
};
