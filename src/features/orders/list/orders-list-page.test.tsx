import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { json, stubFetch } from "../../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../../tests/setup/test-providers";
import type { OrderListRow } from "../../../api/schemas/orders";
import { storeSessionUser } from "../../../api/session";
import { db } from "../../../offline/db";
import { cacheOrderRows } from "../../../offline/order-cache";
import { fixtureRow } from "../testing/order-fixtures";
import { resetOrderSelection } from "./order-selection";
import { OrdersListPage } from "./orders-list-page";

const SLOW = { timeout: 10_000 };
/** Per test: the first render transforms the lazy screens, slow on a cold 2-core machine. */
const TEST = { timeout: 30_000 };
const ROWS = Array.from({ length: 123 }, (_, index) => fixtureRow(index + 1));

/** GET /v1/orders answering a slice of ROWS by limit and offset; every call's URL is kept. */
function ordersServer(rows: OrderListRow[] = ROWS, extra: Parameters<typeof stubFetch>[0] = {}) {
  const gets: URL[] = [];
  const stub = stubFetch({
    "GET /v1/orders": (request) => {
      const url = new URL(request.url);
      gets.push(url);
      const limit = Number(url.searchParams.get("limit"));
      const offset = Number(url.searchParams.get("offset"));
      return json({ data: { elements: rows.slice(offset, offset + limit), count: rows.length, ids: rows.map((row) => row.id) } });
    },
    "GET /v1/table_columns/": () => json({ data: {} }),
    // The user's recent PDF jobs (DocumentJobs): none.
    "GET /v1/jobs": () => json({ data: { elements: [], count: 0, ids: [] } }),
    ...extra,
  });
  return { gets, ...stub };
}

async function renderList(path = "/orders", group: "seller-admin" | "seller-viewer" = "seller-admin", canOverpack = true) {
  queryClient.clear();
  await activateLocale("en");
  storeSessionUser(demoSessionUser({ group, can_overpack: canOverpack }));
  const router = createMemoryRouter([{ path: "/orders", element: <OrdersListPage /> }], { initialEntries: [path] });
  render(
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return router;
}

const table = () => screen.getByRole("table", { name: "Orders" });
const bodyRows = () => within(table()).getAllByRole("row").slice(1);

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.orderRows.clear(), db.orderDetails.clear(), db.meta.clear()]);
  // The selection outlives the list page (order-selection.ts): each test starts with none.
  resetOrderSelection();
});
afterEach(() => vi.unstubAllGlobals());

