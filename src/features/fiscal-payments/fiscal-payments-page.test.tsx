import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { renderApp } from "../../../tests/setup/render-app";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import type { FiscalPayment } from "../../api/schemas/fiscal-payments";
import { clearSessionUser, storeSessionUser } from "../../api/session";

const LOAD = { timeout: 15_000 };
const TEST = { timeout: 60_000 };
const NO_NOTIFICATIONS = () => json({ data: { elements: [], count: 0, ids: [] } });

const LINE = "856000000056027000000000000000000000000000000017";
const SLIP: FiscalPayment = {
  id: 1,
  reference_number: "FP-2026001",
  barcode: LINE,
  authentication: null,
  status: "error",
  payment_type: "fine711",
  value: 1250,
  parsed_value: 1205,
  fiscal_parcel_id: "PAR-81001",
  payment_date: null,
  payment_time: null,
  created_at: "2026-11-20T10:00:00.000Z",
  dir_number: "26/1800137-1",
  dir_date: "2026-11-18",
  customer_name: "<b>Ana</b> Souza",
  customer_cpf: "529.982.247-25",
  customer_cep: "01310-100",
  customer_state: "SP",
  tracking_number: "NB100000001BR",
  products_description: "Smartwatch",
  seller_id: 1,
  master_number: null,
  courier_name: null,
  courier_cnpj: null,
  control_number: null,
  messages: ["The slip is past its due date."],
};
const page = (elements: FiscalPayment[], count = elements.length) => json({ data: { elements, count, ids: elements.map((e) => e.id) } });

describe("/orders/fiscal_payments", () => {
  beforeEach(() => storeSessionUser(demoSessionUser()));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionUser();
  });

  it("shows a slip's status, messages, values and its line in blocks; user text stays text", TEST, async () => {
    stubFetch({ "GET /v1/my_notifications": NO_NOTIFICATIONS, "GET /v1/fiscal_payments": () => page([SLIP]) });
    await renderApp("/orders/fiscal_payments");
    const table = await screen.findByRole("table", { name: "Fiscal payments" }, LOAD);
    const row = within(table).getAllByRole("row")[1]!;
    expect(within(row).getByText("Error")).toBeVisible();
    expect(within(row).getByText("Fine 711")).toBeVisible();
    expect(within(row).getByText("The slip is past its due date.")).toBeVisible();
    expect(within(row).getByText("R$1,250.00")).toBeVisible();
    expect(within(row).getByText("Read from the slip: R$1,205.00")).toBeVisible();
    expect(within(row).getByText("85600000005-6")).toBeVisible();
    // The DIR date is a calendar day, whatever the visitor's time zone.
    expect(within(row).getByText("Nov 18, 2026")).toBeVisible();
    expect(within(row).getByText("<b>Ana</b> Souza")).toBeVisible();
  });

  it("says when the browser refuses the clipboard, so the user copies the line by hand", TEST, async () => {
    const user = userEvent.setup();
    stubFetch({ "GET /v1/my_notifications": NO_NOTIFICATIONS, "GET /v1/fiscal_payments": () => page([SLIP]) });
    await renderApp("/orders/fiscal_payments");
    await screen.findByRole("table", { name: "Fiscal payments" }, LOAD);
    Object.defineProperty(navigator, "clipboard", { value: { writeText: vi.fn(() => Promise.reject(new Error("denied"))) }, configurable: true });
    await user.click(screen.getByRole("button", { name: "Copy barcode of FP-2026001" }));
    expect(await screen.findByText("Could not copy. Select the line and copy it by hand.")).toBeVisible();
  });

  it("sends the ranges typed the user's way, says when nothing matches, and shows the server's refusal", TEST, async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      "GET /v1/fiscal_payments": (request) =>
        new URL(request.url).searchParams.has("end_dir_date") ? json({ messages: [{ end_dir_date: ["Must not be before the start of the range"] }] }, 422) : page([]),
    });
    const { router } = await renderApp("/orders/fiscal_payments");
    expect(await screen.findByText("There are no fiscal payments yet.", {}, LOAD)).toBeVisible();
    // The form is rebuilt from the address after each filter: find the boxes again each time.
    const value = () => screen.getByRole("group", { name: "Value (R$)" });
    await user.type(within(value()).getByLabelText("From"), "1,000.50");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    await waitFor(() => expect(calls.some((call) => call.url.includes("start_value=1000.50"))).toBe(true), LOAD);
    expect(await screen.findByText("No fiscal payments match these filters.", {}, LOAD)).toBeVisible();
    expect(router.state.location.search).toBe("?start_value=1%2C000.50");

    // A backwards range is named on the device, in the user's language, and nothing is sent.
    // Only the list's calls: the top bar asks for notifications on its own schedule.
    const listCalls = () => calls.filter((call) => call.url.includes("/v1/fiscal_payments")).length;
    const sent = listCalls();
    await user.type(within(value()).getByLabelText("To"), "900");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    expect(within(value()).getByRole("alert")).toHaveTextContent("The end comes before the start.");
    expect(listCalls()).toBe(sent);

    // What the server refuses all the same is shown, not an empty list.
    await user.clear(within(value()).getByLabelText("To"));
    const dir = screen.getByRole("group", { name: "DIR date" });
    await user.type(within(dir).getByLabelText("To"), "2026-01-01");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    expect(await screen.findByText(/Must not be before the start of the range/, {}, LOAD)).toBeVisible();
  });
});
