import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../../tests/setup/fetch-stub";
import { renderApp } from "../../../../tests/setup/render-app";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import { SETTINGS } from "../../../../tests/fixtures/billing";
import { billingStubs } from "../../../../tests/setup/billing-stubs";
import { clearSessionUser, storeSessionUser } from "../../../api/session";

const LOAD = { timeout: 15_000 };
const TEST = { timeout: 60_000 };
const NO_NOTIFICATIONS = { "GET /v1/my_notifications": () => json({ data: { elements: [], count: 0, ids: [] } }) };
const SETTING_PATH = "PUT /v1/sellers/1/seller_account_setting";

async function openSettings(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: `Settings of ${name}` }, LOAD));
  return { user, dialog: await screen.findByRole("dialog", { name: `Settings of ${name}` }) };
}

describe("a category's Settings", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionUser();
  });

  describe("for the seller's admin", () => {
    beforeEach(() => storeSessionUser(demoSessionUser()));

    it("shows the setting, refuses a bad limit or charge day on the device, and saves method, active, limit, day, frequency and fixed", TEST, async () => {
      const { calls } = stubFetch({ ...NO_NOTIFICATIONS, ...billingStubs({ [SETTING_PATH]: () => json({ data: SETTINGS[1] }) }) });
      await renderApp("/billing");
      const { user, dialog } = await openSettings("Duties and taxes");
      expect(within(dialog).getByRole("radio", { name: "Post-paid" })).toBeChecked();
      expect(within(dialog).getByText("This service is blocked by the platform.")).toBeVisible();
      const limit = within(dialog).getByRole("textbox", { name: "Limit (R$)" });
      expect(limit).toHaveValue("500.00");
      const day = within(dialog).getByRole("textbox", { name: "Charge day" });
      expect(day).toHaveValue("5");

      await user.clear(limit);
      await user.type(limit, "12.345");
      await user.clear(day);
      await user.type(day, "31");
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      expect(limit).toHaveAccessibleDescription(/Use at most two decimals/);
      expect(day).toHaveAccessibleDescription("Choose a day from 1 to 28");
      expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);

      await user.clear(limit);
      await user.type(limit, "1,250.5");
      await user.clear(day);
      await user.type(day, "10");
      await user.click(within(dialog).getByRole("radio", { name: "Pre-paid" }));
      await user.click(within(dialog).getByRole("checkbox", { name: "Active" }));
      await user.selectOptions(within(dialog).getByRole("combobox", { name: "Frequency" }), "Weekly");
      await user.click(within(dialog).getByRole("checkbox", { name: "Fixed" }));
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      const put = calls.find((call) => call.method === "PUT");
      expect(await put?.json()).toEqual({
        category_id: 2,
        method: "prepaid",
        is_active: false,
        limit: 1250.5,
        charge_day: 10,
        charge_frequency: "weekly",
        is_fixed: true,
        custom_fields: {},
        seller_id: 1,
      });
    });

    it("sends an empty limit as no limit", TEST, async () => {
      const { calls } = stubFetch({ ...NO_NOTIFICATIONS, ...billingStubs({ [SETTING_PATH]: () => json({ data: SETTINGS[1] }) }) });
      await renderApp("/billing");
      const { user, dialog } = await openSettings("Duties and taxes");
      await user.clear(within(dialog).getByRole("textbox", { name: "Limit (R$)" }));
      await user.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
      expect(await calls.find((call) => call.method === "PUT")!.json()).toMatchObject({ limit: null });
    });
  });

  it("is read-only for anyone but the admin", TEST, async () => {
    storeSessionUser(demoSessionUser({ group: "seller-operation", name: "Otto Operation", id: 2 }));
    stubFetch({ ...NO_NOTIFICATIONS, ...billingStubs() });
    await renderApp("/billing");
    const { dialog } = await openSettings("Freight");
    expect(within(dialog).getByText("Only your company's administrator can change these settings.")).toBeVisible();
    expect(within(dialog).getByRole("textbox", { name: "Limit (R$)" })).toBeDisabled();
    expect(within(dialog).queryByRole("button", { name: "Save" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeVisible();
  });
});
