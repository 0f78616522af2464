import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { json, stubFetch } from "../../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../../tests/setup/test-providers";
import { storeSessionUser } from "../../../api/session";
import { db } from "../../../offline/db";
import { cacheOrderRows } from "../../../offline/order-cache";
import { fixtureRow } from "../testing/order-fixtures";
import { OrderPageScan } from "./order-page-scan";
import { readOrderSelection, resetOrderSelection, setSelecting } from "../list/order-selection";

const SLOW = { timeout: 10_000 };
/** A wedge's gap between keys; jsdom stamps each key event with Date.now(), which the test moves. */
const SCANNER_GAP_MS = 5;

/** What a keyboard-wedge scanner sends while the order page has focus: the code's keys, then Enter. */
function wedge(code: string) {
  for (const key of [...code, "Enter"]) {
    vi.setSystemTime(Date.now() + SCANNER_GAP_MS);
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
  }
}

async function renderOrderPage(canSelect = true) {
  queryClient.clear();
  await activateLocale("en");
  const router = createMemoryRouter(
    [
      { path: "/orders", element: <p>Order list</p> },
      { path: "/orders/:id", element: <OrderPageScan orderId={1} canSelect={canSelect} /> },
    ],
    { initialEntries: ["/orders/1"] },
  );
  render(
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return router;
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  await Promise.all([db.outbox.clear(), db.orderRows.clear(), db.orderDetails.clear(), db.meta.clear()]);
  // Saved on this device: the scan finds them without asking the server.
  await cacheOrderRows([fixtureRow(1), fixtureRow(2), fixtureRow(3)]);
  // Signed in first: the selection belongs to a user (another user's is dropped).
  storeSessionUser(demoSessionUser({ group: "seller-admin" }));
  resetOrderSelection();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a wedge scan on an order page", () => {
  it("opens the scanned order", async () => {
    const router = await renderOrderPage();
    wedge("REF2");
    await waitFor(() => expect(router.state.location.pathname).toBe("/orders/2"), SLOW);
  });

  it("in selection mode adds the order to the list's selection and says so, staying on the page", async () => {
    setSelecting(true);
    const router = await renderOrderPage();
    expect(await screen.findByText(/^Selection mode: a scanned code adds its order to the selection\./)).toBeVisible();
    wedge("ref2");
    expect(await screen.findByText("LG-10002 selected (1 selected)", {}, SLOW)).toBeVisible();
    wedge("LG-10003");
    expect(await screen.findByText("LG-10003 selected (2 selected)", {}, SLOW)).toBeVisible();
    wedge("REF2");
    expect(await screen.findByText("LG-10002 is already selected (2 selected)", {}, SLOW)).toBeVisible();
    expect([...readOrderSelection().selected].sort()).toEqual([2, 3]);
    expect(router.state.location.pathname).toBe("/orders/1");
    expect(screen.getByRole("link", { name: "2 selected" })).toHaveAttribute("href", "/orders");
  });

  it("a user who cannot dispatch only opens orders, even with selection mode left on", async () => {
    setSelecting(true);
    const router = await renderOrderPage(false);
    wedge("REF3");
    await waitFor(() => expect(router.state.location.pathname).toBe("/orders/3"), SLOW);
    expect(readOrderSelection().selected.size).toBe(0);
  });

  it("says when no order has the code, so that no scan is lost silently", async () => {
    stubFetch({ "GET /v1/pickups/lookup": () => json({ messages: ["No order with this tracking number or order number."] }, 404) });
    const router = await renderOrderPage();
    wedge("NO-SUCH-CODE");
    expect(await screen.findByRole("alert", {}, SLOW)).toHaveTextContent("No order has the code NO-SUCH-CODE. Check the label and scan again.");
    expect(router.state.location.pathname).toBe("/orders/1");
  });

  it("says the scanned order is the one open", async () => {
    await renderOrderPage();
    wedge("REF1");
    expect(await screen.findByText("Order LG-10001 is open.", {}, SLOW)).toBeVisible();
  });
});
