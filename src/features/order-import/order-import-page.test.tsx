import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import { storeSessionUser } from "../../api/session";
import { OrderImportPage } from "./order-import-page";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };
const EMPTY_LIST = { data: { elements: [], count: 0, ids: [] } };

function stubContext(addresses: unknown[]) {
  stubFetch({
    "GET /v1/measure": () => json({ data: { measurement_system: "metric" } }),
    "GET /v1/contracts": () => json(EMPTY_LIST),
    "GET /v1/sales_channels": () => json(EMPTY_LIST),
    "GET /v1/shipping_rules": () => json(EMPTY_LIST),
    "GET /v1/seller_settings/1": () => json({ messages: ["Not now"] }, 503),
    "GET /v1/sellers/1/addresses": () => json({ data: addresses }),
  });
}

async function renderPage() {
  queryClient.clear();
  await activateLocale("en");
  storeSessionUser(demoSessionUser());
  render(
    <ShellProviders>
      <MemoryRouter>
        <OrderImportPage />
      </MemoryRouter>
    </ShellProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the import page without a default sender", () => {
  it("says so before a file is chosen, as a link to /company where the default address is set", TEST, async () => {
    stubContext([]);
    await renderPage();
    const link = await screen.findByRole("link", { name: "Set a default sender before importing orders" }, SLOW);
    expect(link).toHaveAttribute("href", "/company");
  });

  it("says nothing of it when the seller has a default address", TEST, async () => {
    stubContext([{ id: 1, label: "Shenzhen", name: "Lumen", email: "a@b.example", phone: "+86 138 0013 8000", country: "CN", postal_code: "518000", state: "Guangdong", city: "Shenzhen", address: "Keyuan Road", number: "88", complement: null, tax_number: null, tax_number_is_cpf: false, website: null, is_default: true }]);
    await renderPage();
    // The file field opens once the context (the default address among it) is read.
    await waitFor(() => expect(screen.getByLabelText("CSV file")).toBeEnabled(), SLOW);
    expect(screen.queryByRole("link", { name: "Set a default sender before importing orders" })).toBeNull();
  });
});
