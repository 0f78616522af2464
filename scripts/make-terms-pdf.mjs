#!/usr/bin/env node
/**
 * Writes public/terms/terms-of-service.pdf and its Portuguese twin terms-of-service.pt_BR.pdf, the
 * files behind "Download" in the terms dialog (src/config/paths.ts chooses by language).
 * Usage: node scripts/make-terms-pdf.mjs (run it again after changing the terms or their translation).
 *
 * The text is read from src/app/shell/terms-text.tsx, each `<p><Trans>...</Trans></p>` being one
 * paragraph, and its Portuguese from locales/pt_BR/terms.po, so the dialog and the PDFs cannot
 * drift apart. There is no Chinese PDF: the standard fonts have no CJK glyphs (decision 020 leaves
 * embedding a font for later), so Chinese readers download the English one (decision 053). The PDF is written by hand (PDF 1.4,
 * the standard Helvetica fonts, which every reader has, WinAnsi encoding) rather than with a
 * library: one page of wrapped text does not justify a dependency. The output is byte-for-byte
 * the same on every run (no dates inside), so a rebuild does not show up as a change.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE = join(ROOT, "src/app/shell/terms-text.tsx");
/** Each document: where it goes, its title and page footer, and how it finds its paragraphs. */
const DOCUMENTS = [
  { output: "public/terms/terms-of-service.pdf", title: "Terms of service", footer: (n, of) => `Page ${n} of ${of}`, catalog: null },
  { output: "public/terms/terms-of-service.pt_BR.pdf", title: "Termos de serviço", footer: (n, of) => `Página ${n} de ${of}`, catalog: "locales/pt_BR/terms.po" },
];

// A4 in points, with 2.25 cm margins.
const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 64;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const TITLE_SIZE = 18;
const BODY_SIZE = 11;
const LEADING = 15.5;
const PARAGRAPH_GAP = 8;
const FOOTER_SIZE = 9;

/**
 * Helvetica advance widths (1/1000 em) for WinAnsi codes 32 to 126, from Adobe's Helvetica AFM.
 * Letters with accents are as wide as their base letter (ã = a), which covers "São Paulo".
 */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584,
  584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278,
  278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500,
  500, 334, 260, 334, 584,
];
const ACCENTED_BASE = {
  á: "a", à: "a", â: "a", ã: "a", é: "e", ê: "e", í: "i", ó: "o", ô: "o", õ: "o", ú: "u", ç: "c",
  Á: "A", À: "A", Â: "A", Ã: "A", É: "E", Ê: "E", Í: "I", Ó: "O", Ô: "O", Õ: "O", Ú: "U", Ç: "C",
};

function readParagraphs() {
  const source = readFileSync(SOURCE, "utf8");
  const paragraphs = [...source.matchAll(/<p>\s*<Trans>([\s\S]*?)<\/Trans>\s*<\/p>/g)].map((m) => m[1].replace(/\s+/g, " ").trim());
  if (paragraphs.length === 0) fail(`no <p><Trans>...</Trans></p> paragraphs found in ${relative(ROOT, SOURCE)}`);
  for (const text of paragraphs) {
    // Markup or placeholders would need the real Lingui compiler; plain sentences are all the terms need.
    if (/[<>{}]/.test(text)) fail(`a terms paragraph holds markup or a placeholder, which this script cannot render: "${text}"`);
  }
  return paragraphs;
}

/** msgid to msgstr of a Lingui .po catalog (strings split over lines joined, C escapes read). */
function readCatalog(file) {
  const entries = new Map();
  let entry = null;
  let field = null;
  const flush = () => {
    if (entry?.msgid) entries.set(entry.msgid, entry.msgstr);
    entry = null;
    field = null;
  };
  for (const line of [...readFileSync(join(ROOT, file), "utf8").split(/\r?\n/), ""]) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === "msgid") {
        flush();
        entry = { msgid: "", msgstr: "" };
      }
      field = start[1];
      if (entry) entry[field] += JSON.parse(start[2]);
    } else if (/^".*"$/.test(line) && entry && field) {
      entry[field] += JSON.parse(line);
    } else if (line.trim() === "") {
      flush();
    }
  }
  flush();
  return entries;
}

