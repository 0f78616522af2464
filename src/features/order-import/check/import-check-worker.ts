import { type CheckReply, type CheckRequest, ROWS_PER_MESSAGE } from "./protocol";
import { runCheck } from "./run-check";

/**
 * The import's check off the main thread (issue 17): decoding, parsing and checking 10,000 rows
 * takes about a second, which on the page would freeze it. One request per worker; the page
 * ends the worker when the user leaves or picks another file.
 */
self.onmessage = (event: MessageEvent<CheckRequest>) => {
  const post = (reply: CheckReply) => self.postMessage(reply);
  // A file's rows go back in parts, each a short task for the page to receive.
  const postInParts = (reply: CheckReply) => {
    if (reply.kind !== "file") return post(reply);
    const { rows } = reply.check;
    for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE) post({ kind: "rows-chunk", rows: rows.slice(start, start + ROWS_PER_MESSAGE) });
    post({ ...reply, check: { ...reply.check, rows: [] } });
  };
  runCheck(event.data, (progress) => post({ kind: "progress", progress })).then(postInParts, (error: unknown) =>
    post({ kind: "failed", message: error instanceof Error ? error.message : String(error) }),
  );
};
