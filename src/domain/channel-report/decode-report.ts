/**
 * The bytes of an uploaded channel report as text, or the reason they are not one. Marketplaces
 * export UTF-8 (with or without a BOM); a report saved again by Excel on Windows is Windows-1252.
 * A file holding NUL or other control bytes is no text report (a spreadsheet, a zip, a picture
 * renamed .txt) and is refused rather than stored.
 */
export type DecodedReport = { ok: true; text: string } | { ok: false; code: "not_text" | "empty" };

/** Control characters other than tab, line feed and carriage return never occur in a text report. */
const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0d]);
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && !ALLOWED_CONTROLS.has(code)) || code === 0x7f) return true;
  }
  return false;
}

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

export function decodeReportBytes(bytes: Uint8Array): DecodedReport {
  const text = decode(bytes);
  if (hasControlCharacter(text)) return { ok: false, code: "not_text" };
  if (text.trim() === "") return { ok: false, code: "empty" };
  return { ok: true, text };
}
