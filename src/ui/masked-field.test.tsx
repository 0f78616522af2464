import { describe, expect, it } from "vitest";
import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MaskedField } from "./masked-field";

const CPF_CNPJ = ["###.###.###-##", "##.###.###/####-##"];

function Harness({ masks, initial = "", keepUnfitting = false }: { masks: string[]; initial?: string; keepUnfitting?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <MaskedField label="Tax document" hint="CPF / CNPJ" value={value} onValueChange={setValue} masks={masks} keepUnfitting={keepUnfitting} errors={value === "0" ? ["Invalid CPF"] : []} />
  );
}

describe("MaskedField", () => {
  it("lays typed digits into the shortest mask that holds them (CPF, then CNPJ)", async () => {
    render(<Harness masks={CPF_CNPJ} />);
    const input = screen.getByRole("textbox", { name: "Tax document" });
    await userEvent.type(input, "52998224725");
    expect(input).toHaveValue("529.982.247-25");
    await userEvent.type(input, "123");
    expect(input).toHaveValue("52.998.224/7251-23");
    // Letters and extra characters are dropped.
    await userEvent.clear(input);
    await userEvent.type(input, "1a2b3");
    expect(input).toHaveValue("123");
  });

  it("with keepUnfitting, keeps what the mask cannot hold as typed instead of cutting it (postal codes)", async () => {
    render(<Harness masks={["#####-###"]} keepUnfitting />);
    const input = screen.getByRole("textbox", { name: "Tax document" });
    await userEvent.type(input, "01310100");
    expect(input).toHaveValue("01310-100");
    await userEvent.type(input, "0");
    expect(input).toHaveValue("01310-1000");
    await userEvent.type(input, "{Backspace}");
    expect(input).toHaveValue("01310-100");
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste("013101000");
    expect(input).toHaveValue("013101000");
  });

  it("keeps the caret after the character typed in the middle", async () => {
    render(<Harness masks={CPF_CNPJ} initial="529.982" />);
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Tax document" });
    // Caret after "529.": the new digit goes there and the caret stays right after it.
    await userEvent.type(input, "1", { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input).toHaveValue("529.198.2");
    expect(input.selectionStart).toBe(5);
    await userEvent.type(input, "{Backspace}", { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input).toHaveValue("529.982");
    expect(input.selectionStart).toBe(3);
  });

  it("without masks is a plain field; links its hint and errors for screen readers", async () => {
    render(<Harness masks={[]} />);
    const input = screen.getByRole("textbox", { name: "Tax document" });
    await userEvent.type(input, "0");
    expect(input).toHaveValue("0");
    expect(input).toHaveAccessibleDescription("CPF / CNPJ Invalid CPF");
    expect(input).toHaveAttribute("aria-invalid", "true");
  });
});
