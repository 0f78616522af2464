import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from "../../api/schemas/orders";

export type AttachmentProblem = "format" | "size";
export interface Attachment {
  name: string;
  type: (typeof ATTACHMENT_TYPES)[number];
  /** Base64 of the file, as AddCheckpointRequest carries it. */
  data: string;
}

const isAllowedType = (type: string): type is Attachment["type"] => (ATTACHMENT_TYPES as readonly string[]).includes(type);

/** What is wrong with a chosen file before it is read: a PDF, JPEG or PNG of at most 150 KB. */
export function attachmentProblem(file: File): AttachmentProblem | undefined {
  if (!isAllowedType(file.type)) return "format";
  if (file.size > MAX_ATTACHMENT_BYTES) return "size";
  return undefined;
}

/** Reads an accepted file as base64 (the data URL's prefix removed). */
export function readAttachment(file: File): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.onload = () => {
      const url = String(reader.result);
      resolve({ name: file.name, type: file.type as Attachment["type"], data: url.slice(url.indexOf(",") + 1) });
    };
    reader.readAsDataURL(file);
  });
}
