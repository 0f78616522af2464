import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { json, stubFetch } from "../../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../../tests/setup/test-providers";
import { DOCUMENTS_JOB_THRESHOLD } from "../../../api/schemas/documents";
import { JOB_MESSAGES, type OrderDocumentsJob } from "../../../api/schemas/jobs";
import { storeSessionUser } from "../../../api/session";
import { db } from "../../../offline/db";
import { spyOnDownloads } from "../testing/download-spy";
import { fixtureRow } from "../testing/order-fixtures";
import { resetOrderSelection } from "../list/order-selection";
import { OrdersListPage } from "../list/orders-list-page";

/**
 * A PDF of more than DOCUMENTS_JOB_THRESHOLD orders is a job the server makes (issue 16): the
 * orders list shows its progress, downloads its file when it is done, explains a failure, and
 * shows the user's recent jobs again on a later visit. The stub plays the server's job as it
 * moves on; the list asks for it every second while it runs.
 */

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };
const COUNT = DOCUMENTS_JOB_THRESHOLD + 10;
const ROWS = Array.from({ length: COUNT }, (_, index) => fixtureRow(index + 1));
const JOB_ID = "6f1c2b1e-8a4d-4c56-9b1a-0d2e3f4a5b6c";

function job(overrides: Partial<OrderDocumentsJob> = {}): OrderDocumentsJob {
  return {
    id: JOB_ID,
    kind: "order_documents",
    state: "queued",
    progress: { done: 0, total: COUNT },
    user_id: 1,
    created_at: new Date().toISOString(),
    started_at: null,
    finished_at: null,
    expires_at: null,
    error: null,
    file: null,
    details: { document: "label", orders: COUNT, skipped: [] },
    ...overrides,
  };
}

