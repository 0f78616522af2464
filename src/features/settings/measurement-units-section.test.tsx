import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import type { SellerSettings } from "../../api/schemas/seller-settings";
import { storeSessionUser } from "../../api/session";
import { SavingIndicator } from "../../ui/saving-indicator";
import { MeasurementUnitsSection } from "./measurement-units-section";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };

const SETTINGS: SellerSettings = { measurement_system: "metric", auto_dispatch: false, strict_tax_id: false, strict_tax_id_confirmation: null, insurance: { basis: "selling_price", value: 0, include_freight: false } };

async function renderSection(group: "seller-admin" | "seller-viewer" = "seller-admin") {
  queryClient.clear();
  await activateLocale("en");
  storeSessionUser(demoSessionUser({ group }));
  render(
    <ShellProviders>
      <SavingIndicator />
      <MeasurementUnitsSection />
    </ShellProviders>,
  );
  const metric = await screen.findByRole("radio", { name: "Metric (cm, kg)" }, SLOW);
  await waitFor(() => expect(metric).toBeChecked());
  return metric;
}

afterEach(() => vi.unstubAllGlobals());

describe("the accessibility page's measurement units", () => {
  it("saves the units the moment they are chosen, and GET /v1/measure is asked again", TEST, async () => {
    let system: SellerSettings["measurement_system"] = "metric";
    const puts: unknown[] = [];
    const { calls } = stubFetch({
      "GET /v1/measure": () => json({ data: { measurement_system: system } }),
      "PUT /v1/seller_settings/1": async (request) => {
        const body = (await request.json()) as Partial<SellerSettings>;
        puts.push(body);
        system = body.measurement_system ?? system;
        return json({ data: { ...SETTINGS, measurement_system: system } });
      },
    });
    await renderSection();
    expect(screen.getByRole("group", { name: "Measurement units" })).toBeVisible();
    await userEvent.click(screen.getByRole("radio", { name: "Imperial (in, lb)" }));
    expect(await screen.findByText("Saved", undefined, SLOW)).toBeVisible();
    expect(puts).toEqual([{ measurement_system: "imperial" }]);
    expect(screen.getByRole("radio", { name: "Imperial (in, lb)" })).toBeChecked();
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith("/v1/measure"))).toHaveLength(2));
  });

  it("shows the stored units again when the server refuses", TEST, async () => {
    stubFetch({
      "GET /v1/measure": () => json({ data: { measurement_system: "metric" } }),
      "PUT /v1/seller_settings/1": () => json({ messages: ["You are not allowed to do this."] }, 403),
    });
    const metric = await renderSection();
    await userEvent.click(screen.getByRole("radio", { name: "Imperial (in, lb)" }));
    expect(await screen.findByText("Could not save, try again later You are not allowed to do this.", undefined, SLOW)).toBeVisible();
    await waitFor(() => expect(metric).toBeChecked());
  });

  it("is read-only for a viewer", TEST, async () => {
    stubFetch({ "GET /v1/measure": () => json({ data: { measurement_system: "metric" } }) });
    const metric = await renderSection("seller-viewer");
    expect(metric).toBeDisabled();
    expect(screen.getByRole("radio", { name: "Imperial (in, lb)" })).toBeDisabled();
  });
});
