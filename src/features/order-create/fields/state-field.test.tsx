import { describe, expect, it } from "vitest";
import { useState } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { activateLocale, ShellProviders } from "../../../../tests/setup/test-providers";
import { STATES } from "../../../domain/country-states";
import { StateField } from "./state-field";

const TEST = { timeout: 30_000 };

function Harness({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <StateField label="State" required states={STATES.BR} value={value} onChange={setValue} errors={value === "" ? ["Can't be blank"] : []} />
      <output aria-label="Chosen">{value}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

async function renderField(initial?: string) {
  await activateLocale("en");
  render(
    <ShellProviders>
      <Harness initial={initial} />
    </ShellProviders>,
  );
  return screen.getByRole("combobox", { name: "State" });
}

const chosen = () => screen.getByRole("status", { name: "Chosen" });

describe("the State field of a reference country", () => {
  it("is marked required", TEST, async () => {
    const field = await renderField();
    expect(field).toHaveAttribute("aria-required", "true");
    expect((field as HTMLInputElement).labels?.[0]).toHaveTextContent(/^State\s*\*$/);
  });

  it("chooses São Paulo for SP as it is typed, and shows it by name and code once left", TEST, async () => {
    const field = await renderField();
    await userEvent.type(field, "S");
    expect(chosen()).toHaveTextContent(/^$/);
    await userEvent.type(field, "P");
    expect(chosen()).toHaveTextContent("SP");
    const list = screen.getByRole("listbox", { name: "State" });
    expect(within(list).getAllByRole("option")[0]).toHaveTextContent("São Paulo (SP)");
    expect(field).toHaveAttribute("aria-activedescendant", within(list).getAllByRole("option")[0]!.id);
    await userEvent.tab();
    expect(field).toHaveValue("São Paulo (SP)");
    expect(chosen()).toHaveTextContent("SP");
  });

  it("finds a name without accents, and chooses from the list with the arrows and Enter", TEST, async () => {
    const field = await renderField();
    await userEvent.type(field, "rio grande");
    expect(chosen()).toHaveTextContent(/^$/);
    expect(within(screen.getByRole("listbox", { name: "State" })).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Rio Grande do Norte (RN)",
      "Rio Grande do Sul (RS)",
    ]);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(chosen()).toHaveTextContent("RS");
    expect(field).toHaveValue("Rio Grande do Sul (RS)");
    expect(screen.queryByRole("listbox", { name: "State" })).toBeNull();
  });

  it("replaces the chosen state when typed over, and a click chooses an option", TEST, async () => {
    const field = await renderField("SP");
    expect(field).toHaveValue("São Paulo (SP)");
    await userEvent.click(field);
    await userEvent.keyboard("parana");
    expect(chosen()).toHaveTextContent("PR");
    await userEvent.clear(field);
    await userEvent.type(field, "bah");
    await userEvent.click(screen.getByRole("option", { name: "Bahia (BA)" }));
    expect(chosen()).toHaveTextContent("BA");
    expect(field).toHaveValue("Bahia (BA)");
  });

  it("keeps text that names no state and says so, never guessing", TEST, async () => {
    const field = await renderField();
    await userEvent.type(field, "Paulista");
    await userEvent.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(field).toHaveValue("Paulista");
    expect(chosen()).toHaveTextContent(/^$/);
    expect(field).toHaveAccessibleDescription('No state matches "Paulista". Choose one from the list.');
    expect(field).toHaveAttribute("aria-invalid", "true");
  });
});
