import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { json, stubFetch } from "../../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../../tests/setup/test-providers";
import { PICKUP_MESSAGES } from "../../../api/schemas/pickups";
import { storeSessionUser } from "../../../api/session";
import { i18n } from "@lingui/core";
import { db } from "../../../offline/db";
import { MISREAD_MESSAGE, type DecodedCode, type ScannerModule } from "../../../ui/scanner";
import { fixtureRow } from "../testing/order-fixtures";
import { resetOrderSelection } from "../list/order-selection";
import { OrdersListPage } from "../list/orders-list-page";

/** The scanner module is replaced: a test plays the camera. html5-qrcode never loads in jsdom. */
const camera = vi.hoisted(() => ({ onDecode: undefined as ((code: DecodedCode) => void) | undefined }));
vi.mock("../../../ui/scanner/load-scanner", () => ({
  loadScanner: async (): Promise<ScannerModule> => ({
    async startCameraScan(_elementId, onDecode) {
      camera.onDecode = onDecode;
      return { native: false, stop: async () => void (camera.onDecode = undefined) };
    },
    async decodeImageFile() {
      throw new Error("No code");
    },
  }),
}));

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };
const ROWS = Array.from({ length: 30 }, (_, index) => fixtureRow(index + 1, { last_mile_tracking_number: `LM-${index + 1}` }));

/** An order the list's first page does not show (so not cached): only the server knows it. */
const FAR_ORDER = fixtureRow(500, { reference: "FAR-REF-500" });

function server(extra: Parameters<typeof stubFetch>[0] = {}) {
  const lookups: string[] = [];
  const stub = stubFetch({
    "GET /v1/orders": (request) => {
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get("limit"));
      const offset = Number(url.searchParams.get("offset"));
      return json({ data: { elements: ROWS.slice(offset, offset + limit), count: ROWS.length, ids: ROWS.map((row) => row.id) } });
    },
    "GET /v1/table_columns/": () => json({ data: {} }),
    "GET /v1/jobs": () => json({ data: { elements: [], count: 0, ids: [] } }),
    "GET /v1/pickups/lookup": (request) => {
      const reference = new URL(request.url).searchParams.get("reference") ?? "";
      lookups.push(reference);
      if (reference.toUpperCase() !== FAR_ORDER.reference) return json({ messages: ["No order with this tracking number or order number."] }, 404);
      const { id, order_number, reference: ref, last_mile_tracking_number, dispatched, current_status } = FAR_ORDER;
      return json({ data: { id, order_number, reference: ref, last_mile_tracking_number, dispatched, current_status } });
    },
    ...extra,
  });
  return { lookups, ...stub };
}

