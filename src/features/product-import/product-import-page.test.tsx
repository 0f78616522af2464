import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { renderApp } from "../../../tests/setup/render-app";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import type { ProductImportLine, ProductsImportJob } from "../../api/schemas/product-import";
import { clearSessionUser, storeSessionUser } from "../../api/session";

const LOAD = { timeout: 15_000 };
const TEST = { timeout: 60_000 };
const NO_NOTIFICATIONS = () => json({ data: { elements: [], count: 0, ids: [] } });
const ID = "00000000-0000-4000-8000-00000000000a";
const AT = "2025-01-15T10:00:00.000Z";

const running: ProductsImportJob = {
  id: ID,
  kind: "products-import",
  state: "running",
  progress: { done: 1, total: 3 },
  user_id: 1,
  created_at: AT,
  started_at: AT,
  finished_at: null,
  expires_at: null,
  error: null,
  file: null,
  details: { file_name: "catalogue.csv", rows: 3, created: 0, updated: 0, rejected: 0 },
};
const done: ProductsImportJob = { ...running, state: "done", progress: { done: 3, total: 3 }, finished_at: AT, expires_at: "2025-01-22T10:00:00.000Z", file: { name: "catalogue-log.csv", size: 90 }, details: { ...running.details, created: 1, updated: 1, rejected: 1 } };
const LINES: ProductImportLine[] = [
  { line: 2, sku: "MUG-1", outcome: "created", problems: [] },
  { line: 3, sku: "BAD-1", outcome: "rejected", problems: [
    { line: 3, column: "category", code: "unknown_category", message: "Choose a category from the list" },
    { line: 3, column: "hs_code", code: "hs_code_digits", message: "The HS code has 6 or 8 digits" },
  ] },
  { line: 4, sku: "CAP-1", outcome: "updated", problems: [] },
];

describe("/products/import/{id}", () => {
  beforeEach(() => storeSessionUser(demoSessionUser()));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionUser();
  });

  it("shows the import's progress, then by itself its totals and each line's outcome and messages", TEST, async () => {
    const user = userEvent.setup();
    let answers = 0;
    stubFetch({
      "GET /v1/my_notifications": NO_NOTIFICATIONS,
      [`GET /v1/products/import/${ID}`]: () => {
        answers += 1;
        return json({ data: answers === 1 ? { job: running, lines: [] } : { job: done, lines: LINES } });
      },
    });
    await renderApp(`/products/import/${ID}`);
    expect(await screen.findByRole("progressbar", { name: "Checking products: 1 of 3" }, LOAD)).toBeVisible();
    const table = await screen.findByRole("table", { name: "Lines of the file" }, LOAD);
    const totals = screen.getByLabelText("Totals");
    expect(within(totals).getByText("Created").nextSibling?.textContent).toBe("1");
    expect(within(totals).getByText("Rejected").nextSibling?.textContent).toBe("1");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ["2", "MUG-1", "Created"],
      ["3", "BAD-1", "Rejected"],
      ["4", "CAP-1", "Updated"],
    ]);
    expect(within(rows[1]!).getByText("Category: Choose a category from the list")).toBeVisible();
    expect(within(rows[1]!).getByText("HS code: The HS code has 6 or 8 digits")).toBeVisible();
    expect(screen.getByRole("button", { name: "Download log" })).toBeVisible();

    await user.click(screen.getByRole("checkbox", { name: "Only rejected lines" }));
    expect(within(table).getAllByRole("row")).toHaveLength(2);
  });

  it("says the spec's words when no product was valid, in Portuguese", TEST, async () => {
    const none: ProductsImportJob = { ...done, error: "No valid products were found, please check your information and try again.", details: { ...done.details, created: 0, updated: 0, rejected: 3 } };
    stubFetch({ "GET /v1/my_notifications": NO_NOTIFICATIONS, [`GET /v1/products/import/${ID}`]: () => json({ data: { job: none, lines: [LINES[1]] } }) });
    await renderApp(`/products/import/${ID}`, "pt_BR");
    expect(await screen.findByRole("alert", {}, LOAD)).toHaveTextContent("Nenhum produto válido foi encontrado, verifique suas informações e tente novamente.");
    expect(screen.getByText("Categoria: Escolha uma categoria da lista")).toBeVisible();
  });

  it("says so when the import does not exist or has expired", TEST, async () => {
    stubFetch({ "GET /v1/my_notifications": NO_NOTIFICATIONS, [`GET /v1/products/import/${ID}`]: () => json({ messages: ["The requested item was not found."] }, 404) });
    await renderApp(`/products/import/${ID}`);
    expect(await screen.findByText("This import does not exist, or its log has expired.", {}, LOAD)).toBeVisible();
  });
});
