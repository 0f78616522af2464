import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { renderApp } from "../../../tests/setup/render-app";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import type { ArchiveJob } from "../../api/schemas/archives";
import { clearSessionUser, storeSessionUser } from "../../api/session";
import { ARCHIVE_POLL_MS, archiveQueries } from "./queries";

const LOAD = { timeout: 15_000 };
const TEST = { timeout: 60_000 };
const NO_NOTIFICATIONS = () => json({ data: { elements: [], count: 0, ids: [] } });

const CREATED = "2025-01-15T10:00:00.000Z";
const job = (overrides: Partial<ArchiveJob> & Pick<ArchiveJob, "id" | "kind">): ArchiveJob => ({
  state: "done",
  progress: { done: 0, total: 0 },
  user_id: 1,
  created_at: CREATED,
  started_at: CREATED,
  finished_at: CREATED,
  expires_at: "2025-01-22T10:00:00.000Z",
  error: null,
  file: null,
  details: undefined,
  ...overrides,
});

const LABELS = job({
  id: "00000000-0000-4000-8000-000000000001",
  kind: "order_documents",
  file: { name: "label-60-orders-2025-01-15.pdf", size: 1000 },
  progress: { done: 60, total: 60 },
  details: { document: "label", orders: 60, skipped: ["NB-1", "NB-2"] },
});
const PRODUCTS = job({
  id: "00000000-0000-4000-8000-000000000002",
  kind: "products-import",
  file: { name: "catalogue-log.csv", size: 200 },
  details: { file_name: "catalogue.csv", rows: 3, created: 1, updated: 1, rejected: 1 },
});
const FAILED = job({ id: "00000000-0000-4000-8000-000000000003", kind: "order_documents", state: "failed", error: "The server stopped while making this file, too many times.", details: { document: "cn35", orders: 70, skipped: [] } });
const IMPORTING = job({
  id: "00000000-0000-4000-8000-000000000004",
  kind: "orders-import",
  state: "running",
  expires_at: null,
  finished_at: null,
  progress: { done: 400, total: 1000 },
  details: { file_name: "orders.csv", stage: "checking cells" },
});
const FUTURE = job({ id: "00000000-0000-4000-8000-000000000005", kind: "shipping-manifest", file: { name: "manifest.xlsx", size: 10 } });

const page = (elements: ArchiveJob[], count = elements.length) => json({ data: { elements, count, ids: elements.map((e) => e.id) } });

