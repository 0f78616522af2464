import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import type { SellerSettings } from "../../api/schemas/seller-settings";
import { storeSessionUser } from "../../api/session";
import { SavingIndicator } from "../../ui/saving-indicator";
import { InsurancePage } from "./insurance-page";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };

const SETTINGS: SellerSettings = {
  measurement_system: "metric",
  auto_dispatch: false,
  strict_tax_id: false,
  strict_tax_id_confirmation: null,
  insurance: { basis: "selling_price", value: 0, include_freight: false },
};

async function renderPage(group: "seller-admin" | "seller-viewer" = "seller-admin") {
  queryClient.clear();
  await activateLocale("en");
  storeSessionUser(demoSessionUser({ group }));
  render(
    <ShellProviders>
      <SavingIndicator />
      <InsurancePage />
    </ShellProviders>,
  );
  expect(screen.getByRole("heading", { level: 1, name: "Insurance" })).toBeVisible();
  return screen.findByRole("radio", { name: "Selling price" }, SLOW);
}

afterEach(() => vi.unstubAllGlobals());

describe("the insurance settings", () => {
  it("saves a fixed percentage with the freight, showing what an order would be insured for", TEST, async () => {
    const puts: Request[] = [];
    stubFetch({
      "GET /v1/seller_settings/1": () => json({ data: SETTINGS }),
      "PUT /v1/seller_settings/1": async (request) => {
        puts.push(request.clone());
        const body = (await request.json()) as Partial<SellerSettings>;
        return json({ data: { ...SETTINGS, ...body } });
      },
    });
    const sellingPrice = await renderPage();
    expect(sellingPrice).toBeChecked();
    expect(screen.getByRole("radio", { name: "No" })).toBeChecked();
    expect(screen.getByText("For example, goods sold for 100.00 with 20.00 of freight are insured for 100.00.")).toBeVisible();

    await userEvent.click(screen.getByRole("radio", { name: "Fixed percentage of the selling price" }));
    await userEvent.type(screen.getByRole("textbox", { name: /Percentage of the selling price/ }), "50");
    await userEvent.click(screen.getByRole("radio", { name: "Yes" }));
    expect(screen.getByText("For example, goods sold for 100.00 with 20.00 of freight are insured for 70.00.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Settings updated", undefined, SLOW)).toBeVisible();
    expect(screen.getByText("Saved")).toBeVisible();
    expect(await puts[0]!.json()).toEqual({ insurance: { basis: "fixed_percentage", value: 50, include_freight: true } });
    expect(puts[0]!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses a percentage over 100 before sending anything, saying why at the field", TEST, async () => {
    const { calls } = stubFetch({ "GET /v1/seller_settings/1": () => json({ data: { ...SETTINGS, insurance: { basis: "fixed_percentage", value: 10, include_freight: false } } }) });
    await renderPage();
    const value = screen.getByRole("textbox", { name: /Percentage of the selling price/ });
    expect(value).toHaveValue("10");
    await userEvent.clear(value);
    await userEvent.type(value, "120");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Can't be more than 100")).toBeVisible();
    expect(value).toHaveAccessibleDescription(/Can't be more than 100/);
    expect(calls.filter((request) => request.method === "PUT")).toHaveLength(0);
  });

  it("says when the server refuses, and the top bar does not claim saved", TEST, async () => {
    stubFetch({
      "GET /v1/seller_settings/1": () => json({ data: SETTINGS }),
      "PUT /v1/seller_settings/1": () => json({ messages: ["You are not allowed to do this."] }, 403),
    });
    await renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Could not save, try again later You are not allowed to do this.", undefined, SLOW)).toBeVisible();
    await waitFor(() => expect(screen.queryByText("Saved")).toBeNull());
  });

  it("is read-only for a viewer", TEST, async () => {
    stubFetch({ "GET /v1/seller_settings/1": () => json({ data: SETTINGS }) });
    const sellingPrice = await renderPage("seller-viewer");
    expect(sellingPrice).toBeDisabled();
    expect(screen.getByRole("radio", { name: "Yes" })).toBeDisabled();
    expect(screen.getByText("You can see these settings; only a seller admin or operator can change them.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