/** The server: the list, one job whose state the test sets, its file. */
function jobServer(initial: OrderDocumentsJob[] = []) {
  const state = { jobs: initial };
  const posts: { body: unknown; key: string | null }[] = [];
  stubFetch({
    "GET /v1/orders": () => json({ data: { elements: ROWS.slice(0, 20), count: ROWS.length, ids: ROWS.map((row) => row.id) } }),
    "GET /v1/table_columns/": () => json({ data: {} }),
    "GET /v1/jobs": () => json({ data: { elements: state.jobs, count: state.jobs.length, ids: state.jobs.map((entry) => entry.id) } }),
    "POST /v1/orders/documents": async (request) => {
      posts.push({ body: await request.json(), key: request.headers.get("Idempotency-Key") });
      state.jobs = [job()];
      return json({ data: state.jobs[0] }, 202, { Location: `/v1/jobs/${JOB_ID}` });
    },
    [`GET /v1/jobs/${JOB_ID}/file`]: () =>
      new Response("%PDF-1.7 sixty labels", { headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="label-${COUNT}-orders-2025-03-01.pdf"` } }),
  });
  return { state, posts };
}

async function renderList(locale: "en" | "pt_BR" = "en") {
  queryClient.clear();
  await activateLocale(locale);
  storeSessionUser(demoSessionUser());
  const router = createMemoryRouter([{ path: "/orders", element: <OrdersListPage /> }], { initialEntries: ["/orders"] });
  render(
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  await screen.findByRole("link", { name: "LG-10001" }, SLOW);
}

async function startLabelsForAll() {
  await userEvent.click(screen.getByRole("button", { name: `Select all ${COUNT} matching orders` }));
  await screen.findByText(`${COUNT} selected`, undefined, SLOW);
  await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));
}

const jobsRegion = () => screen.getByRole("region", { name: "PDF files" });

beforeEach(async () => {
  resetOrderSelection();
  await Promise.all([db.outbox.clear(), db.orderRows.clear(), db.orderDetails.clear(), db.meta.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a PDF of many orders made as a job", () => {
  it("shows the job's progress as the server makes it, then downloads the file", TEST, async () => {
    const saved = spyOnDownloads();
    const server = jobServer();
    await renderList();
    expect(screen.queryByRole("region", { name: "PDF files" })).toBeNull();
    await startLabelsForAll();

    const queued = await screen.findByRole("progressbar", { name: `Preparing labels: 0 of ${COUNT} orders` }, SLOW);
    expect(queued).toHaveAttribute("value", "0");
    expect(server.posts).toHaveLength(1);
    expect(server.posts[0]?.body).toEqual({ ids: ROWS.map((row) => row.id), kind: "label" });
    expect(server.posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);

    server.state.jobs = [job({ state: "running", progress: { done: 25, total: COUNT } })];
    const running = await screen.findByRole("progressbar", { name: `Preparing labels: 25 of ${COUNT} orders` }, SLOW);
    expect(running).toHaveAttribute("value", "25");
    expect(running).toHaveAttribute("max", String(COUNT));
    expect(saved).toHaveLength(0);

    server.state.jobs = [job({ state: "done", progress: { done: COUNT, total: COUNT }, file: { name: `label-${COUNT}-orders-2025-03-01.pdf`, size: 21 } })];
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual([`label-${COUNT}-orders-2025-03-01.pdf`]), SLOW);
    expect(await saved[0]?.blob.text()).toBe("%PDF-1.7 sixty labels");
    expect(within(jobsRegion()).getByRole("status")).toHaveTextContent(`Ready: labels for ${COUNT} orders`);
    expect(within(jobsRegion()).getByRole("button", { name: "Download file" })).toBeEnabled();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("explains a failed job in the user's words", TEST, async () => {
    const saved = spyOnDownloads();
    const server = jobServer();
    await renderList();
    await startLabelsForAll();
    await screen.findByRole("progressbar", { name: `Preparing labels: 0 of ${COUNT} orders` }, SLOW);

    server.state.jobs = [job({ state: "failed", error: JOB_MESSAGES.ordersGone })];
    expect(await screen.findByRole("alert", undefined, SLOW)).toHaveTextContent(
      `Could not prepare labels for ${COUNT} orders: One of the orders no longer exists. Select the orders and download them again.`,
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(saved).toHaveLength(0);
  });

  it("on a later visit shows the user's job still under way and the finished one's file, without downloading by itself", TEST, async () => {
    const saved = spyOnDownloads();
    const finished = job({ state: "done", progress: { done: COUNT, total: COUNT }, file: { name: `label-${COUNT}-orders-2025-03-01.pdf`, size: 21 }, details: { document: "battery_confirmation", orders: COUNT, skipped: ["LG-10001"] } });
    const underWay = job({ id: "0a7d9c3e-1b2f-4e5d-8c6b-7a9f0e1d2c3b", state: "running", progress: { done: 50, total: 120 }, details: { document: "packing_slip", orders: 120, skipped: [] } });
    jobServer([underWay, finished]);
    await renderList();

    const region = await screen.findByRole("region", { name: "PDF files" }, SLOW);
    expect(within(region).getByRole("progressbar", { name: "Preparing packing slips: 50 of 120 orders" })).toHaveAttribute("value", "50");
    expect(within(region).getByRole("status")).toHaveTextContent(`Ready: battery confirmations for ${COUNT} orders`);
    expect(within(region).getByText("Left out (no batteries): LG-10001")).toBeVisible();
    expect(saved).toHaveLength(0);

    await userEvent.click(within(region).getByRole("button", { name: "Download file" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual([`label-${COUNT}-orders-2025-03-01.pdf`]));
  });

  it("shows every job under way but only the newest finished file: older ones are in the downloads archive", TEST, async () => {
    const done = (id: string, document: OrderDocumentsJob["details"]["document"]) =>
      job({ id, state: "done", progress: { done: COUNT, total: COUNT }, file: { name: `${document}.pdf`, size: 21 }, details: { document, orders: COUNT, skipped: [] } });
    const underWay = job({ id: "0a7d9c3e-1b2f-4e5d-8c6b-7a9f0e1d2c3b", state: "running", progress: { done: 50, total: 120 }, details: { document: "packing_slip", orders: 120, skipped: [] } });
    jobServer([done("1b7d9c3e-1b2f-4e5d-8c6b-7a9f0e1d2c3b", "commercial_invoice"), underWay, done("2c7d9c3e-1b2f-4e5d-8c6b-7a9f0e1d2c3b", "label")]);
    await renderList();

    const region = await screen.findByRole("region", { name: "PDF files" }, SLOW);
    expect(within(region).getByRole("progressbar", { name: "Preparing packing slips: 50 of 120 orders" })).toBeVisible();
    expect(within(region).getAllByRole("status").map((status) => status.textContent)).toEqual([`Ready: commercial invoices for ${COUNT} orders`]);
    expect(within(region).getAllByRole("button", { name: "Download file" })).toHaveLength(1);
  });

  it("says it in the user's language", TEST, async () => {
    jobServer([job({ state: "running", progress: { done: 1250, total: 2000 }, details: { document: "packing_slip", orders: 2000, skipped: [] } })]);
    await renderList("pt_BR");
    const region = await screen.findByRole("region", { name: "Arquivos PDF" }, SLOW);
    expect(within(region).getByRole("progressbar", { name: "Preparando romaneios: 1.250 de 2.000 pedidos" })).toBeVisible();
  });
});
