import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import type { BoxTemplate, ProductTemplate } from "../../api/schemas/templates";
import { clearSessionUser, storeSessionUser } from "../../api/session";
import { db } from "../../offline/db";
import { clearOfflineTables, testSender } from "../../offline/testing";
import { BoxesProductsPage } from "./boxes-products-page";

// The page holds the "Import products" field; its own tests are in products-import-field.test.tsx.
const { importProducts } = vi.hoisted(() => ({ importProducts: vi.fn() }));
vi.mock("../../api/calls/product-import", () => ({ importProducts }));

const LOAD = { timeout: 10_000 };
const TEST_TIMEOUT = 60_000;
const UPDATED = "2024-06-01T10:00:00.000Z";

const serverBox = (overrides: Partial<BoxTemplate> = {}): BoxTemplate => ({
  id: 11,
  name: "Shoe box",
  length: 30,
  width: 20,
  height: 12,
  empty_weight: 0.3,
  weight: null,
  harmful_products: false,
  auto_select: false,
  updated_at: UPDATED,
  ...overrides,
});
const serverProduct = (overrides: Partial<ProductTemplate> = {}): ProductTemplate => ({
  id: 21,
  sku: "CASE-1",
  name: "Phone case",
  description: null,
  category: "accessory (no battery)",
  hs_code: "392690",
  origin_country: "CN",
  unit_price: 9.9,
  unit_weight: 0.05,
  updated_at: UPDATED,
  ...overrides,
});
const page = <T,>(elements: T[]) => json({ data: { elements, count: elements.length, ids: [] } });

function stubServer({ system = "metric", boxes = [serverBox()], products = [serverProduct()] }: { system?: string; boxes?: BoxTemplate[]; products?: ProductTemplate[] } = {}) {
  return stubFetch({
    "GET /v1/measure": () => json({ data: { measurement_system: system } }),
    "GET /v1/box_templates": () => page(boxes),
    "GET /v1/product_templates": () => page(products),
  });
}

