import { type ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from "../../../api/schemas/orders";
import { SNIFF_BYTES, sniffFileType } from "../../../domain/file-signature";

export type AttachmentProblem = "format" | "size";
export interface Attachment {
  name: string;
  type: (typeof ATTACHMENT_TYPES)[number];
  /** Base64 of the file, as AddCheckpointRequest carries it. */
  data: string;
}

export type CheckedAttachment = { attachment: Attachment; problem?: undefined } | { problem: AttachmentProblem; attachment?: undefined };

/** Base64 characters that hold at least SNIFF_BYTES bytes (4 characters per 3 bytes). */
const SNIFF_CHARS = Math.ceil(SNIFF_BYTES / 3) * 4;

/** Reads a file as base64 (the data URL's prefix removed). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(",") + 1));
    };
    reader.readAsDataURL(file);
  });
}

function leadingBytes(base64: string): Uint8Array {
  const text = atob(base64.slice(0, SNIFF_CHARS));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/**
 * A chosen file as the checkpoint will carry it, or what is wrong with it: at most 150 KB, and a
 * PDF, JPEG or PNG by its bytes (src/domain/file-signature.ts), as the server will check again.
 * The type sent is the one the bytes show, not the browser's guess from the file name.
 */
export async function checkAttachment(file: File): Promise<CheckedAttachment> {
  if (file.size > MAX_ATTACHMENT_BYTES) return { problem: "size" };
  const data = await readBase64(file);
  const type = sniffFileType(leadingBytes(data));
  if (!type) return { problem: "format" };
  return { attachment: { name: file.name, type, data } };
}
