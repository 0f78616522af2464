import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { json, stubFetch } from "../../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../../tests/setup/test-providers";
import { storeSessionUser } from "../../../api/session";
import { db } from "../../../offline/db";
import { spyOnDownloads } from "../testing/download-spy";
import { fixtureRow } from "../testing/order-fixtures";
import { resetOrderSelection } from "../list/order-selection";
import { OrdersListPage } from "../list/orders-list-page";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };
const ROWS = Array.from({ length: 5 }, (_, index) => fixtureRow(index + 1));

function listServer(documents: (request: Request) => Response | Promise<Response>) {
  return stubFetch({
    "GET /v1/orders": () => json({ data: { elements: ROWS, count: ROWS.length, ids: ROWS.map((row) => row.id) } }),
    "GET /v1/table_columns/": () => json({ data: {} }),
    "GET /v1/jobs": () => json({ data: { elements: [], count: 0, ids: [] } }),
    "POST /v1/orders/documents": documents,
  });
}

async function renderAndSelect(ids: number[]) {
  queryClient.clear();
  await activateLocale("en");
  storeSessionUser(demoSessionUser());
  const router = createMemoryRouter([{ path: "/orders", element: <OrdersListPage /> }], { initialEntries: ["/orders"] });
  render(
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  await screen.findByRole("link", { name: "LG-10001" }, SLOW);
  expect(screen.queryByRole("button", { name: "Download PDF" })).toBeNull();
  for (const id of ids) await userEvent.click(screen.getByRole("checkbox", { name: `Select order LG-${10000 + id}` }));
}

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.orderRows.clear(), db.orderDetails.clear(), db.meta.clear()]);
  // The selection outlives the list page (order-selection.ts): each test starts with none.
  resetOrderSelection();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("documents of the selected orders", () => {
  it("makes one PDF of the chosen kind with a progress indicator and names the orders left out", TEST, async () => {
    const saved = spyOnDownloads();
    const bodies: unknown[] = [];
    let finish: () => void = () => {};
    listServer(async (request) => {
      bodies.push(await request.json());
      await new Promise<void>((resolve) => (finish = resolve));
      return new Response("%PDF-1.7 three orders", {
        headers: { "Content-Type": "application/pdf", "Content-Length": "21", "X-Skipped-Orders": "LG-10002,LG-10003", "Content-Disposition": 'attachment; filename="battery-confirmations.pdf"' },
      });
    });
    await renderAndSelect([1, 2, 3]);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Documents" }), "Battery confirmations");
    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));

    const bar = await screen.findByRole("progressbar", { name: "Preparing PDF for 3 orders…" }, SLOW);
    expect(bar).not.toHaveAttribute("value");
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ ids: [1, 2, 3], kind: "battery_confirmation" });
    finish();

    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["battery-confirmations.pdf"]));
    expect(await saved[0]?.blob.text()).toBe("%PDF-1.7 three orders");
    expect(await screen.findByText("Left out (no batteries): LG-10002, LG-10003")).toBeVisible();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("shows the server's refusal when no order fits the kind", TEST, async () => {
    const saved = spyOnDownloads();
    listServer(() => json({ messages: ["None of these orders carries batteries"] }, 422));
    await renderAndSelect([4]);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Documents" }), "Dangerous goods labels");
    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(await screen.findByRole("alert", undefined, SLOW)).toHaveTextContent("None of these orders carries batteries");
    expect(saved).toHaveLength(0);
    // Sending it again would be refused again: no Try again.
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("says in the user's words that the server is busy, and downloads the PDF on Try again", TEST, async () => {
    const saved = spyOnDownloads();
    let busy = true;
    listServer(() =>
      busy
        ? new Response(JSON.stringify({ messages: ["The server is busy making other documents. Please try again in a few seconds."] }), {
            status: 503,
            headers: { "Content-Type": "application/json", "Retry-After": "7" },
          })
        : new Response("%PDF-1.7 two orders", { headers: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="label-2-orders.pdf"' } }),
    );
    await renderAndSelect([1, 2]);
    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(await screen.findByRole("alert", undefined, SLOW)).toHaveTextContent("The server is busy making other documents. Please try again in 7 seconds.");
    expect(saved).toHaveLength(0);

    busy = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["label-2-orders.pdf"]));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("offline, explains that the PDF needs the network", TEST, async () => {
    listServer(() => json({}, 500));
    await renderAndSelect([1]);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    window.dispatchEvent(new Event("offline"));
    const button = screen.getByRole("button", { name: "Download PDF" });
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(button.parentElement!).getByText("Documents are made by the server: connect to the network to download them.")).toBeVisible();
  });
});
