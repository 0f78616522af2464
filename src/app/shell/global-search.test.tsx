import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import { storeSessionUser } from "../../api/session";
import { fixtureRow } from "../../features/orders/testing/order-fixtures";
import { db } from "../../offline/db";
import { cacheOrderRows } from "../../offline/order-cache";
import { platformById } from "../../platform/registry";
import { buildMenu } from "../routes/menu";
import { GlobalSearch } from "./global-search";

const SLOW = { timeout: 10_000 };
/** Per test: the first render transforms the lazy pieces, slow on a cold 2-core machine. */
const TEST = { timeout: 30_000 };
const ROWS = Array.from({ length: 30 }, (_, index) => fixtureRow(index + 1));

/** GET /v1/orders filtering ROWS by a part of order_number or reference, as the server does; every call's URL is kept. */
function ordersServer(hold?: (url: URL) => Promise<void>) {
  const gets: URL[] = [];
  const signals: AbortSignal[] = [];
  stubFetch({
    "GET /v1/orders": async (request) => {
      const url = new URL(request.url);
      gets.push(url);
      signals.push(request.signal);
      await hold?.(url);
      const number = url.searchParams.get("order_number")?.toLowerCase();
      const reference = url.searchParams.get("reference")?.toLowerCase();
      const rows = ROWS.filter((row) => (!number || row.order_number.toLowerCase().includes(number)) && (!reference || row.reference.toLowerCase().includes(reference)));
      const limit = Number(url.searchParams.get("limit"));
      return json({ data: { elements: rows.slice(0, limit), count: rows.length, ids: rows.map((row) => row.id) } });
    },
  });
  return { gets, signals };
}

async function renderSearch(group: "seller-admin" | "seller-viewer" = "seller-admin") {
  queryClient.clear();
  await activateLocale("en");
  storeSessionUser(demoSessionUser({ group }));
  const menu = buildMenu({ platform: platformById("nb"), group, canOverpack: true });
  const router = createMemoryRouter(
    [
      { path: "/", element: <GlobalSearch menu={menu} /> },
      { path: "/orders/:id", element: <p>Order view</p> },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return router;
}

const search = () => screen.getByRole("combobox", { name: "Search" });

beforeEach(async () => {
  await Promise.all([db.orderRows.clear(), db.meta.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the global search finds orders", () => {
  it("by a part of the order number, from the server, and opens the order", TEST, async () => {
    const server = ordersServer();
    const router = await renderSearch();
    await userEvent.type(search(), "lg-10012");
    const option = await screen.findByRole("option", { name: "Order LG-10012 REF12" }, SLOW);
    // Menu routes and orders are options of the same list.
    expect(screen.getAllByRole("option")).toHaveLength(1);
    const last = server.gets.slice(-2).map((url) => Object.fromEntries(url.searchParams));
    expect(last).toEqual(
      expect.arrayContaining([
        { limit: "5", offset: "0", order_number: "lg-10012" },
        { limit: "5", offset: "0", reference: "lg-10012" },
      ]),
    );
    // Too short to search: nothing was asked for one or two characters.
    expect(server.gets.every((url) => (url.searchParams.get("order_number") ?? url.searchParams.get("reference") ?? "").length >= 3)).toBe(true);
    await userEvent.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe("/orders/12"));
  });

  it("by its tracking reference, the exact match first, five at most", TEST, async () => {
    ordersServer();
    await renderSearch();
    await userEvent.type(search(), "REF2");
    // REF2 itself first, then REF20..REF23 (5 at most).
    await waitFor(() => expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(
      ["Order LG-10002 REF2", "Order LG-10020 REF20", "Order LG-10021 REF21", "Order LG-10022 REF22", "Order LG-10023 REF23"],
    ), SLOW);
  });

  it("cancels the search of a text that was typed further", TEST, async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const server = ordersServer((url) => (url.searchParams.get("order_number") === "REF1" || url.searchParams.get("reference") === "REF1" ? held : Promise.resolve()));
    await renderSearch();
    await userEvent.type(search(), "REF1");
    await waitFor(() => expect(server.gets).toHaveLength(2), SLOW);
    await userEvent.type(search(), "5");
    expect(await screen.findByRole("option", { name: "Order LG-10015 REF15" }, SLOW)).toBeVisible();
    expect(server.signals.slice(0, 2).map((signal) => signal.aborted)).toEqual([true, true]);
    release();
  });

  it("offline, from the orders saved on this device, and says so", TEST, async () => {
    stubFetch({});
    await cacheOrderRows(ROWS.slice(0, 3));
    await renderSearch();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    // As the browser tells it, once the screen listens: the app's connectivity and TanStack
    // Query's (which would hold a query back offline) both hear it.
    act(() => void window.dispatchEvent(new Event("offline")));
    onTestFinished(() => {
      vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
      window.dispatchEvent(new Event("online"));
    });
    await userEvent.type(search(), "ref2");
    expect(await screen.findByRole("option", { name: "Order LG-10002 REF2" }, SLOW)).toBeVisible();
    expect(screen.getByText("Offline: orders saved on this device only.")).toBeVisible();
    await userEvent.clear(search());
    await userEvent.type(search(), "REF9");
    expect(await screen.findByText("Nothing found for “REF9”.", {}, SLOW)).toBeVisible();
  });

  it("still finds the menu's routes from one character", TEST, async () => {
    stubFetch({});
    await renderSearch();
    await userEvent.type(search(), "pi");
    expect(await screen.findByRole("option", { name: /Pickups and dropoffs/ })).toBeVisible();
  });
});
