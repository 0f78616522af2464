import { MAX_IMPORT_FILE_BYTES, type ImportProblem } from "./types";

/**
 * The bytes of a chosen file as text. Spreadsheets save CSV as UTF-8 (with or without a byte
 * order mark) or, in Excel on Windows, as Windows-1252: bytes that are not valid UTF-8 are read
 * as Windows-1252, so "São Paulo" survives either way. A file that is not text at all (a
 * workbook or a picture renamed .csv) is refused with a problem, never parsed.
 */

export type DecodedCsv = { text: string; encoding: "utf-8" | "windows-1252"; problem?: undefined } | { text?: undefined; problem: ImportProblem };

/** Leading bytes of formats people rename to .csv: a zip (an .xlsx workbook), an old .xls, a PDF, images. */
const BINARY_SIGNATURES: readonly { kind: string; bytes: readonly number[] }[] = [
  { kind: "xlsx", bytes: [0x50, 0x4b, 0x03, 0x04] },
  { kind: "xls", bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { kind: "pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { kind: "png", bytes: [0x89, 0x50, 0x4e, 0x47] },
  { kind: "jpeg", bytes: [0xff, 0xd8, 0xff] },
  { kind: "gzip", bytes: [0x1f, 0x8b] },
];

/** How much of the start is looked at for control bytes: text has almost none. */
const SNIFF_LENGTH = 8192;
/** Share of control bytes (other than tab, CR, LF, form feed) above which the file is not text. */
const MAX_CONTROL_SHARE = 0.05;

const isControlByte = (byte: number) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c;

/** Why the bytes are not a text file ("xlsx", "binary"), or undefined when they look like text. */
export function binaryKind(bytes: Uint8Array): string | undefined {
  const signature = BINARY_SIGNATURES.find(({ bytes: sign }) => sign.every((byte, i) => bytes[i] === byte));
  if (signature) return signature.kind;
  const head = bytes.subarray(0, SNIFF_LENGTH);
  let controls = 0;
  for (const byte of head) {
    // A NUL never appears in UTF-8 or Windows-1252 text (a UTF-16 file has one every other byte).
    if (byte === 0) return "binary";
    if (isControlByte(byte)) controls += 1;
  }
  return head.length > 0 && controls / head.length > MAX_CONTROL_SHARE ? "binary" : undefined;
}

const fileProblem = (code: ImportProblem["code"], params?: ImportProblem["params"]): DecodedCsv => ({
  problem: { line: null, column: null, code, ...(params ? { params } : {}) },
});

export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  if (bytes.length > MAX_IMPORT_FILE_BYTES) return fileProblem("file_too_large", { limit_mb: MAX_IMPORT_FILE_BYTES / (1024 * 1024), actual_mb: Math.ceil(bytes.length / (1024 * 1024)) });
  const kind = binaryKind(bytes);
  if (kind) return fileProblem("binary_file", { kind });
  let text: string;
  let encoding: "utf-8" | "windows-1252" = "utf-8";
  try {
    // `fatal` makes invalid UTF-8 throw instead of turning into U+FFFD; the BOM is dropped.
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
    encoding = "windows-1252";
  }
  if (text.trim() === "") return fileProblem("empty_file");
  return { text, encoding };
}
