import type { CheckReply, CheckRequest } from "./protocol";
import { runCheck } from "./run-check";

/**
 * The import's check off the main thread (issue 17): decoding, parsing and checking 10,000 rows
 * takes about a second, which on the page would freeze it. One request per worker; the page
 * ends the worker when the user leaves or picks another file.
 */
self.onmessage = (event: MessageEvent<CheckRequest>) => {
  const post = (reply: CheckReply) => self.postMessage(reply);
  runCheck(event.data, (progress) => post({ kind: "progress", progress })).then(post, (error: unknown) =>
    post({ kind: "failed", message: error instanceof Error ? error.message : String(error) }),
  );
};
