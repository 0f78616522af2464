import { beforeEach, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { ShellProviders, activateLocale } from "../../../tests/setup/test-providers";
import type { CheckedFile } from "./import-ports";
import { problemRows } from "./problem-rows";
import { ProblemTable } from "./problem-table";

/** The rows with errors: the file's text shown as text, each cell correctable once, by an input named after its row and column. */

const HOSTILE = `<img src=x onerror="alert(1)">`;

const file: CheckedFile = {
  fileName: "orders.csv",
  columns: ["order_number", "receiver_phone"],
  rows: [{ line: 4, values: [`<b>${HOSTILE}</b>`, "=HYPERLINK(\"http://x\")"] }],
  result: {
    orders: [],
    rejected: [
      {
        order_number: `<b>${HOSTILE}</b>`,
        lines: [4],
        problems: [
          { line: 4, column: "receiver_phone", code: "invalid_phone", params: { country: "BR" } },
          { line: 4, column: "receiver_phone", code: "cell_too_long", params: { limit: 30, actual: 40 } },
        ],
      },
    ],
    problems: [],
    totals: { rows: 1, orders: 1, valid: 0, rejected: 1, products: 0 },
  },
  sender: null,
};

function Table() {
  const [edits, setEdits] = useState(new Map<string, string>());
  return <ProblemTable file={file} rows={problemRows(file.result)} edits={edits} onEdit={(key, value) => setEdits((before) => new Map(before).set(key, value))} />;
}

describe("the rows with errors", () => {
  beforeEach(async () => {
    stubFetch({ "GET /v1/measure": () => json({ data: { measurement_system: "metric" } }) });
    await activateLocale("en");
  });

  it("shows the file's cells as text and one input per cell, named after its row and column", async () => {
    render(
      <ShellProviders>
        <Table />
      </ShellProviders>,
    );
    const table = screen.getByRole("table", { name: "Rows with errors" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getAllByText(`<b>${HOSTILE}</b>`)).toHaveLength(2);
    expect(table.querySelector("img, b")).toBeNull();

    const cell = within(table).getByRole("textbox", { name: "Row 4, receiver_phone" });
    expect(cell).toHaveValue("=HYPERLINK(\"http://x\")");
    await userEvent.clear(cell);
    await userEvent.type(cell, "+55 11 91234-5678");
    expect(cell).toHaveValue("+55 11 91234-5678");
  });
});
