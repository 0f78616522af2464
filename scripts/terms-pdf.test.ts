import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readPdf } from "../server/documents/testing-read-pdf";

/**
 * The terms' PDFs behind "Download" (scripts/make-terms-pdf.mjs) say what the dialog says: the
 * English one the paragraphs of src/app/shell/terms-text.tsx, the Portuguese one their translation
 * in locales/pt_BR/terms.po. A change of either without running the script fails here.
 */

const ROOT = resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

const paragraphs = [...read("src/app/shell/terms-text.tsx").matchAll(/<p>\s*<Trans>([\s\S]*?)<\/Trans>\s*<\/p>/g)].map((m) => squash(m[1] ?? ""));

function translation(catalog: string, english: string): string {
  const entries = read(catalog).split(/\r?\n\r?\n/);
  for (const entry of entries) {
    const strings = (field: string) =>
      [...entry.matchAll(new RegExp(`^${field} ((?:"[^\\n]*"\\n?)+)`, "gm"))].map((m) => [...(m[1] ?? "").matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((s) => JSON.parse(`"${s[1]}"`) as string).join(""));
    if (strings("msgid")[0] === english) return strings("msgstr")[0] ?? "";
  }
  return "";
}

async function pdfText(file: string): Promise<string> {
  const pages = await readPdf(new Uint8Array(readFileSync(join(ROOT, file))));
  return squash(pages.map((page) => page.text).join(" "));
}

describe("the terms of service PDFs", () => {
  it("the English one holds every paragraph of the dialog", async () => {
    expect(paragraphs.length).toBeGreaterThan(5);
    const text = await pdfText("public/terms/terms-of-service.pdf");
    expect(text).toContain("Terms of service");
    for (const paragraph of paragraphs) expect(text).toContain(paragraph);
  });

  it("the Portuguese one holds the catalog's translation of every paragraph", async () => {
    const text = await pdfText("public/terms/terms-of-service.pt_BR.pdf");
    expect(text).toContain("Termos de serviço");
    for (const paragraph of paragraphs) {
      const portuguese = translation("locales/pt_BR/terms.po", paragraph);
      expect(portuguese, paragraph).not.toBe("");
      expect(text).toContain(squash(portuguese));
    }
  });
});
