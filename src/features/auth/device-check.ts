import type { Challenge } from "../../api/schemas/verification";
import { type SolveAnswer, type SolveRequest, solveChallenge } from "../../domain/proof-of-work";

/**
 * Finds the number of a login challenge (decision 024) in a Web Worker, else on the main thread
 * after a tick, so that "Checking this device…" paints first. Loaded only when the server asks
 * for a check; it imports nothing of the page, so that the page's own files stay as they are.
 */
export function solveDeviceCheck(challenge: Challenge): Promise<number | null> {
  const onMainThread = () => new Promise<number | null>((resolve) => setTimeout(() => resolve(solveChallenge(challenge.salt, challenge.challenge, challenge.maxnumber)), 0));
  let worker: Worker;
  try {
    if (typeof Worker !== "function") return onMainThread();
    worker = new Worker(new URL("./proof-of-work-worker.ts", import.meta.url), { type: "module" });
  } catch {
    return onMainThread();
  }
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<SolveAnswer>) => {
      worker.terminate();
      resolve(event.data.number);
    };
    // The worker's script could not run (an old browser, a blocked file): solve here instead.
    worker.onerror = () => {
      worker.terminate();
      void onMainThread().then(resolve);
    };
    const request: SolveRequest = { id: 1, salt: challenge.salt, challenge: challenge.challenge, maxnumber: challenge.maxnumber };
    worker.postMessage(request);
  });
}