describe("/archives", () => {
  beforeEach(() => storeSessionUser(demoSessionUser()));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionUser();
  });

  it("lists every file by type, status, name, date and messages, says until when each is kept, and downloads a finished one", TEST, async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/jobs": () => page([LABELS, PRODUCTS, FAILED, FUTURE]),
      [`GET /v1/jobs/${LABELS.id}/file`]: () => new Response("%PDF-1.7 sixty labels", { headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${LABELS.file!.name}"` } }),
    });
    const created = vi.fn(() => "blob:archive");
    Object.defineProperty(URL, "createObjectURL", { value: created, configurable: true });
    Object.defineProperty(URL, "revokeObjectURL", { value: vi.fn(), configurable: true });
    await renderApp("/archives");
    const table = await screen.findByRole("table", { name: "Downloads" }, LOAD);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]!.textContent)).toEqual(["Labels PDF", "Product import", "CN35 PDF", "Generated file"]);
    expect(within(rows[0]!).getByText("Left out: NB-1, NB-2")).toBeVisible();
    expect(within(rows[0]!).getByText(/^Available until/)).toBeVisible();
    expect(within(rows[1]!).getByRole("link", { name: "catalogue-log.csv" })).toHaveAttribute("href", `/products/import/${PRODUCTS.id}`);
    expect(within(rows[1]!).getByText("2 products saved, 1 line rejected")).toBeVisible();
    expect(within(rows[2]!).getByText("Failed")).toBeVisible();
    expect(within(rows[2]!).getByText("The server stopped while making this file, too many times.")).toBeVisible();
    expect(within(rows[2]!).queryByRole("button")).toBeNull();
    // A kind this app does not know yet still shows, with its file.
    expect(within(rows[3]!).getByRole("button", { name: /manifest\.xlsx/ })).toBeVisible();
    expect(screen.getByText(/Files are kept for 7 days after they are made/)).toBeVisible();

    await user.click(within(rows[0]!).getByRole("button", { name: "Download Labels PDF: label-60-orders-2025-01-15.pdf" }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1), LOAD);
    expect(calls.some((call) => call.url.endsWith(`/v1/jobs/${LABELS.id}/file`))).toBe(true);
  });

  it("shows a running import's stage and progress, and follows it by itself until it is done", TEST, async () => {
    let answers = 0;
    stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/jobs": () => {
        answers += 1;
        return page([answers === 1 ? IMPORTING : { ...IMPORTING, state: "done", finished_at: CREATED, expires_at: "2025-01-22T10:00:00.000Z", progress: { done: 1000, total: 1000 }, details: { file_name: "orders.csv", rows: 1000, result: { rows: 1000, orders: 1000, valid: 990, rejected: 10, products: 1000 } } }]);
      },
    });
    await renderApp("/archives");
    const table = await screen.findByRole("table", { name: "Downloads" }, LOAD);
    expect(within(table).getByText("Checking cells")).toBeVisible();
    expect(within(table).getByRole("progressbar", { name: "Checking cells" })).toHaveAttribute("value", "400");
    expect(within(table).getByRole("link", { name: "orders.csv" })).toHaveAttribute("href", `/orders/import_response?job=${IMPORTING.id}`);
    expect(await within(table).findByText("Done", {}, LOAD)).toBeVisible();
    expect(within(table).queryByRole("progressbar")).toBeNull();
    expect(within(table).getByText("990 orders imported, 10 rejected")).toBeVisible();
  });

  it("asks again only while a job of the page is under way", () => {
    const interval = archiveQueries.page({ limit: 20, offset: 0 }).refetchInterval as (query: { state: { data?: { elements: ArchiveJob[] } } }) => number | false;
    expect(interval({ state: { data: { elements: [LABELS, IMPORTING] } } })).toBe(ARCHIVE_POLL_MS);
    expect(interval({ state: { data: { elements: [LABELS, PRODUCTS, FAILED] } } })).toBe(false);
  });

  it("filters by the user's own files and by type, through the URL", TEST, async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ "GET /v1/my_notifications": NO_NOTIFICATIONS, "GET /v1/jobs": () => page([LABELS], 45) });
    const { router } = await renderApp("/archives");
    await screen.findByRole("table", { name: "Downloads" }, LOAD);
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeVisible();
    expect(screen.getByText("Page 1 of 3")).toBeVisible();
    await user.click(screen.getByRole("checkbox", { name: "Only mine" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Type" }), "products-import");
    await waitFor(() => expect(router.state.location.search).toBe("?mine=true&kind=products-import"));
    await waitFor(() => expect(calls.some((call) => call.url.includes("mine=true") && call.url.includes("kind=products-import"))).toBe(true), LOAD);
    // The shared pager's links keep the filters.
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/archives?mine=true&kind=products-import&page=2");
  });

  it("speaks Portuguese", TEST, async () => {
    stubFetch({ "GET /v1/my_notifications": NO_NOTIFICATIONS, "GET /v1/jobs": () => page([LABELS]) });
    await renderApp("/archives", "pt_BR");
    const table = await screen.findByRole("table", { name: "Downloads" }, LOAD);
    expect(within(table).getByText("PDF de etiquetas")).toBeVisible();
    expect(within(table).getByText(/^Disponível até/)).toBeVisible();
    expect(within(table).getByRole("button", { name: /^Baixar/ })).toBeVisible();
  });
});
