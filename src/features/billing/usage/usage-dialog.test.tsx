import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../../tests/setup/fetch-stub";
import { renderApp } from "../../../../tests/setup/render-app";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import { CATEGORIES, accountEvent } from "../../../../tests/fixtures/billing";
import { billingStubs } from "../../../../tests/setup/billing-stubs";
import { clearSessionUser, storeSessionUser } from "../../../api/session";

const LOAD = { timeout: 15_000 };
const TEST = { timeout: 60_000 };

describe("View Usage", () => {
  beforeEach(() => storeSessionUser(demoSessionUser({ group: "seller-viewer", id: 3, name: "Vera Viewer" })));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionUser();
  });

  it("shows the category's events over the server's fixed range with their exact total, and says when it shows only the latest", TEST, async () => {
    const sms = CATEGORIES[2]!;
    const events = [accountEvent(7, { category_id: 3, category: "sms", event_type: "service", value: -31.2, description: "1,560 tracking SMS", service: "SMS" })];
    const { calls } = stubFetch({
      "GET /v1/my_notifications": () => json({ data: { elements: [], count: 0, ids: [] } }),
      ...billingStubs({
        "GET /v1/sellers/1/seller_account/category_events/3": () =>
          json({ data: { category: sms, seller_account_events: events, count: 1200, total: -37440.5, meta: { start_date: "2026-10-28", end_date: "2026-11-26" } } }),
      }),
    });
    await renderApp("/billing");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "View usage of SMS" }, LOAD));
    const dialog = await screen.findByRole("dialog", { name: "Usage of SMS" });
    expect(await within(dialog).findByText("From Oct 28, 2026 to Nov 26, 2026")).toBeVisible();
    expect(within(dialog).getByText("−R$37,440.50")).toBeVisible();
    const table = within(dialog).getByRole("table", { name: "Usage of SMS" });
    expect(within(table).getByText("1,560 tracking SMS")).toBeVisible();
    expect(within(table).getByText("−R$31.20")).toBeVisible();
    expect(within(dialog).getByText("Showing the latest 1 of 1200 events.")).toBeVisible();
    // The server's fixed range: the app asks for no dates of its own.
    const asked = new URL(calls.find((call) => call.url.includes("category_events"))!.url);
    expect([...asked.searchParams.keys()]).toEqual([]);
  });
});