async function renderList() {
  queryClient.clear();
  await activateLocale("en");
  storeSessionUser(demoSessionUser({ group: "seller-admin" }));
  const router = createMemoryRouter(
    [
      { path: "/orders", element: <OrdersListPage /> },
      { path: "/orders/:id", element: <p>Order view</p> },
    ],
    { initialEntries: ["/orders"] },
  );
  render(
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  // The first page is shown and written through to the device cache.
  await screen.findByRole("link", { name: "LG-10001" }, SLOW);
  await waitFor(async () => expect(await db.orderRows.count()).toBe(20), SLOW);
  return router;
}

const field = () => screen.getByRole("textbox", { name: "Scan or type a code" });

/** What a keyboard-wedge scanner does: the code's keys, then Enter. */
async function wedgeScan(code: string) {
  await userEvent.click(field());
  await userEvent.keyboard(`${code}{Enter}`);
}

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.orderRows.clear(), db.orderDetails.clear(), db.meta.clear()]);
  // The selection outlives the list page (order-selection.ts): each test starts with none.
  resetOrderSelection();
  camera.onDecode = undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the scan field on the order list", () => {
  it("opens the order whose tracking reference a wedge scanner typed, any case, without asking the server", TEST, async () => {
    const { lookups } = server();
    const router = await renderList();
    await wedgeScan("ref7");
    await waitFor(() => expect(router.state.location.pathname).toBe("/orders/7"), SLOW);
    expect(lookups).toEqual([]);
  });

  it("opens by last-mile tracking number too, and asks the server about a code the device does not know", TEST, async () => {
    const { lookups } = server();
    const router = await renderList();
    await wedgeScan("lm-12");
    await waitFor(() => expect(router.state.location.pathname).toBe("/orders/12"), SLOW);

    await router.navigate("/orders");
    await screen.findByRole("link", { name: "LG-10001" }, SLOW);
    await wedgeScan("far-ref-500");
    await waitFor(() => expect(router.state.location.pathname).toBe("/orders/500"), SLOW);
    expect(lookups).toEqual(["far-ref-500"]);
  });

  it("says clearly when no order has the code, and keeps the code selected for the next scan", TEST, async () => {
    server();
    const router = await renderList();
    await wedgeScan("NOPE-404");
    const alert = await screen.findByRole("alert", {}, SLOW);
    expect(alert).toHaveTextContent("No order has the code NOPE-404.");
    expect(router.state.location.pathname).toBe("/orders");
    await waitFor(() => expect(field()).toHaveValue("NOPE-404"));
    await waitFor(() => {
      const input = field() as HTMLInputElement;
      expect([input.selectionStart, input.selectionEnd]).toEqual([0, "NOPE-404".length]);
    });
    // The next scan replaces the selected code instead of joining it.
    await userEvent.keyboard("REF3{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/orders/3"), SLOW);
  });

  it("offline, says an order not saved on this device is not on it", TEST, async () => {
    const { lookups } = server();
    await renderList();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await wedgeScan("FAR-REF-500");
    expect(await screen.findByRole("alert", {}, SLOW)).toHaveTextContent("This device is offline and has no saved order with the code FAR-REF-500.");
    expect(lookups).toEqual([]);
  });

  it("in selection mode selects scanned orders, says so, and Dispatch acts on them", TEST, async () => {
    server();
    const router = await renderList();
    await userEvent.click(screen.getByRole("switch", { name: "Selection mode" }));
    await wedgeScan("REF2");
    const status = () => screen.getByText(/selected \(\d+ selected\)$/);
    await waitFor(() => expect(status()).toHaveTextContent("LG-10002 selected (1 selected)"), SLOW);
    expect(screen.getByRole("checkbox", { name: "Select order LG-10002" })).toBeChecked();
    await wedgeScan("lg-10005");
    await waitFor(() => expect(status()).toHaveTextContent("LG-10005 selected (2 selected)"), SLOW);
    await wedgeScan("FAR-REF-500");
    await waitFor(() => expect(status()).toHaveTextContent("LG-10500 selected (3 selected)"), SLOW);
    await wedgeScan("ref2");
    await waitFor(() => expect(status()).toHaveTextContent("LG-10002 is already selected (3 selected)"), SLOW);
    expect(router.state.location.pathname).toBe("/orders");

    await userEvent.click(screen.getByRole("button", { name: "Dispatch" }));
    const dialog = await screen.findByRole("dialog", { name: "Dispatch 3 orders?" }, SLOW);
    await userEvent.click(within(dialog).getByRole("button", { name: "Dispatch" }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1), SLOW);
    const [op] = await db.outbox.toArray();
    expect(op?.kind).toBe("multi-dispatch");
    expect(op?.body).toEqual({ ids: [2, 5, 500] });
    // The order the server found (never on a list page) carries its real number.
    expect(op?.orderNumbers).toEqual(["LG-10002", "LG-10005", "LG-10500"]);
  });

  it("in selection mode flags an order already dispatched instead of adding it; the selection can be reviewed and trimmed", TEST, async () => {
    server();
    await renderList();
    // LG-10004 was dispatched meanwhile (by this device or another): its cached row says so.
    await db.orderRows.put({ ...fixtureRow(4, { dispatched: true, current_status: { id: 300, name: "READY_TO_SHIP" }, current_status_id: 300 }), cachedAt: "2025-03-01T12:00:00.000Z" });
    await userEvent.click(screen.getByRole("switch", { name: "Selection mode" }));
    await wedgeScan("REF2");
    await waitFor(() => expect(screen.getByText(/selected \(\d+ selected\)$/)).toHaveTextContent("LG-10002 selected (1 selected)"), SLOW);
    await wedgeScan("REF4");
    expect(await screen.findByRole("alert", {}, SLOW)).toHaveTextContent("LG-10004 is already dispatched, so it was not added to the selection.");
    expect(screen.getByRole("checkbox", { name: "Select order LG-10004" })).not.toBeChecked();
    await wedgeScan("REF3");
    await waitFor(() => expect(screen.getByText("2 selected")).toBeVisible(), SLOW);

    // Ticked by hand, a dispatched order is selected but flagged in the count and the list.
    await userEvent.click(screen.getByRole("checkbox", { name: "Select order LG-10004" }));
    expect(await screen.findByText("1 already dispatched: left out of Dispatch", undefined, SLOW)).toBeVisible();
    const review = screen.getByRole("button", { name: "Review selection" });
    expect(review).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(review);
    const list = await screen.findByRole("list", { name: "Selected orders" }, SLOW);
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["LG-10002Remove", "LG-10003Remove", "LG-10004Already dispatchedRemove"]);
    await userEvent.click(within(list).getByRole("button", { name: "Remove LG-10003 from the selection" }));
    await waitFor(() => expect(screen.getByText("2 selected")).toBeVisible());
    expect(screen.getByRole("checkbox", { name: "Select order LG-10003" })).not.toBeChecked();
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  });

  it("catches a wedge-scanned tracking number whose check digit is wrong, asks nobody, and keeps it selected", TEST, async () => {
    const { lookups } = server();
    const router = await renderList();
    // NB473124829BR is a valid S10 number; a 0 in place of its check digit 9 is a misread.
    await wedgeScan("NB473124820BR");
    expect(await screen.findByRole("alert", {}, SLOW)).toHaveTextContent("This code's check digit is wrong: scan it again.");
    expect(router.state.location.pathname).toBe("/orders");
    expect(lookups).toEqual([]);
    await waitFor(() => {
      const input = field() as HTMLInputElement;
      expect([input.value, input.selectionStart, input.selectionEnd]).toEqual(["NB473124820BR", 0, "NB473124820BR".length]);
    });
    // The right number is looked up as usual; an order saved on the device with an older
    // reference of the same shape opens whatever its check digit.
    await userEvent.keyboard("NB473124829BR{Enter}");
    await waitFor(() => expect(lookups).toEqual(["NB473124829BR"]), SLOW);
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("No order has the code NB473124829BR."), SLOW);
    await db.orderRows.put({ ...fixtureRow(77, { reference: "NB410274967BR" }), cachedAt: "2025-03-01T12:00:00.000Z" });
    await waitFor(() => expect((field() as HTMLInputElement).selectionEnd).toBe("NB473124829BR".length));
    await userEvent.keyboard("NB410274967BR{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/orders/77"), SLOW);
  });

  it("catches a misread camera decode the same way, in the user's language", TEST, async () => {
    const { lookups } = server();
    await renderList();
    await userEvent.click(screen.getByRole("button", { name: "Scan with camera" }));
    await waitFor(() => expect(camera.onDecode).toBeDefined(), SLOW);
    await act(() => activateLocale("pt_BR"));
    const translated = i18n._(MISREAD_MESSAGE);
    expect(translated).not.toBe(PICKUP_MESSAGES.misread);
    camera.onDecode!({ text: "RR123456780CH", decodedAt: performance.now() });
    expect(await screen.findByRole("alert", {}, SLOW)).toHaveTextContent(translated);
    expect(lookups).toEqual([]);
  });

  it("feeds camera decodes into the same handler", TEST, async () => {
    server();
    const router = await renderList();
    await userEvent.click(screen.getByRole("button", { name: "Scan with camera" }));
    await screen.findByRole("button", { name: "Stop camera" }, SLOW);
    await waitFor(() => expect(camera.onDecode).toBeDefined(), SLOW);
    camera.onDecode!({ text: "REF9", decodedAt: performance.now() });
    await waitFor(() => expect(router.state.location.pathname).toBe("/orders/9"), SLOW);
    // Leaving the list released the camera.
    await waitFor(() => expect(camera.onDecode).toBeUndefined());
  });
});
