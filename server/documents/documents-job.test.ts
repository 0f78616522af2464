import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PermanentJobError } from "../jobs/job-types";
import { type TestServer, createTestServer } from "../testing/test-server";
import { BAD_PAYLOAD_MESSAGE, ORDERS_GONE_MESSAGE, documentsJob, planDocumentsJob } from "./documents-job";
import { createDocumentPool } from "./render-pool";

/** The PDF job's handler on its own: its progress while it renders, and the failures no retry mends. */

vi.setConfig({ testTimeout: 60_000 });

let server: TestServer;
const documents = createDocumentPool({ threads: 1, maxWaiting: 0 });
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await documents.close();
  await server.close();
});

const context = (payload: unknown, progress = vi.fn()) => ({ id: crypto.randomUUID(), sellerId: 1, userId: 1, payload, attempt: 1, maxAttempts: 3, progress, signal: new AbortController().signal });

describe("the PDF job", () => {
  it("reports its orders as it draws them, and makes the PDF", async () => {
    const ids = (await server.db.selectFrom("orders").select("id").where("seller_id", "=", 1).orderBy("id").limit(60).execute()).map((row) => row.id);
    const payload = await planDocumentsJob(server.db, 1, { ids, kind: "packing_slip" }, server.now());
    const progress = vi.fn();
    const outcome = await documentsJob({ db: server.db, documents }).run(context(payload, progress));
    expect(outcome.file?.contentType).toBe("application/pdf");
    expect(outcome.file?.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(outcome.result).toEqual({ skipped: [] });
    expect(progress.mock.calls.slice(0, 3)).toEqual([
      [0, 60],
      [25, 60],
      [50, 60],
    ]);
  });

  it("fails for good when an order no longer exists or its input is not valid", async () => {
    const [order] = await server.db.selectFrom("orders").select("id").where("seller_id", "=", 1).orderBy("id").limit(1).execute();
    const payload = await planDocumentsJob(server.db, 1, { ids: [order!.id], kind: "label" }, server.now());
    const job = documentsJob({ db: server.db, documents });
    const gone = job.run({ ...context(payload), sellerId: 2 });
    await expect(gone).rejects.toThrow(PermanentJobError);
    await expect(gone).rejects.toThrow(ORDERS_GONE_MESSAGE);
    await expect(job.run(context({ ids: "all" }))).rejects.toThrow(BAD_PAYLOAD_MESSAGE);
    expect(documents.taken).toBe(0);
  });
});
