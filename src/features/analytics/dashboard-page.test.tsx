import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { renderApp } from "../../../tests/setup/render-app";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import type { AnalyticsPeriod, SellerAnalytics } from "../../api/schemas/analytics";
import { clearSessionUser, storeSessionUser } from "../../api/session";
import { addDays, daysBetween } from "../../domain/order-analytics";

const LOAD = { timeout: 15_000 };
const TEST = { timeout: 60_000 };
const NO_NOTIFICATIONS = () => json({ data: { elements: [], count: 0, ids: [] } });

function period(from: string, ordersOf: (index: number) => number): AnalyticsPeriod {
  const days = daysBetween(from, addDays(from, 29)).map((date, index) => {
    const orders = ordersOf(index);
    return { date, orders, totals: orders ? [{ currency: "USD", value: orders * 10, orders }] : [] };
  });
  const created = days.reduce((n, day) => n + day.orders, 0);
  return { from, to: addDays(from, 29), created, dispatched: created - 1, delivered: 2, in_exception: 1, totals: [{ currency: "USD", value: created * 10, orders: created }, { currency: "BRL", value: 1234.5, orders: 1 }], days };
}

const ANALYTICS: SellerAnalytics = {
  period: period("2026-10-28", (index) => (index === 29 ? 7 : index % 3)),
  previous_period: period("2026-09-28", () => 1),
  by_status: [
    { status_id: 100, orders: 4 },
    { status_id: 800, orders: 1 },
  ],
  top_customers: [
    { name: "<b>Casa</b> Verde", country: "BR", orders: 3, totals: [{ currency: "USD", value: 1500, orders: 3 }] },
    { name: "Ana Lima", country: "MX", orders: 2, totals: [{ currency: "USD", value: 20, orders: 2 }] },
  ],
};

describe("/dashboard", () => {
  beforeEach(() => storeSessionUser(demoSessionUser()));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionUser();
  });

  it("shows the cards, the top customers with their country and the orders by status; user text stays text", TEST, async () => {
    stubFetch({ "GET /v1/my_notifications": NO_NOTIFICATIONS, "GET /v1/sellers/1/analytics": () => json({ data: ANALYTICS }) });
    await renderApp("/dashboard");
    const panel = await screen.findByRole("tabpanel", { name: "Overview" }, LOAD);
    const created = within(panel).getByRole("heading", { name: "Orders created" }).parentElement!;
    expect(created).toHaveTextContent(`Orders created${ANALYTICS.period.created}Previous 30 days: 30`);
    expect(within(panel).getByRole("heading", { name: "Total value" }).parentElement).toHaveTextContent(`Total value$${ANALYTICS.period.created * 10}.00R$1,234.50`);
    const top = within(panel).getByRole("table", { name: "Top 5 customers" });
    const first = within(top).getAllByRole("row")[1]!;
    expect(within(first).getByRole("rowheader")).toHaveTextContent("<b>Casa</b> Verde");
    expect(first).toHaveTextContent("Brazil");
    expect(first).toHaveTextContent("$1,500.00");
    const byStatus = within(panel).getByRole("table", { name: "Orders by status" });
    expect(within(byStatus).getByRole("rowheader", { name: "Failed attempt" })).toBeVisible();
  });

  it("moves between the tabs with the arrow keys, Home and End, one tab stop", TEST, async () => {
    stubFetch({ "GET /v1/my_notifications": NO_NOTIFICATIONS, "GET /v1/sellers/1/analytics": () => json({ data: ANALYTICS }) });
    const user = userEvent.setup();
    await renderApp("/dashboard");
    const overview = await screen.findByRole("tab", { name: "Overview" }, LOAD);
    const trend = screen.getByRole("tab", { name: "Sales trend" });
    expect(overview).toHaveAttribute("aria-selected", "true");
    expect(trend).toHaveAttribute("tabindex", "-1");
    overview.focus();
    await user.keyboard("{ArrowRight}");
    expect(trend).toHaveFocus();
    expect(trend).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Sales trend" })).toBeVisible();
    expect(screen.queryByRole("table", { name: "Top 5 customers" })).toBeNull();
    await user.keyboard("{ArrowRight}");
    expect(overview).toHaveFocus();
    await user.keyboard("{End}");
    expect(trend).toHaveFocus();
    await user.keyboard("{Home}");
    expect(overview).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Overview" })).toBeVisible();
  });

  it("gives the trend chart a summary and shows every day as a table on request", TEST, async () => {
    stubFetch({ "GET /v1/my_notifications": NO_NOTIFICATIONS, "GET /v1/sellers/1/analytics": () => json({ data: ANALYTICS }) });
    const user = userEvent.setup();
    await renderApp("/dashboard");
    await user.click(await screen.findByRole("tab", { name: "Sales trend" }, LOAD));
    expect(screen.getByRole("img", { name: `Orders per day from Oct 28, 2026 to Nov 26, 2026: ${ANALYTICS.period.created} orders, against 30 in the previous 30 days.` })).toBeVisible();
    expect(screen.queryByRole("table")).toBeNull();
    const toggle = screen.getByRole("button", { name: "Show as table" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const table = screen.getByRole("table", { name: /Orders and value per day/ });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(31);
    expect(rows[30]).toHaveTextContent("Nov 26, 2026");
    expect(rows[30]).toHaveTextContent("$70.00");
    expect(rows[30]).toHaveTextContent("Oct 27, 2026");
    // A day without orders: zero, not a blank.
    expect(within(rows[1]!).getAllByRole("cell")[0]).toHaveTextContent("0");
    await user.click(screen.getByRole("button", { name: "Hide the table" }));
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("is reached from home", TEST, async () => {
    stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/current-seller": () => json({ data: { id: 1, name: "Acme" } }),
      "GET /v1/current-user-group": () => json({ data: { id: 1, name: "seller-admin" } }),
      "GET /v1/sellers/1/analytics": () => json({ data: ANALYTICS }),
    });
    const user = userEvent.setup();
    await renderApp("/");
    await user.click(await screen.findByRole("link", { name: "See how your business is doing on the dashboard" }, LOAD));
    expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 }, LOAD)).toBeVisible();
  });
});
