/**
 * A number as a person types it, in any of our languages: "1234.5", "1,234.5", "1.234,5",
 * "12,5". The last "," or "." followed by 1-3 digits at the end is the decimal mark when the other
 * mark is also present or when it is a comma; a lone "." is always decimal. NaN when it is not a
 * number.
 */
export function parseDecimal(typed: string): number {
  const text = typed.trim().replace(/\s/g, "");
  if (text === "" || !/^-?[\d.,]+$/.test(text)) return Number.NaN;
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  let normalized: string;
  if (lastComma > lastDot) {
    // Comma is the decimal mark ("1.234,5" or "12,5"); dots group thousands.
    normalized = text.replace(/\./g, "").replace(",", ".");
    if ((normalized.match(/\./g) ?? []).length > 1) return Number.NaN;
  } else {
    // Dot is the decimal mark (or there is none); commas group thousands.
    normalized = text.replace(/,/g, "");
  }
  const value = Number(normalized);
  return Number.isFinite(value) ? value : Number.NaN;
}