/** The paragraphs in a catalog's language: each English one must have its translation there. */
function translate(paragraphs, file) {
  const catalog = readCatalog(file);
  return paragraphs.map((english) => {
    const translation = catalog.get(english);
    if (!translation) fail(`${file} has no translation of "${english}"; run npm run extract and translate it`);
    return translation;
  });
}

function charWidth(char) {
  const base = ACCENTED_BASE[char] ?? char;
  const code = base.charCodeAt(0);
  const width = HELVETICA_WIDTHS[code - 32];
  if (base.length !== 1 || width === undefined) fail(`no Helvetica width for "${char}"; add it to the table`);
  return width;
}

const textWidth = (text, size) => ([...text].reduce((sum, c) => sum + charWidth(c), 0) * size) / 1000;

/** Greedy wrapping on spaces; a single word wider than the line would overflow, which the terms never have. */
function wrap(text, size, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF literal string in WinAnsi bytes (Latin-1 agrees with WinAnsi for the letters we use). */
function pdfString(text) {
  for (const char of text) {
    if (char.charCodeAt(0) > 0xff) fail(`"${char}" is outside WinAnsi; rephrase or extend the script`);
  }
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

const fmt = (n) => String(Math.round(n * 100) / 100);
const show = (font, size, x, y, text) => `BT /${font} ${fmt(size)} Tf ${fmt(x)} ${fmt(y)} Td ${pdfString(text)} Tj ET`;

/** Lays the text out on as many pages as it needs; returns one content stream per page. */
function layOut(paragraphs, title, footerText) {
  const pages = [];
  let ops = [];
  let y = PAGE_HEIGHT - MARGIN - TITLE_SIZE;
  ops.push(show("F2", TITLE_SIZE, MARGIN, y, title));
  y -= TITLE_SIZE + PARAGRAPH_GAP;
  const bottom = MARGIN + FOOTER_SIZE + LEADING;
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, BODY_SIZE, TEXT_WIDTH)) {
      y -= LEADING;
      if (y < bottom) {
        pages.push(ops);
        ops = [];
        y = PAGE_HEIGHT - MARGIN - LEADING;
      }
      ops.push(show("F1", BODY_SIZE, MARGIN, y, line));
    }
    y -= PARAGRAPH_GAP;
  }
  pages.push(ops);
  return pages.map((pageOps, i) => {
    const footer = footerText(i + 1, pages.length);
    pageOps.push(show("F1", FOOTER_SIZE, PAGE_WIDTH - MARGIN - textWidth(footer, FOOTER_SIZE), MARGIN, footer));
    return pageOps.join("\n");
  });
}

/** Serialises numbered objects and the cross-reference table with exact byte offsets. */
function buildPdf(streams, title) {
  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalog = add(null);
  const pagesId = add(null);
  const helvetica = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const helveticaBold = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const info = add(`<< /Title ${pdfString(title)} /Producer (scripts/make-terms-pdf.mjs) >>`);
  const pageIds = streams.map((stream) => {
    const length = Buffer.byteLength(stream, "latin1");
    const content = add(`<< /Length ${length} >>\nstream\n${stream}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 ${helvetica} 0 R /F2 ${helveticaBold} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;

  // The second line's high bytes tell transfer tools that the file is binary.
  let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(pdf, "latin1");
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

function fail(message) {
  console.error(`make-terms-pdf: ${message}`);
  process.exit(1);
}

const english = readParagraphs();
for (const document of DOCUMENTS) {
  const paragraphs = document.catalog ? translate(english, document.catalog) : english;
  const streams = layOut(paragraphs, document.title, document.footer);
  const pdf = buildPdf(streams, document.title);
  const output = join(ROOT, document.output);
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, pdf);
  console.log(`Wrote ${relative(ROOT, output)}: ${streams.length} page(s), ${pdf.length} bytes.`);
}
