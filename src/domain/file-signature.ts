/**
 * What a file is, by its first bytes (its "magic number"), not by the name or the type the
 * browser claims: a file named proof.pdf may hold HTML. Pure: the server decides with it what it
 * stores and serves (checkpoint attachments, issue 13), and the app checks a chosen file with it
 * before queueing the upload, so both refuse the same files.
 */

export const PDF_TYPE = "application/pdf";
export const JPEG_TYPE = "image/jpeg";
export const PNG_TYPE = "image/png";
export type SniffedType = typeof PDF_TYPE | typeof JPEG_TYPE | typeof PNG_TYPE;

/** Each type's leading bytes, as its format defines them. */
const SIGNATURES: readonly { type: SniffedType; bytes: readonly number[] }[] = [
  // "%PDF-" (ISO 32000: the header line starts the file).
  { type: PDF_TYPE, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // SOI marker and the first byte of the next marker (JFIF, Exif and raw JPEG alike).
  { type: JPEG_TYPE, bytes: [0xff, 0xd8, 0xff] },
  // The 8-byte PNG signature (ISO/IEC 15948), which also catches a file mangled by text transfer.
  { type: PNG_TYPE, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** How many leading bytes `sniffFileType` needs at most. */
export const SNIFF_BYTES = Math.max(...SIGNATURES.map((s) => s.bytes.length));

/** The type the bytes say, or undefined for anything that is not a PDF, JPEG or PNG. */
export function sniffFileType(bytes: Uint8Array): SniffedType | undefined {
  return SIGNATURES.find(({ bytes: signature }) => signature.every((byte, i) => bytes[i] === byte))?.type;
}
