import { beforeEach, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { ShellProviders, activateLocale } from "../../../tests/setup/test-providers";
import { CheckProgressView } from "./check-progress";

/** The check under way shows the spec's statuses in order, the current one marked, a named bar and the rows read. */
describe("the check's progress", () => {
  beforeEach(async () => {
    await activateLocale("en");
  });

  it("lists the statuses in the spec's order, marks the one under way, and shows the rows with a progress bar", () => {
    render(
      <ShellProviders>
        <CheckProgressView fileName="orders.csv" progress={{ stage: "checking equal orders volumes", done: 1200, total: 5000 }} />
      </ShellProviders>,
    );
    const section = screen.getByRole("region", { name: "Checking orders.csv" });
    const stages = within(section).getAllByRole("listitem");
    expect(stages.map((stage) => stage.textContent)).toEqual(["Checking CSV format", "Checking columns", "Checking equal orders volumes", "Checking cells", "Validation success"]);
    expect(stages.map((stage) => stage.getAttribute("aria-current"))).toEqual([null, null, "step", null, null]);
    const bar = within(section).getByRole("progressbar", { name: "Rows checked" });
    expect(bar).toHaveAttribute("value", "1200");
    expect(bar).toHaveAttribute("max", "5000");
    expect(within(section).getByRole("status")).toHaveTextContent("1,200 of 5,000 rows");
  });

  it("shows a bar without a value while the rows are not counted yet", () => {
    render(
      <ShellProviders>
        <CheckProgressView fileName="orders.csv" progress={{ stage: "checking csv format", done: 0, total: 0 }} />
      </ShellProviders>,
    );
    const section = screen.getByRole("region", { name: "Checking orders.csv" });
    expect(within(section).getByRole("progressbar", { name: "Rows checked" })).not.toHaveAttribute("value");
    expect(within(section).getByRole("status")).toHaveTextContent("Reading the file…");
  });
});
