/**
 * pdfkit's standard fonts (Helvetica, Courier) encode WinAnsi only: a character outside it is
 * written as two wrong glyphs ("中" prints as "N-"). Every text that reaches a PDF passes through
 * `pdfText`, which keeps what WinAnsi has (so "São Paulo", "Ñuñoa", "€" print right), folds other
 * Latin letters to their base letter ("ł" to "l", "ă" to "a") and writes anything else as "?".
 * Embedding a CJK font is the later fix (decision 020).
 */

/** Characters above U+00FF that WinAnsi has (its 0x80-0x9F block), as pdfkit maps them. */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Latin letters that Unicode does not decompose into a base letter and a mark. */
const FOLDS: Record<string, string> = { ł: "l", Ł: "L", đ: "d", Đ: "D", ı: "i", ø: "o", Ø: "O", ħ: "h", Ħ: "H", ŀ: "l", Ŀ: "L" };

export const UNPRINTABLE = "?";

const COMBINING_MARKS = /\p{M}/gu;

function inWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

function printable(char: string): string {
  if (inWinAnsi(char)) return char;
  const folded = FOLDS[char] ?? char.normalize("NFKD").replace(COMBINING_MARKS, "");
  return folded !== "" && [...folded].every(inWinAnsi) ? folded : UNPRINTABLE;
}

/**
 * The text as the standard fonts can print it, on one line: runs of white space (new lines, tabs,
 * no-break spaces) become one space; null and undefined become "".
 */
export function pdfText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value).normalize("NFC").replace(/\s+/gu, " ").trim();
  let out = "";
  for (const char of text) out += printable(char);
  return out;
}