async function renderPage() {
  await activateLocale("en");
  // The page opens a product import's log (/products/import/{id)) when the import starts.
  render(
    <ShellProviders>
      <MemoryRouter initialEntries={["/settings/boxes-products"]}>
        <Routes>
          <Route path="/settings/boxes-products" element={<BoxesProductsPage />} />
          <Route path="/products/import/:id" element={<p>The import's log</p>} />
        </Routes>
      </MemoryRouter>
    </ShellProviders>,
  );
  await screen.findByRole("heading", { level: 1, name: "Boxes and products" }, LOAD);
}

const boxSection = () => screen.getByRole("region", { name: "Box templates" });
const productSection = () => screen.getByRole("region", { name: "Product templates" });

describe("/settings/boxes-products", () => {
  beforeEach(async () => {
    queryClient.clear();
    await clearOfflineTables();
    await Promise.all([db.boxTemplates.clear(), db.productTemplates.clear()]);
    storeSessionUser(demoSessionUser());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearSessionUser();
  });

  it(
    "lists the server's templates and adds a box template, pending until the outbox sends it",
    async () => {
      const user = userEvent.setup();
      stubServer();
      await renderPage();
      expect(await within(boxSection()).findByText("Shoe box", {}, LOAD)).toBeInTheDocument();
      expect(within(boxSection()).getByText(/30 × 20 × 12 cm/)).toBeInTheDocument();
      expect(within(productSection()).getByText("CASE-1 · Phone case")).toBeInTheDocument();

      await user.click(within(boxSection()).getByRole("button", { name: "Add box template" }));
      const form = within(boxSection()).getByRole("form", { name: "New box template" });
      await user.click(within(form).getByRole("button", { name: "Save box template" }));
      expect(within(form).getAllByText("Can't be blank").length).toBeGreaterThan(0);

      await user.type(within(form).getByLabelText(/^Name/), "Small box");
      await user.type(within(form).getByLabelText(/^Length \(cm\)/), "20");
      await user.type(within(form).getByLabelText(/^Width \(cm\)/), "15,5");
      await user.type(within(form).getByLabelText(/^Height \(cm\)/), "10");
      await user.type(within(form).getByLabelText(/^Empty weight \(kg\)/), "0.2");
      await user.click(within(form).getByRole("button", { name: "Save box template" }));

      const row = (await within(boxSection()).findByText("Small box", {}, LOAD)).closest("li")!;
      expect(within(row).getByText("Pending sync")).toBeInTheDocument();
      expect(within(row).getByText(/20 × 15.5 × 10 cm/)).toBeInTheDocument();
      const [op] = await db.outbox.toArray();
      expect(op).toMatchObject({ kind: "template-save", body: { name: "Small box", length: 20, width: 15.5, height: 10, empty_weight: 0.2, weight: null } });

      const { calls } = stubFetch({ "POST /v1/box_templates": async (request) => json({ data: { id: 12, ...((await request.json()) as object), updated_at: UPDATED } }, 201) });
      await testSender().sender.drain();
      expect(calls).toHaveLength(1);
      await waitFor(() => expect(within(row).queryByText("Pending sync")).not.toBeInTheDocument(), LOAD);
    },
    TEST_TIMEOUT,
  );

  it(
    "edits a product template with the domain's checks, and shows a refusal",
    async () => {
      const user = userEvent.setup();
      stubServer();
      await renderPage();
      await user.click(await within(productSection()).findByRole("button", { name: "Edit product template CASE-1" }, LOAD));
      const form = within(productSection()).getByRole("form", { name: "Edit product template CASE-1" });
      expect(within(form).getByLabelText(/^Product name/)).toHaveValue("Phone case");

      await user.clear(within(form).getByLabelText(/^HS code/));
      await user.type(within(form).getByLabelText(/^HS code/), "12345");
      await user.clear(within(form).getByLabelText(/^Unit price/));
      await user.type(within(form).getByLabelText(/^Unit price/), "0");
      await user.click(within(form).getByRole("button", { name: "Save changes" }));
      expect(within(form).getByText("The HS code has 6 or 8 digits")).toBeInTheDocument();
      expect(within(form).getByText("must be greater than 0.01")).toBeInTheDocument();

      await user.clear(within(form).getByLabelText(/^HS code/));
      await user.type(within(form).getByLabelText(/^HS code/), "3926.90.00");
      await user.clear(within(form).getByLabelText(/^Unit price/));
      await user.type(within(form).getByLabelText(/^Unit price/), "12.5");
      await user.selectOptions(within(form).getByLabelText("Category"), "Mobile phones");
      await user.click(within(form).getByRole("button", { name: "Save changes" }));

      await waitFor(() => expect(within(productSection()).queryByRole("form")).not.toBeInTheDocument(), LOAD);
      const [op] = await db.outbox.toArray();
      expect(op).toMatchObject({ kind: "template-save", path: "product_templates/21", body: { hs_code: "39269000", unit_price: 12.5, category: "mobile phone" } });

      stubFetch({ "PUT /v1/product_templates/21": () => json({ messages: ["SKU has already been taken"] }, 422) });
      await testSender().sender.drain();
      expect(await within(productSection()).findByText("Not saved: SKU has already been taken", {}, LOAD)).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    "asks before deleting, in the user's units, and removes the template",
    async () => {
      const user = userEvent.setup();
      stubServer({ system: "imperial", boxes: [serverBox({ length: 25.4, width: 12.7, height: 5.08 })] });
      await renderPage();
      expect(await within(boxSection()).findByText(/10 × 5 × 2 in/, {}, LOAD)).toBeInTheDocument();

      await user.click(within(boxSection()).getByRole("button", { name: "Delete box template Shoe box" }));
      const dialog = await screen.findByRole("dialog", { name: "Delete box template Shoe box?" }, LOAD);
      await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
      expect(within(boxSection()).getByText("Shoe box")).toBeInTheDocument();

      await user.click(within(boxSection()).getByRole("button", { name: "Delete box template Shoe box" }));
      await user.click(within(await screen.findByRole("dialog", {}, LOAD)).getByRole("button", { name: "Delete" }));
      await waitFor(() => expect(within(boxSection()).queryByText("Shoe box")).not.toBeInTheDocument(), LOAD);
      expect(await db.outbox.toArray()).toMatchObject([{ kind: "template-delete", path: "box_templates/11" }]);
    },
    TEST_TIMEOUT,
  );

  it(
    "works offline from the device's copy",
    async () => {
      const user = userEvent.setup();
      vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
      await db.productTemplates.put({ ...serverProduct(), localId: "p1", serverId: 21, sellerId: 1, sync: "synced", updatedAt: UPDATED });
      stubFetch({ "GET /v1/measure": () => Promise.reject(new TypeError("Failed to fetch")) });
      await renderPage();
      expect(screen.getByText(/You are offline/)).toBeInTheDocument();
      expect(await within(productSection()).findByText("CASE-1 · Phone case", {}, LOAD)).toBeInTheDocument();

      await user.click(within(productSection()).getByRole("button", { name: "Add product template" }));
      const form = within(productSection()).getByRole("form", { name: "New product template" });
      await user.type(within(form).getByLabelText(/^SKU/), "CABLE-2");
      await user.type(within(form).getByLabelText(/^Product name/), "USB cable");
      await user.selectOptions(within(form).getByLabelText("Category"), "Others");
      await user.selectOptions(within(form).getByLabelText("Origin country"), "China");
      await user.type(within(form).getByLabelText(/^Unit price/), "3");
      await user.type(within(form).getByLabelText(/^Unit weight \(kg\)/), "0.02");
      await user.click(within(form).getByRole("button", { name: "Save product template" }));
      const row = (await within(productSection()).findByText("CABLE-2 · USB cable", {}, LOAD)).closest("li")!;
      expect(within(row).getByText("Pending sync")).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    "is read-only for a viewer",
    async () => {
      storeSessionUser(demoSessionUser({ group: "seller-viewer" }));
      stubServer();
      await renderPage();
      expect(await within(boxSection()).findByText("Shoe box", {}, LOAD)).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /Add|Edit|Delete/ })).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/^Import products/)).not.toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );
});
