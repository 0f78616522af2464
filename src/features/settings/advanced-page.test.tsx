import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import { measureQuery } from "../../api/queries/shared-queries";
import type { SellerSettings } from "../../api/schemas/seller-settings";
import { storeSessionUser } from "../../api/session";
import { SavingIndicator } from "../../ui/saving-indicator";
import { AdvancedPage } from "./advanced-page";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };

const SETTINGS: SellerSettings = {
  strict_tax_id_confirmation: null,
  measurement_system: "metric",
  auto_dispatch: false,
  strict_tax_id: false,
  insurance: { basis: "selling_price", value: 0, include_freight: false },
};

async function renderPage(group: "seller-admin" | "seller-viewer" = "seller-admin") {
  queryClient.clear();
  await activateLocale("en");
  storeSessionUser(demoSessionUser({ group, seller_id: 7 }));
  render(
    <ShellProviders>
      <SavingIndicator />
      <AdvancedPage />
    </ShellProviders>,
  );
  expect(screen.getByRole("heading", { level: 1, name: "Advanced" })).toBeVisible();
  return screen.findByRole("radio", { name: "Metric (cm, kg)" }, SLOW);
}

afterEach(() => vi.unstubAllGlobals());

describe("the advanced settings", () => {
  it("saves the measurement system and auto-dispatch for the user's seller, and refreshes the measure", TEST, async () => {
    let system: SellerSettings["measurement_system"] = "metric";
    const puts: Request[] = [];
    stubFetch({
      "GET /v1/seller_settings/7": () => json({ data: { ...SETTINGS, measurement_system: system } }),
      "PUT /v1/seller_settings/7": async (request) => {
        puts.push(request.clone());
        const body = (await request.json()) as Partial<SellerSettings>;
        system = body.measurement_system ?? system;
        return json({ data: { ...SETTINGS, ...body } });
      },
      "GET /v1/measure": () => json({ data: { measurement_system: system } }),
    });
    const metric = await renderPage();
    // Another screen has the measure cached: it must be read again after the change.
    await queryClient.fetchQuery(measureQuery(demoSessionUser().id));
    expect(metric).toBeChecked();
    expect(screen.getByRole("group", { name: "Measurement system" })).toBeVisible();
    const autoDispatch = screen.getByRole("checkbox", { name: "Dispatch orders automatically when they are created" });
    expect(autoDispatch).not.toBeChecked();

    await userEvent.click(screen.getByRole("radio", { name: "Imperial (in, lb)" }));
    await userEvent.click(autoDispatch);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Settings updated", undefined, SLOW)).toBeVisible();
    expect(screen.getByText("Saved")).toBeVisible();
    expect(await puts[0]!.json()).toEqual({ measurement_system: "imperial", auto_dispatch: true });
    expect(puts[0]!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(queryClient.getQueryData(measureQuery(demoSessionUser().id).queryKey)).toEqual({ measurement_system: "imperial" }));
    expect(queryClient.getQueryState(measureQuery(demoSessionUser().id).queryKey)?.isInvalidated).toBe(true);
  });

  it("tells a failed save and keeps the choice", TEST, async () => {
    stubFetch({
      "GET /v1/seller_settings/7": () => json({ data: SETTINGS }),
      "PUT /v1/seller_settings/7": () => json({ messages: ["Not now"] }, 409),
    });
    await renderPage();
    await userEvent.click(screen.getByRole("radio", { name: "Imperial (in, lb)" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Could not save, try again later Not now", undefined, SLOW)).toBeVisible();
    expect(screen.getByRole("radio", { name: "Imperial (in, lb)" })).toBeChecked();
  });

  it("is read-only for a viewer", TEST, async () => {
    stubFetch({ "GET /v1/seller_settings/7": () => json({ data: { ...SETTINGS, auto_dispatch: true } }) });
    const metric = await renderPage("seller-viewer");
    expect(metric).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Dispatch orders automatically when they are created" })).toBeChecked();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.getByRole("checkbox", { name: /CPF with the tax authority/ })).toBeDisabled();
  });

  it("turns the strict CPF check on only after the extra cost is confirmed in a dialog, and shows who confirmed it", TEST, async () => {
    const bodies: unknown[] = [];
    stubFetch({
      "GET /v1/seller_settings/7": () => json({ data: SETTINGS }),
      "PUT /v1/seller_settings/7": async (request) => {
        const body = (await request.json()) as Partial<SellerSettings>;
        bodies.push(body);
        return json({ data: { ...SETTINGS, ...body, strict_tax_id_confirmation: { by: "Ana Admin", at: "2026-11-27T00:30:00.000Z" } } });
      },
    });
    await renderPage();
    const strict = screen.getByRole("checkbox", { name: "Check each Brazilian receiver's CPF with the tax authority (may cost extra)" });
    await userEvent.click(strict);
    const dialog = await screen.findByRole("dialog", { name: "Turn on the strict CPF check?" }, SLOW);
    expect(dialog).toHaveTextContent("Each check may be charged to your account.");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(strict).not.toBeChecked();

    await userEvent.click(strict);
    await userEvent.click(await screen.findByRole("button", { name: "Confirm the extra cost" }, SLOW));
    expect(strict).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/Extra cost confirmed by Ana Admin/, undefined, SLOW)).toBeVisible();
    expect(bodies).toEqual([{ measurement_system: "metric", auto_dispatch: false, strict_tax_id: true, strict_tax_id_cost_confirmed: true }]);
  });
});
