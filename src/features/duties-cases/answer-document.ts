import { MAX_CASE_DOCUMENT_BYTES } from "../../api/schemas/duties-cases";

/**
 * The PDF of an answer, checked on the device before it is sent (the server checks again by its
 * bytes): a file a user picked is read as base64 for the JSON body.
 */
export type DocumentProblem = "missing" | "not-pdf" | "too-large";

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

export async function documentProblem(file: File | null): Promise<DocumentProblem | undefined> {
  if (!file || file.size === 0) return "missing";
  if (file.size > MAX_CASE_DOCUMENT_BYTES) return "too-large";
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  return PDF_MAGIC.every((byte, i) => head[i] === byte) ? undefined : "not-pdf";
}

export async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  // In slices: String.fromCharCode with 150 KB of arguments would overflow the stack.
  const SLICE = 0x8000;
  for (let i = 0; i < bytes.length; i += SLICE) binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  return btoa(binary);
}