describe("the order list", () => {
  it("shows a page from the server with links to each order", TEST, async () => {
    const server = ordersServer();
    await renderList();
    expect(await screen.findByRole("link", { name: "LG-10001" }, SLOW)).toHaveAttribute("href", "/orders/1");
    expect(screen.getByRole("heading", { level: 1, name: "Order management" })).toBeVisible();
    expect(bodyRows()).toHaveLength(20);
    expect(server.gets[0]?.searchParams.get("limit")).toBe("20");
    expect(server.gets[0]?.searchParams.get("offset")).toBe("0");
    // Rows were written through to the device cache.
    await waitFor(async () => expect(await db.orderRows.count()).toBe(20));
    expect(await screen.findByText(/^Last refreshed/)).toBeVisible();
  });

  it("puts filters in the URL and in the request, back on page 1", TEST, async () => {
    const server = ordersServer();
    const router = await renderList("/orders?page=3");
    await screen.findByRole("link", { name: "LG-10041" }, SLOW);
    await userEvent.click(screen.getByRole("button", { name: "Filters" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Order number" }), "LG-1");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Status" }), "In transit");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Country" }), "Mexico");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Contains battery" }), "Yes");
    await userEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(router.state.location.search).toContain("order_number=LG-1"));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get("current_status")).toBe("600");
    expect(search.get("customer_country")).toBe("MX");
    expect(search.get("contain_battery")).toBe("true");
    expect(search.has("page")).toBe(false);
    await waitFor(() => expect(server.gets.at(-1)?.searchParams.get("order_number")).toBe("LG-1"));
    const last = server.gets.at(-1)!.searchParams;
    expect(last.get("current_status")).toBe("600");
    expect(last.get("customer_country")).toBe("MX");
    expect(last.get("contain_battery")).toBe("true");
    expect(last.get("offset")).toBe("0");
  });

  it("cycles the sort of a column: ascending, descending, none", TEST, async () => {
    const server = ordersServer();
    const router = await renderList();
    await screen.findByRole("link", { name: "LG-10001" }, SLOW);
    const header = () => screen.getByRole("columnheader", { name: /Total value/ });
    const button = () => within(header()).getByRole("button", { name: "Total value" });
    expect(header()).toHaveAttribute("aria-sort", "none");
    await userEvent.click(button());
    await waitFor(() => expect(header()).toHaveAttribute("aria-sort", "ascending"));
    await waitFor(() => expect(server.gets.at(-1)?.searchParams.get("direction")).toBe("asc"));
    expect(server.gets.at(-1)?.searchParams.get("sort")).toBe("total_value");
    await userEvent.click(button());
    await waitFor(() => expect(header()).toHaveAttribute("aria-sort", "descending"));
    expect(router.state.location.search).toContain("direction=desc");
    await waitFor(() => expect(server.gets.at(-1)?.searchParams.get("direction")).toBe("desc"));
    await userEvent.click(button());
    await waitFor(() => expect(header()).toHaveAttribute("aria-sort", "none"));
    expect(router.state.location.search).not.toContain("sort=");
  });

  it("saves the page size per table and uses it on the next visit; 7 page links", TEST, async () => {
    const server = ordersServer();
    await renderList();
    await screen.findByRole("link", { name: "LG-10001" }, SLOW);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    // 123 rows at 20 a page: 7 pages, all linked.
    expect(within(nav).getAllByRole("link", { name: /^Page \d+$/ })).toHaveLength(6);
    expect(within(nav).getByLabelText("Page 1")).toHaveAttribute("aria-current", "page");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Rows per page" }), "10");
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(server.gets.at(-1)?.searchParams.get("limit")).toBe("10");
    expect(localStorage.getItem("table-page-size:orders")).toBe("10");
    // 13 pages: a window of 7 page links.
    expect(within(nav).getAllByLabelText(/^Page \d+$/)).toHaveLength(7);
    await userEvent.click(within(nav).getByRole("link", { name: "Page 5" }));
    await waitFor(() => expect(server.gets.at(-1)?.searchParams.get("offset")).toBe("40"));
    expect(within(nav).getAllByLabelText(/^Page \d+$/).map((el) => el.textContent)).toEqual(["2", "3", "4", "5", "6", "7", "8"]);

    // A later visit reuses the saved size.
    cleanup();
    await renderList();
    await waitFor(() => expect(server.gets.at(-1)?.searchParams.get("limit")).toBe("10"));
  });

  it("selects all matching orders from the answer's ids and dispatches them through the outbox", TEST, async () => {
    const server = ordersServer();
    await renderList();
    await screen.findByRole("link", { name: "LG-10001" }, SLOW);
    const dispatch = screen.getByRole("button", { name: "Dispatch" });
    expect(dispatch).toBeDisabled();
    expect(dispatch).toHaveAccessibleDescription("Select orders to dispatch them.");
    await userEvent.click(screen.getByRole("checkbox", { name: "Select order LG-10002" }));
    expect(screen.getByText("1 selected")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Select all 123 matching orders" }));
    expect(await screen.findByText("123 selected", undefined, SLOW)).toBeVisible();
    // Spec: select-all asks for limit=1000, offset=0 with the same filters.
    const selectAllCall = server.gets.find((url) => url.searchParams.get("limit") === "1000");
    expect(selectAllCall?.searchParams.get("offset")).toBe("0");
    expect(screen.getByRole("checkbox", { name: "Select all on this page" })).toBeChecked();

    await userEvent.click(screen.getByRole("button", { name: "Dispatch" }));
    // A batch asks first; nothing is queued before the person confirms.
    const dialog = await screen.findByRole("dialog", { name: "Dispatch 123 orders?" }, SLOW);
    expect(await db.outbox.count()).toBe(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Dispatch" }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [op] = await db.outbox.toArray();
    expect(op?.kind).toBe("multi-dispatch");
    expect(op?.orderIds).toHaveLength(123);
    expect(op?.body).toEqual({ ids: ROWS.map((row) => row.id) });
    expect(op?.orderNumbers).toContain("LG-10123");
    // Online and not sent yet (no sender runs here): it is under way, and can still be cancelled.
    expect(await screen.findByText("Dispatching 123 orders…", undefined, SLOW)).toBeVisible();
    expect(screen.getByRole("button", { name: "Cancel dispatch" })).toBeVisible();
    const firstRow = await screen.findByRole("row", { name: /LG-10001/ }, SLOW);
    expect(await within(firstRow).findByText("Pending sync", undefined, SLOW)).toBeVisible();
    expect(await within(firstRow).findByText("Ready to ship", undefined, SLOW)).toBeVisible();
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });

  it("skips orders already dispatched and says which", TEST, async () => {
    const rows = [fixtureRow(1, { dispatched: true }), fixtureRow(2)];
    ordersServer(rows);
    await renderList();
    await screen.findByRole("link", { name: "LG-10001" }, SLOW);
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all on this page" }));
    await userEvent.click(screen.getByRole("button", { name: "Dispatch" }));
    expect(await screen.findByText("Already dispatched, so skipped: LG-10001", undefined, SLOW)).toBeVisible();
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [op] = await db.outbox.toArray();
    expect(op?.kind).toBe("dispatch");
    expect(op?.path).toBe("orders/2/dispatch");
  });

  it("asks before a batch: Cancel in the dialog queues nothing and keeps the selection", TEST, async () => {
    ordersServer(ROWS.slice(0, 3));
    await renderList();
    await screen.findByRole("link", { name: "LG-10001" }, SLOW);
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all on this page" }));
    await userEvent.click(screen.getByRole("button", { name: "Dispatch" }));
    const dialog = await screen.findByRole("dialog", { name: "Dispatch 3 orders?" }, SLOW);
    expect(dialog).toHaveAccessibleDescription("Once dispatched, orders can no longer be edited or removed.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await db.outbox.count()).toBe(0);
    expect(screen.getByText("3 selected")).toBeVisible();
  });

  it("cancels a queued dispatch before it is sent: the orders show their real state again", TEST, async () => {
    ordersServer(ROWS.slice(0, 2));
    await renderList();
    await screen.findByRole("link", { name: "LG-10001" }, SLOW);
    await userEvent.click(screen.getByRole("checkbox", { name: "Select order LG-10001" }));
    await userEvent.click(screen.getByRole("button", { name: "Dispatch" }));
    const firstRow = await screen.findByRole("row", { name: /LG-10001/ }, SLOW);
    expect(await within(firstRow).findByText("Ready to ship", undefined, SLOW)).toBeVisible();

    await userEvent.click(await screen.findByRole("button", { name: "Cancel dispatch" }, SLOW));
    expect(await screen.findByText("Dispatch cancelled: 1 order was not dispatched.", undefined, SLOW)).toBeVisible();
    expect(await db.outbox.count()).toBe(0);
    expect(await within(firstRow).findByText("New", undefined, SLOW)).toBeVisible();
    expect(within(firstRow).queryByText("Pending sync")).not.toBeInTheDocument();
  });

  it("lists the orders the server refused under the spec's text, each with its reason, and drops one alone", TEST, async () => {
    ordersServer(ROWS.slice(0, 3));
    await renderList();
    await screen.findByRole("link", { name: "LG-10001" }, SLOW);
    const refusal = (id: number) => ({
      id: `refused-${id}`,
      seq: id,
      kind: "dispatch" as const,
      method: "put" as const,
      path: `orders/${id}/dispatch`,
      orderIds: [id],
      orderNumbers: [`LG-1000${id}`],
      userId: 7,
      sellerId: 1,
      state: "needs_attention" as const,
      attempts: 0,
      nextAttemptAt: 0,
      lastError: { status: 422, messages: ["This contract does not carry dangerous goods"], refusal: { reason: "dangerous_goods_not_allowed", contract_name: "Economy" } },
      createdAt: "2025-03-01T12:00:00.000Z",
      batchId: "batch-1",
    });
    await db.outbox.bulkAdd([refusal(2), refusal(3)]);

    const group = await screen.findByRole("region", { name: "The following orders cannot be dispatched with this contract:" }, SLOW);
    const items = within(group).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("LG-10002This contract does not carry dangerous goods (Economy)"),
      expect.stringContaining("LG-10003This contract does not carry dangerous goods (Economy)"),
    ]);
    // A rule of the contract: no Retry, only Drop.
    expect(within(group).queryByRole("button", { name: /^Retry/ })).not.toBeInTheDocument();
    await userEvent.click(within(group).getByRole("button", { name: "Drop the dispatch of LG-10002" }));
    await waitFor(() => expect(within(group).getAllByRole("listitem")).toHaveLength(1));
    expect((await db.outbox.toArray()).map((op) => op.id)).toEqual(["refused-3"]);
  });

  it("shows the default columns when the column settings cannot be loaded, and saves a change", TEST, async () => {
    const puts: unknown[] = [];
    ordersServer(ROWS, {
      "GET /v1/table_columns/": () => json({ messages: ["Something broke"] }, 500),
      "PUT /v1/table_columns/": async (request) => {
        const body = (await request.json()) as { user: { column_settings: { orders: { key: string; show: boolean; isCustomizable: boolean }[] } } };
        puts.push(body);
        return json({ data: { columns_orders: { id: 1, page: "orders", columns: body.user.column_settings.orders } } });
      },
    });
    await renderList();
    await screen.findByRole("link", { name: "LG-10001" }, SLOW);
    const headers = () => within(table()).getAllByRole("columnheader").map((th) => th.textContent?.replace(/[▲▼↕]/g, ""));
    expect(headers()).toEqual(["", "Order number", "Tracking reference", "Customer", "Country", "Sales channel", "Status", "Total value", "Registered", "Dispatched", "Actions"]);
    await userEvent.click(screen.getByRole("button", { name: "Columns" }));
    await userEvent.click(await screen.findByRole("checkbox", { name: "City" }));
    await waitFor(() => expect(headers()).toContain("City"));
    await waitFor(() => expect(puts).toHaveLength(1));
    const saved = (puts[0] as { user: { column_settings: { orders: { key: string; show: boolean }[] } } }).user.column_settings.orders;
    expect(saved.find((column) => column.key === "customer_city")?.show).toBe(true);
  });

  it("generates one order's CN35 from its row, with the spec's text when the server cannot", TEST, async () => {
    const asked: string[] = [];
    ordersServer(ROWS, {
      "GET /v1/orders/2/documents/cn35": (request) => {
        asked.push(new URL(request.url).pathname);
        return json({ messages: ["This order has no customs items to declare"] }, 409);
      },
    });
    await renderList();
    await screen.findByRole("link", { name: "LG-10002" }, SLOW);
    await userEvent.click(screen.getByRole("button", { name: "Generate CN35 for LG-10002" }));
    expect(await screen.findByText("Generate cn35 for LG-10002 failed. This order has no customs items to declare", {}, SLOW)).toBeVisible();
    expect(asked).toEqual(["/v1/orders/2/documents/cn35"]);
  });

  it("offers Add to overpack for a selection only to a user with can_overpack", TEST, async () => {
    ordersServer();
    await renderList();
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select order LG-10001" }, SLOW));
    expect(screen.getByRole("button", { name: "Add to overpack" })).toBeVisible();
    cleanup();
    resetOrderSelection();
    await renderList("/orders", "seller-admin", false);
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select order LG-10001" }, SLOW));
    expect(screen.getByRole("button", { name: "Clear selection" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add to overpack" })).toBeNull();
  });

  it("offline, shows the orders saved on this device with the same filters", TEST, async () => {
    await cacheOrderRows([fixtureRow(1, { customer_country: "MX" }), fixtureRow(2, { customer_country: "BR" }), fixtureRow(3, { customer_country: "MX" })]);
    stubFetch({
      "GET /v1/orders": () => {
        throw new TypeError("Failed to fetch");
      },
      "GET /v1/table_columns/": () => {
        throw new TypeError("Failed to fetch");
      },
      "GET /v1/jobs": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await renderList("/orders?customer_country=MX");
    expect(await screen.findByText("Offline: showing orders saved on this device", undefined, SLOW)).toBeVisible();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByRole("link", { name: "LG-10001" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "LG-10002" })).not.toBeInTheDocument();
    expect(screen.getByText(/^Last refreshed/)).toBeVisible();
  });

  it("hides selection and Dispatch from a viewer", TEST, async () => {
    ordersServer();
    await renderList("/orders", "seller-viewer");
    await screen.findByRole("link", { name: "LG-10001" }, SLOW);
    expect(screen.queryByRole("button", { name: "Dispatch" })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: /^Select order/ })).not.toBeInTheDocument();
  });
});
