import { describe, expect, it } from "vitest";
import { pdfText } from "./text-safe";

describe("pdfText", () => {
  it("keeps what WinAnsi prints: Portuguese and Spanish letters, the euro sign, typographic quotes", () => {
    expect(pdfText("São Paulo, Conceição, Ñuñoa, Peñalolén, Curaçao")).toBe("São Paulo, Conceição, Ñuñoa, Peñalolén, Curaçao");
    expect(pdfText("€ 12 – “ok” …")).toBe("€ 12 – “ok” …");
  });

  it("folds other Latin letters to their base letter", () => {
    expect(pdfText("Łódź, Kraków, Đorđe, Mălina")).toBe("Lódz, Kraków, Dorde, Malina");
  });

  it("writes characters it cannot print as ?", () => {
    expect(pdfText("李小龙 Chen")).toBe("??? Chen");
    expect(pdfText("box 📦")).toBe("box ?");
  });

  it("puts text on one line and turns missing values into an empty string", () => {
    expect(pdfText("  Rua A\n\tApto 2\u00a0fundos  ")).toBe("Rua A Apto 2 fundos");
    expect(pdfText(null)).toBe("");
    expect(pdfText(undefined)).toBe("");
    expect(pdfText(12.5)).toBe("12.5");
  });
});
