import { describe, expect, it } from "vitest";
import { IMPORT_BODY_PLACES, IMPORT_BUSY_RETRY_AFTER_SECONDS, IMPORTS_BUSY_MESSAGE } from "./body-slots";
import { serverPerTest } from "../testing/test-server";

/**
 * A server reads only a few imported files at once (decision 066): past IMPORT_BODY_PLACES the
 * next import is answered 503 with Retry-After and a message at once, and a place is free again
 * when an import under way is answered.
 */

const server = serverPerTest();

/** A body that arrives only when the test says so; `reading` resolves once the server reads it. */
function slowBody() {
  let reading!: () => void;
  const read = new Promise<void>((resolve) => (reading = resolve));
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>(
    {
      start: (c) => void (controller = c),
      pull: () => reading(),
    },
    { highWaterMark: 0 },
  );
  return { stream, read, end: () => (controller.enqueue(new TextEncoder().encode("{}")), controller.close()) };
}

function postImport(token: string, body: ReadableStream<Uint8Array> | string) {
  const init = { method: "POST", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() }, body, duplex: "half" };
  return server.app.request("/v1/orders/import", init as RequestInit);
}

describe("import bodies read at once", () => {
  it(`refuses the import past ${IMPORT_BODY_PLACES} under way with 503 and Retry-After, and takes one again once a place is free`, async () => {
    const operation = await server.login("operation");
    const slow = Array.from({ length: IMPORT_BODY_PLACES }, slowBody);
    const underWay = slow.map((body) => postImport(operation, body.stream));
    await Promise.all(slow.map((body) => body.read));

    const refused = await postImport(operation, JSON.stringify({ file_name: "x.csv", columns: [], rows: [] }));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Retry-After")).toBe(String(IMPORT_BUSY_RETRY_AFTER_SECONDS));
    expect(await refused.json()).toEqual({ messages: [IMPORTS_BUSY_MESSAGE] });
    // Products files and channel reports are imports too: the same places.
    const products = await server.app.request("/v1/products/import", { method: "POST", headers: { Authorization: `Bearer ${operation}` }, body: new FormData() });
    expect(products.status).toBe(503);

    for (const body of slow) body.end();
    // The slow ones were read whole and answered (an empty object is no import: 422).
    expect((await Promise.all(underWay)).map((answer) => answer.status)).toEqual(slow.map(() => 422));
    const next = await postImport(operation, JSON.stringify({ file_name: "x.csv", columns: [], rows: [] }));
    expect(next.status).toBe(422);
  });

  it("takes no place for a caller who is not signed in: slow bodies without a valid token cannot keep sellers' imports out", async () => {
    const strangers = Array.from({ length: IMPORT_BODY_PLACES }, slowBody);
    const answers = strangers.map((body) => postImport("not-a-valid-token-at-all-000000", body.stream));
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual(strangers.map(() => 401));

    const operation = await server.login("operation");
    const mine = await postImport(operation, JSON.stringify({ file_name: "x.csv", columns: [], rows: [] }));
    expect(mine.status).toBe(422);
    for (const body of strangers) body.end();
  });
});
