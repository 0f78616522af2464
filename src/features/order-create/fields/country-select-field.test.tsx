import { describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CountrySelectField } from "./country-select-field";

const TEST = { timeout: 30_000 };
/** More than any short list: the select holds the whole list of countries. */
const FULL = 100;

function Controlled({ initial = "", onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CountrySelectField
      label="Country"
      locale="en"
      placeholder="Choose a country"
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onChange?.(event.target.value);
      }}
    />
  );
}

describe("CountrySelectField", () => {
  it("is a labelled select of every country with the placeholder first, showing and changing its value", TEST, async () => {
    const changed = vi.fn();
    render(<Controlled initial="BR" onChange={changed} />);
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Country" });
    expect(select.options.length).toBeGreaterThan(FULL);
    expect(select.options[0]).toHaveTextContent("Choose a country");
    expect(select).toHaveValue("BR");
    expect(select).toHaveDisplayValue("Brazil");

    await userEvent.selectOptions(select, "CN");
    expect(changed).toHaveBeenLastCalledWith("CN");
    expect(select).toHaveDisplayValue("China");
    await userEvent.selectOptions(select, "");
    expect(select).toHaveDisplayValue("Choose a country");
  });

  it("follows a value set from outside, the first option for an unknown one, and shows errors", TEST, () => {
    const noop = () => undefined;
    const { rerender } = render(<CountrySelectField label="Country" locale="en" placeholder="Choose" value="MX" onChange={noop} required errors={["Can't be blank"]} />);
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: /^Country/ });
    expect(select).toHaveDisplayValue("Mexico");
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription("Can't be blank");
    rerender(<CountrySelectField label="Country" locale="en" placeholder="Choose" value="PE" onChange={noop} />);
    expect(select).toHaveDisplayValue("Peru");
    rerender(<CountrySelectField label="Country" locale="en" placeholder="Choose" value="??" onChange={noop} />);
    expect(select.selectedIndex).toBe(0);
  });

  it("names the countries in the language given", TEST, () => {
    render(<CountrySelectField label="País" locale="pt-BR" placeholder="Escolha" value="DE" onChange={() => undefined} />);
    expect(screen.getByRole("combobox", { name: "País" })).toHaveDisplayValue("Alemanha");
  });

  it("fills the first select of a render at once and the others right after, each showing its country meanwhile", TEST, async () => {
    const values = ["BR", "CN", "", "US"];
    render(
      <>
        {values.map((value, index) => (
          <CountrySelectField key={index} label={`Origin ${index + 1}`} locale="en" placeholder="Choose a country" value={value} onChange={() => undefined} />
        ))}
      </>,
    );
    const selects = values.map((_, index) => screen.getByRole<HTMLSelectElement>("combobox", { name: `Origin ${index + 1}` }));
    expect(selects[0]!.options.length).toBeGreaterThan(FULL);
    expect(selects[1]).toHaveDisplayValue("China");
    expect(selects[2]).toHaveDisplayValue("Choose a country");
    expect(selects[3]).toHaveDisplayValue("United States");
    await waitFor(() => expect(selects.every((select) => select.options.length > FULL)).toBe(true));
    expect(selects.map((select) => select.value)).toEqual(values);
  });

  it("fills a waiting select at once when the user reaches it", TEST, () => {
    render(
      <>
        <CountrySelectField label="First" locale="en" placeholder="Choose" value="" onChange={() => undefined} />
        <CountrySelectField label="Second" locale="en" placeholder="Choose" value="AR" onChange={() => undefined} />
      </>,
    );
    const second = screen.getByRole<HTMLSelectElement>("combobox", { name: "Second" });
    expect(second.options.length).toBeLessThan(FULL);
    second.focus();
    expect(second.options.length).toBeGreaterThan(FULL);
    expect(second).toHaveDisplayValue("Argentina");
  });
});
