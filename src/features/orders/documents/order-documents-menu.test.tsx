import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { json, stubFetch, type RouteHandler } from "../../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../../tests/setup/test-providers";
import type { Order } from "../../../api/schemas/orders";
import { storeSessionUser } from "../../../api/session";
import { db } from "../../../offline/db";
import { spyOnDownloads } from "../testing/download-spy";
import { fixtureOrder } from "../testing/order-fixtures";
import { OrderViewPage } from "../view/order-view-page";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };

const pdf = (name: string) =>
  new Response("%PDF-1.7 test", {
    status: 200,
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${name}"` },
  });

function orderServer(order: Order, documents: Record<string, RouteHandler> = {}) {
  return stubFetch({
    [`GET /v1/orders/${order.id}`]: () => json({ data: order }),
    [`GET /v1/orders/${order.id}/checkpoints`]: () => json({ data: [] }),
    "GET /v1/measure": () => json({ data: { measurement_system: "metric" } }),
    ...documents,
  });
}

async function renderView(id: number, group: "seller-admin" | "seller-viewer" = "seller-admin") {
  queryClient.clear();
  await activateLocale("en");
  storeSessionUser(demoSessionUser({ group }));
  const router = createMemoryRouter([{ path: "/orders/:id", element: <OrderViewPage /> }], { initialEntries: [`/orders/${id}`] });
  render(
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  await screen.findByRole("heading", { level: 1, name: `Order LG-${10000 + id}` }, SLOW);
  return screen.getByRole("group", { name: "Documents" });
}

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.orderRows.clear(), db.orderDetails.clear(), db.meta.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the order's documents", () => {
  it("downloads the label in the printing format, then in a chosen one, as files", TEST, async () => {
    const saved = spyOnDownloads();
    const asked: URL[] = [];
    orderServer(fixtureOrder(7), {
      "GET /v1/orders/7/documents/label": (request) => {
        asked.push(new URL(request.url));
        return pdf("label-LG-10007.pdf");
      },
      "GET /v1/orders/7/documents/commercial_invoice": () => pdf("invoice-LG-10007.pdf"),
    });
    const documents = await renderView(7);
    // No batteries, no dangerous goods: those documents are not offered.
    const names = within(documents)
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(names).toEqual(["Download label", "Commercial invoice", "Packing slip", "CN35"]);
    const format = within(documents).getByRole("combobox", { name: "Label format" });
    expect(format).toHaveValue("");

    await userEvent.click(within(documents).getByRole("button", { name: "Download label" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked[0]?.searchParams.has("format")).toBe(false);
    expect(saved[0]?.name).toBe("label-LG-10007.pdf");
    expect(await saved[0]?.blob.text()).toMatch(/^%PDF/);

    await userEvent.selectOptions(format, "Letter, full page");
    await userEvent.click(within(documents).getByRole("button", { name: "Download label" }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(asked[1]?.searchParams.get("format")).toBe("letter_full");

    await userEvent.click(within(documents).getByRole("button", { name: "Commercial invoice" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toContain("invoice-LG-10007.pdf"));
  });

  it("offers the dangerous-goods label and battery confirmation for an order with batteries", TEST, async () => {
    const saved = spyOnDownloads();
    orderServer(fixtureOrder(8, { contain_battery: true }), {
      "GET /v1/orders/8/documents/battery_confirmation": () => pdf("battery-LG-10008.pdf"),
    });
    const documents = await renderView(8, "seller-viewer");
    expect(within(documents).getByRole("button", { name: "Dangerous goods label" })).toBeEnabled();
    await userEvent.click(within(documents).getByRole("button", { name: "Battery confirmation" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["battery-LG-10008.pdf"]));
  });

  it("tells a CN35 failure in the spec's words", TEST, async () => {
    const saved = spyOnDownloads();
    orderServer(fixtureOrder(9, { dangerous_good: true }), {
      "GET /v1/orders/9/documents/cn35": () => json({ messages: ["The order has no boxes"] }, 409),
      "GET /v1/orders/9/documents/packing_slip": () => json({ messages: ["Packing slips are resting"] }, 422),
    });
    const documents = await renderView(9);
    expect(within(documents).getByRole("button", { name: "Dangerous goods label" })).toBeVisible();
    expect(within(documents).queryByRole("button", { name: "Battery confirmation" })).toBeNull();
    await userEvent.click(within(documents).getByRole("button", { name: "CN35" }));
    expect(await screen.findByText("Generate cn35 for LG-10009 failed. The order has no boxes", undefined, SLOW)).toBeVisible();
    await userEvent.click(within(documents).getByRole("button", { name: "Packing slip" }));
    expect(await screen.findByText("Packing slip for LG-10009 could not be downloaded. Packing slips are resting", undefined, SLOW)).toBeVisible();
    expect(saved).toHaveLength(0);
  });

  it("says the server is busy with the label, and downloads it on Try again", TEST, async () => {
    const saved = spyOnDownloads();
    let busy = true;
    orderServer(fixtureOrder(11), {
      "GET /v1/orders/11/documents/label": () =>
        busy
          ? new Response(JSON.stringify({ messages: ["The server is busy making other documents. Please try again in a few seconds."] }), {
              status: 503,
              headers: { "Content-Type": "application/json", "Retry-After": "5" },
            })
          : pdf("label-LG-10011.pdf"),
    });
    const documents = await renderView(11);
    await userEvent.click(within(documents).getByRole("button", { name: "Download label" }));
    expect(await within(documents).findByRole("alert", undefined, SLOW)).toHaveTextContent(
      "Label for LG-10011 could not be downloaded. The server is busy making other documents. Please try again in 5 seconds.",
    );
    expect(saved).toHaveLength(0);

    busy = false;
    await userEvent.click(within(documents).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["label-LG-10011.pdf"]));
    expect(within(documents).queryByRole("alert")).toBeNull();
  });

  it("offline, says documents need the network", TEST, async () => {
    orderServer(fixtureOrder(10));
    const documents = await renderView(10);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    window.dispatchEvent(new Event("offline"));
    const label = await within(documents).findByRole("button", { name: "Download label" });
    await waitFor(() => expect(label).toBeDisabled());
    expect(label).toHaveAccessibleDescription("Documents are made by the server: connect to the network to download them.");
  });
});
