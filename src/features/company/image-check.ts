import { PNG_TYPE, SNIFF_BYTES, sniffFileType } from "../../domain/file-signature";

/**
 * The brand logo and the signature are png files (configuration area section 5). The browser
 * checks the file's first bytes, never its name or claimed type, and its size, before sending it;
 * the server checks both again, and the picture's dimensions.
 */
export type ImageProblem = "not-png" | "too-heavy" | null;

export async function checkPng(file: File, maxBytes: number): Promise<ImageProblem> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (sniffFileType(head) !== PNG_TYPE) return "not-png";
  if (file.size > maxBytes) return "too-heavy";
  return null;
}
