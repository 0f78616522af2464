import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router-dom";
import { ShellProviders, activateLocale } from "../../../tests/setup/test-providers";
import { DataTable, type DataTableColumn } from "./data-table";
import { pageWindow } from "./page-window";
import { DEFAULT_TABLE_PAGE_SIZE, readPageSize, savePageSize } from "./page-size";
import { Pagination } from "./pagination";
import { type SortState, nextSort } from "./sort";

interface Row {
  id: number;
  name: string;
}
const columns: DataTableColumn<Row>[] = [
  { key: "name", header: "Name", sortable: true, cell: (row) => row.name },
  { key: "id", header: "Id", numeric: true, cell: (row) => row.id },
];
const rowsOf = (count: number): Row[] => Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Row ${index + 1}` }));

function Harness({ rows }: { rows: Row[] }) {
  const [sort, setSort] = useState<SortState | undefined>();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  return (
    <DataTable
      label="Things"
      columns={columns}
      rows={rows}
      rowId={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
      selection={{
        selected,
        onChange: (ids, on) => setSelected((current) => new Set(on ? [...current, ...ids] : [...current].filter((id) => !ids.includes(id)))),
        rowLabel: (row) => `Select ${row.name}`,
        pageLabel: "Select all on this page",
      }}
    />
  );
}

afterEach(() => vi.restoreAllMocks());

describe("pageWindow", () => {
  it("shows 7 pages around the current one, clamped at the ends", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(7, 20)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([1]);
  });
});

describe("nextSort", () => {
  it("cycles ascending, descending, none; another column starts at ascending", () => {
    const asc = nextSort(undefined, "a");
    expect(asc).toEqual({ key: "a", direction: "asc" });
    const desc = nextSort(asc, "a");
    expect(desc).toEqual({ key: "a", direction: "desc" });
    expect(nextSort(desc, "a")).toBeUndefined();
    expect(nextSort(desc, "b")).toEqual({ key: "b", direction: "asc" });
  });
});

describe("page size", () => {
  it("is saved per table and falls back to 20 for anything but 10, 20 or 50", () => {
    expect(readPageSize("a")).toBe(DEFAULT_TABLE_PAGE_SIZE);
    savePageSize("a", 50);
    expect(readPageSize("a")).toBe(50);
    expect(readPageSize("b")).toBe(20);
    localStorage.setItem("table-page-size:b", "1000");
    expect(readPageSize("b")).toBe(20);
  });
});

describe("DataTable", () => {
  it("announces the sort with aria-sort and selects rows and the page", async () => {
    render(<Harness rows={rowsOf(3)} />);
    const header = screen.getByRole("columnheader", { name: /Name/ });
    const button = within(header).getByRole("button", { name: "Name" });
    expect(header).toHaveAttribute("aria-sort", "none");
    await userEvent.click(button);
    expect(header).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(button);
    expect(header).toHaveAttribute("aria-sort", "descending");
    await userEvent.click(button);
    expect(header).toHaveAttribute("aria-sort", "none");
    expect(screen.getByRole("columnheader", { name: "Id" })).not.toHaveAttribute("aria-sort");

    await userEvent.click(screen.getByRole("checkbox", { name: "Select Row 2" }));
    const all = screen.getByRole("checkbox", { name: "Select all on this page" }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await userEvent.click(all);
    expect(screen.getAllByRole("checkbox", { name: /^Select Row/ }).every((box) => (box as HTMLInputElement).checked)).toBe(true);
  });

  it("renders only the rows in view of a 10,000-row list", () => {
    // jsdom has no layout: give the scrolling region a phone-sized height.
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(400);
    const { container } = render(<Harness rows={rowsOf(10_000)} />);
    const rendered = within(screen.getByRole("table")).getAllByRole("row").length - 1;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    expect(container.querySelectorAll("*").length).toBeLessThan(1500);
    expect(screen.getByRole("table")).toHaveAttribute("aria-rowcount", "10001");
  });

  it("renders a page of 50 rows whole", () => {
    render(<Harness rows={rowsOf(50)} />);
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(51);
  });
});

describe("Pagination", () => {
  it("links 7 pages with previous and next, and marks the current page", async () => {
    await activateLocale("en");
    render(
      <ShellProviders>
        <MemoryRouter>
          <Pagination page={10} pageCount={30} pageHref={(page) => `?page=${page}`} />
        </MemoryRouter>
      </ShellProviders>,
    );
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(nav).getAllByLabelText(/^Page \d+$/).map((el) => el.textContent)).toEqual(["7", "8", "9", "10", "11", "12", "13"]);
    expect(within(nav).getByLabelText("Page 10")).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Page 13" })).toHaveAttribute("href", "/?page=13");
    expect(within(nav).getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/?page=9");
    expect(within(nav).getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/?page=11");
  });
});
