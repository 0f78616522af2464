import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../../tests/setup/fetch-stub";
import { renderApp } from "../../../../tests/setup/render-app";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import { accountEvent, invoice } from "../../../../tests/fixtures/billing";
import { billingStubs, eventPage } from "../../../../tests/setup/billing-stubs";
import { clearSessionUser, storeSessionUser } from "../../../api/session";
import { NEGATIVE_COLOR, POSITIVE_COLOR } from "../styles";

const LOAD = { timeout: 15_000 };
const TEST = { timeout: 60_000 };
const NO_NOTIFICATIONS = { "GET /v1/my_notifications": () => json({ data: { elements: [], count: 0, ids: [] } }) };
const EVENTS_PATH = "GET /v1/sellers/1/seller_account_events";

const lastQuery = (calls: Request[], path: string) => new URL(calls.filter((call) => new URL(call.url).pathname === path).at(-1)!.url).searchParams;

describe("/billing's Credits and Invoices tabs", () => {
  beforeEach(() => storeSessionUser(demoSessionUser()));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionUser();
  });

  it("lists the events with a sign as well as a colour, filters them by method and category, and pages by 15", TEST, async () => {
    const events = [
      accountEvent(1, { value: 50, description: "<b>Top up</b>" }),
      accountEvent(2, { event_type: "service", value: -12.3, service: "Order NB-1", description: "Freight of order NB-1" }),
    ];
    const { calls } = stubFetch({ ...NO_NOTIFICATIONS, ...billingStubs({ [EVENTS_PATH]: () => eventPage(events, 31) }) });
    const { router } = await renderApp("/billing?tab=credits");
    const table = await screen.findByRole("table", { name: "Events" }, LOAD);
    const [, credit, service] = within(table).getAllByRole("row");
    const plus = within(credit!).getByText("+R$50.00");
    const minus = within(service!).getByText("−R$12.30");
    expect(plus).toHaveStyle({ color: POSITIVE_COLOR });
    expect(minus).toHaveStyle({ color: NEGATIVE_COLOR });
    // User text stays text.
    expect(within(credit!).getByText("<b>Top up</b>")).toBeVisible();
    expect(within(service!).getByText("Order NB-1")).toBeVisible();
    expect(lastQuery(calls, "/v1/sellers/1/seller_account_events").get("limit")).toBe("15");

    // 31 events: three pages of 15.
    const pages = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pages).getByText("Page 1 of 3")).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(pages).getByRole("link", { name: "Page 2" }));
    await waitFor(() => expect(lastQuery(calls, "/v1/sellers/1/seller_account_events").get("offset")).toBe("15"));
    expect(router.state.location.search).toBe("?tab=credits&page=2");

    const filters = screen.getByRole("form", { name: "Filters" });
    await user.selectOptions(within(filters).getByRole("combobox", { name: "Method" }), "Post-paid");
    await user.selectOptions(within(filters).getByRole("combobox", { name: "Category" }), "SMS");
    await waitFor(() => {
      const query = lastQuery(calls, "/v1/sellers/1/seller_account_events");
      expect([query.get("method"), query.get("category_id"), query.get("offset")]).toEqual(["postpaid", "3", "0"]);
    });
    expect(router.state.location.search).toBe("?tab=credits&method=postpaid&category=3");
  });

  it("says so when no event matches the filters", TEST, async () => {
    stubFetch({ ...NO_NOTIFICATIONS, ...billingStubs({ [EVENTS_PATH]: () => eventPage([]) }) });
    await renderApp("/billing?tab=credits&method=prepaid");
    expect(await screen.findByText("No events match these filters.", {}, LOAD)).toBeVisible();
  });

  it("shows each invoice Paid or Not paid in words, filtered by method", TEST, async () => {
    const { calls } = stubFetch({
      ...NO_NOTIFICATIONS,
      ...billingStubs({ "GET /v1/seller_account_invoices/1/invoices": () => json({ data: { seller_account_invoices: [invoice(1), invoice(2, { paid: false, value: 99.9 })], count: 2 } }) }),
    });
    await renderApp("/billing?tab=invoices");
    const table = await screen.findByRole("table", { name: "Invoices" }, LOAD);
    const [, paid, unpaid] = within(table).getAllByRole("row");
    expect(within(paid!).getByText("Paid")).toBeVisible();
    expect(within(paid!).getByText("R$250.40")).toBeVisible();
    expect(within(unpaid!).getByText("Not paid")).toBeVisible();
    expect(within(unpaid!).getByText("Oct 1, 2026 to Oct 31, 2026")).toBeVisible();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole("combobox", { name: "Method" }), "Pre-paid");
    await waitFor(() => expect(lastQuery(calls, "/v1/seller_account_invoices/1/invoices").get("method")).toBe("prepaid"));
  });
});

describe("/user_balance", () => {
  beforeEach(() => storeSessionUser(demoSessionUser()));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionUser();
  });

  it("shows the statement over the server's range and asks for the range chosen; an end before the start is said, not sent", TEST, async () => {
    const { calls } = stubFetch({ ...NO_NOTIFICATIONS, ...billingStubs({ "GET /v1/seller_account_events": () => eventPage([accountEvent(1, { description: "Credit added by Ana Admin" })]) }) });
    const { router } = await renderApp("/user_balance");
    const table = await screen.findByRole("table", { name: "Statement" }, LOAD);
    for (const heading of ["Category", "Type", "Event", "Method", "Value", "Description", "Created at"]) expect(within(table).getByRole("columnheader", { name: heading })).toBeVisible();
    expect(within(table).getByText("Credit added by Ana Admin")).toBeVisible();
    const from = screen.getByLabelText("From");
    const to = screen.getByLabelText("To");
    expect(from).toHaveValue("2026-08-28");
    expect(to).toHaveValue("2026-11-26");

    const user = userEvent.setup();
    await user.clear(from);
    await user.type(from, "2026-11-10");
    await user.clear(to);
    await user.type(to, "2026-11-01");
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByRole("alert")).toHaveTextContent("The end comes before the start.");
    await user.clear(to);
    await user.type(to, "2026-11-20");
    await user.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => {
      const query = lastQuery(calls, "/v1/seller_account_events");
      expect([query.get("start_date"), query.get("end_date")]).toEqual(["2026-11-10", "2026-11-20"]);
    });
    expect(router.state.location.search).toBe("?start_date=2026-11-10&end_date=2026-11-20");
  });
});
