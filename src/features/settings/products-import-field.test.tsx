import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import { ApiError } from "../../api/errors";
import { JOB_MESSAGES } from "../../api/schemas/jobs";
import { ProductsImportField } from "./products-import-field";

// The upload itself (multipart through fetch) is the server's and the end-to-end test's to show:
// jsdom's File does not cross into a stubbed fetch whole. This file has the field to itself, apart
// from the boxes and products page's tests, whose offline test leaves an outbox and timers behind.
const { importProducts } = vi.hoisted(() => ({ importProducts: vi.fn() }));
vi.mock("../../api/calls/product-import", () => ({ importProducts }));
const QUEUED_IMPORT = {
  id: "00000000-0000-4000-8000-00000000000b",
  kind: "products-import",
  state: "queued",
  progress: { done: 0, total: 2 },
  user_id: 1,
  created_at: "2024-06-01T10:00:00.000Z",
  started_at: null,
  finished_at: null,
  expires_at: null,
  error: null,
  file: null,
  details: { file_name: "catalogue.csv", rows: 2, created: 0, updated: 0, rejected: 0 },
};
const LOAD = { timeout: 10_000 };

async function renderField() {
  await activateLocale("en");
  // The field opens a product import's log (/products/import/{id}) when the import starts.
  render(
    <ShellProviders>
      <MemoryRouter initialEntries={["/settings/boxes-products"]}>
        <Routes>
          <Route path="/settings/boxes-products" element={<ProductsImportField />} />
          <Route path="/products/import/:id" element={<p>The import's log</p>} />
        </Routes>
      </MemoryRouter>
    </ShellProviders>,
  );
  return screen.findByLabelText(/^Import products/, {}, LOAD);
}

describe("Import products", () => {
  beforeEach(() => {
    queryClient.clear();
    importProducts.mockReset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("sends a products file at once and opens the import's log", async () => {
    const user = userEvent.setup();
    importProducts.mockResolvedValueOnce({ ...QUEUED_IMPORT });
    await user.upload(await renderField(), new File(["sku,name\n"], "catalogue.csv", { type: "text/csv" }));
    expect(await screen.findByText("The import's log", {}, LOAD)).toBeInTheDocument();
    expect(importProducts).toHaveBeenCalledWith(expect.objectContaining({ name: "catalogue.csv" }), expect.any(String));
  });

  it("shows why a file was refused, in the user's words", async () => {
    const user = userEvent.setup();
    const problems = [{ line: 1, column: "unit_price", code: "missing_column", params: { column: "unit_price" }, message: "The column unit_price is missing" }];
    importProducts.mockRejectedValueOnce(new ApiError("http", 422, ["Failed to import file", "The column unit_price is missing"], { messages: [], problems }));
    const field = await renderField();
    await user.upload(field, new File(["sku,name\n"], "catalogue.csv", { type: "text/csv" }));
    expect(await screen.findByText("Failed to import file", {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText("The column Unit price is missing")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
  });

  it("says in the user's language that they have too many files or imports under way (429)", async () => {
    const user = userEvent.setup();
    importProducts.mockRejectedValueOnce(new ApiError("http", 429, [JOB_MESSAGES.userLimit], { messages: [JOB_MESSAGES.userLimit] }));
    const field = await renderField();
    await activateLocale("pt_BR");
    await user.upload(field, new File(["sku,name\n"], "catalogue.csv", { type: "text/csv" }));
    expect(await screen.findByText("Você já tem 5 arquivos ou importações aguardando ou em andamento. Por favor, espere um deles terminar e tente novamente.", {}, LOAD)).toBeInTheDocument();
    await activateLocale("en");
  });
});
