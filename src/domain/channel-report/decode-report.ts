/**
 * The bytes of an uploaded channel report as text, or the reason they are not one. Marketplaces
 * export UTF-8 (with or without a BOM); a report saved again by Excel on Windows is Windows-1252.
 * A file holding NUL or other control bytes is no text report (a spreadsheet, a zip, a picture
 * renamed .txt) and is refused rather than stored.
 */
export type DecodedReport = { ok: true; text: string } | { ok: false; code: "not_text" | "empty" };

/** Control characters other than tab, line feed and carriage return never occur in a text report. */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

export function decodeReportBytes(bytes: Uint8Array): DecodedReport {
  const text = decode(bytes);
  if (CONTROL_CHARACTER.test(text)) return { ok: false, code: "not_text" };
  if (text.trim() === "") return { ok: false, code: "empty" };
  return { ok: true, text };
}
