import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { FieldFrame, SelectField, TextField } from "./fields";
import { MaskedField } from "./masked-field";

describe("FieldFrame", () => {
  it("names the control by its label; the asterisk of a required field is not read", () => {
    render(<FieldFrame label="Full name" required>{(control) => <input {...control} />}</FieldFrame>);
    const input = screen.getByRole("textbox", { name: "Full name" });
    expect(input).toHaveAttribute("aria-required", "true");
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("reads the hint and the problems with the control, and marks it invalid", () => {
    render(
      <FieldFrame label="Phone" hint="With the area code" errors={["Can't be blank", "Too short"]}>
        {(control) => <input {...control} />}
      </FieldFrame>,
    );
    const input = screen.getByRole("textbox", { name: "Phone" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("With the area code Can't be blank Too short");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Can't be blank", "Too short"]);
  });

  it("is the frame of the text, select and masked fields alike", () => {
    render(
      <>
        <TextField label="City" required errors={["Can't be blank"]} />
        <SelectField label="Status" required errors={["Choose one"]} options={[{ value: "", label: "—" }]} />
        <MaskedField label="CPF" required value="" onValueChange={() => undefined} hint="Digits only" errors={["Invalid"]} />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "City" })).toHaveAccessibleDescription("Can't be blank");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveAccessibleDescription("Choose one");
    expect(screen.getByRole("textbox", { name: "CPF" })).toHaveAccessibleDescription("Digits only Invalid");
    for (const name of ["City", "Status", "CPF"]) expect(screen.getByRole(name === "Status" ? "combobox" : "textbox", { name })).toHaveAttribute("aria-required", "true");
    expect(screen.getAllByText("*")).toHaveLength(3);
  });
});
