import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../tests/setup/test-providers";
import { accountQueries, measureQuery, useMeasurementSystem } from "../api/queries/shared-queries";
import { DEFAULT_PRINTING_SETTINGS } from "../api/schemas/documents";
import type { SellerSettings } from "../api/schemas/seller-settings";
import { storeSessionUser } from "../api/session";
import type { MeasurementSystem } from "../domain/measurement";
import { db } from "../offline/db";
import { meQueries } from "../features/dashboard/queries";
import { validDraft } from "../features/order-create/wizard/steps-testing";
import { useWizardContext } from "../features/order-create/wizard/use-wizard-context";
import { AdvancedPage } from "../features/settings/advanced-page";

/**
 * The resources several screens read (src/api/queries) have one query each: what one screen
 * saves is what every other shows at once, not after its own cache expires (issue 15).
 */

const TEST = { timeout: 30_000 };
const SLOW = { timeout: 10_000 };
const USER = demoSessionUser({ id: 4, seller_id: 1 });
const list = <T,>(elements: T[]) => json({ data: { elements, count: elements.length, ids: [] } });
const SETTINGS: SellerSettings = {
  strict_tax_id_confirmation: null,
  measurement_system: "metric",
  auto_dispatch: false,
  strict_tax_id: false,
  insurance: { basis: "selling_price", value: 0, include_freight: false },
};

function stubServer() {
  let settings = SETTINGS;
  stubFetch({
    "GET /v1/measure": () => json({ data: { measurement_system: settings.measurement_system } }),
    "GET /v1/seller_settings/1": () => json({ data: settings }),
    "PUT /v1/seller_settings/1": async (request) => {
      settings = { ...settings, ...((await request.json()) as Partial<SellerSettings>) };
      return json({ data: settings });
    },
    "GET /v1/contracts": () => list([]),
    "GET /v1/sales_channels": () => list([]),
    "GET /v1/shipping_rules": () => list([]),
    "GET /v1/printings": () => json({ data: DEFAULT_PRINTING_SETTINGS }),
    "GET /v1/box_templates": () => list([]),
    "GET /v1/product_templates": () => list([]),
    "POST /v1/hs_codes/document_needed": () => json({ data: [] }),
  });
}

const renderWizardContext = () => renderHook(() => useWizardContext(validDraft()), { wrapper: ShellProviders });
const cachedSystem = () => queryClient.getQueryData(measureQuery(USER.id).queryKey)?.measurement_system;

beforeEach(async () => {
  queryClient.clear();
  storeSessionUser(USER);
  await activateLocale("en");
  await Promise.all([db.meta.clear(), db.boxTemplates.clear(), db.productTemplates.clear()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("queries shared by several screens", () => {
  it("a measurement system saved in /settings/advanced is the wizard's and the quotes' at once", TEST, async () => {
    stubServer();
    // The wizard was opened first: its measure and seller settings are cached and still fresh.
    const before = renderWizardContext();
    await waitFor(() => expect(before.result.current.sellerSettings?.auto_dispatch).toBe(false), SLOW);
    expect(cachedSystem()).toBe<MeasurementSystem>("metric");
    before.unmount();

    const page = render(
      <ShellProviders>
        <AdvancedPage />
      </ShellProviders>,
    );
    await userEvent.click(await screen.findByRole("radio", { name: "Imperial (in, lb)" }, SLOW));
    await userEvent.click(screen.getByRole("checkbox", { name: "Dispatch orders automatically when they are created" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings updated", undefined, SLOW)).toBeVisible();
    page.unmount();

    // Back in the wizard: its very first render has the new system and settings, no refetch needed.
    const after = renderWizardContext();
    expect(after.result.current.measurement).toBe<MeasurementSystem>("imperial");
    expect(after.result.current.sellerSettings?.auto_dispatch).toBe(true);
    // The quotes (and orders, templates) read the same query.
    const quotes = renderHook(() => useMeasurementSystem(), { wrapper: ShellProviders });
    expect(quotes.result.current).toBe<MeasurementSystem>("imperial");
  });

  it("gives each user their own measure: another user on the device does not read it", () => {
    expect(measureQuery(1).queryKey).not.toEqual(measureQuery(2).queryKey);
  });

  it("has the home page read the seller's profile under the key quotes and the wizard use", () => {
    expect(meQueries.seller()).toEqual(accountQueries.currentSeller().queryKey);
  });
});
