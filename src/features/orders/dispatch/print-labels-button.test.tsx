import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../../tests/setup/test-providers";
import { DOCUMENTS_JOB_THRESHOLD } from "../../../api/schemas/documents";
import type { OrderDocumentsJob } from "../../../api/schemas/jobs";
import { storeSessionUser } from "../../../api/session";
import { spyOnDownloads } from "../testing/download-spy";
import { PrintLabelsButton } from "./print-labels-button";

/** "Print labels" after a dispatch: a few orders download at once, many become a job the page follows. */

const orders = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, order_number: `LG-${10001 + index}` }));

async function renderButton(count: number, onJobStarted = vi.fn()) {
  queryClient.clear();
  await activateLocale("en");
  storeSessionUser(demoSessionUser());
  render(
    <ShellProviders>
      <PrintLabelsButton orders={orders(count)} onJobStarted={onJobStarted} />
    </ShellProviders>,
  );
  return onJobStarted;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Print labels", () => {
  it("downloads the labels of a few dispatched orders as one PDF", async () => {
    const saved = spyOnDownloads();
    stubFetch({
      "POST /v1/orders/documents": () => new Response("%PDF-1.7 three labels", { headers: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="label-3-orders.pdf"' } }),
    });
    const onJobStarted = await renderButton(3);
    await userEvent.click(screen.getByRole("button", { name: "Print labels" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["label-3-orders.pdf"]));
    expect(onJobStarted).not.toHaveBeenCalled();
  });

  it("hands the labels of more than the job threshold to a job the page follows, with an Idempotency-Key", async () => {
    const saved = spyOnDownloads();
    const count = DOCUMENTS_JOB_THRESHOLD + 1;
    const posts: { body: unknown; key: string | null }[] = [];
    const job = { id: "6f1c2b1e-8a4d-4c56-9b1a-0d2e3f4a5b6c", kind: "order_documents", state: "queued", progress: { done: 0, total: count }, user_id: 1, created_at: new Date().toISOString(), started_at: null, finished_at: null, expires_at: null, error: null, file: null, details: { document: "label", orders: count, skipped: [] } } satisfies OrderDocumentsJob;
    stubFetch({
      "POST /v1/orders/documents": async (request) => {
        posts.push({ body: await request.json(), key: request.headers.get("Idempotency-Key") });
        return json({ data: job }, 202);
      },
    });
    const onJobStarted = await renderButton(count);
    await userEvent.click(screen.getByRole("button", { name: "Print labels" }));
    await waitFor(() => expect(onJobStarted).toHaveBeenCalledWith(job));
    expect(posts).toEqual([{ body: { ids: orders(count).map((order) => order.id), kind: "label" }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(saved).toHaveLength(0);
  });
});
