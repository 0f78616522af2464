import type { Context } from "hono";
import { CHANNEL_FILE_FIELD, CHANNEL_FILE_MESSAGES, MAX_CHANNEL_FILE_BYTES } from "../../src/api/schemas/channel-files";
import { MESSAGES } from "../../src/api/schemas/common";
import { type ChannelOrder, decodeReportBytes, parseChannelReport } from "../../src/domain/channel-report";
import { HttpError } from "../http/errors";

/**
 * The one check of an uploaded channel report (POST /v1/amazon_files, multipart field `file`):
 * a file that is there, not too large, text (by its bytes, never its name or claimed type), with
 * the report's columns and at least one order. Refusals are 413 or 422 with the message under
 * the field, so the screen shows it next to its file input; junk never reaches a 500.
 */
export interface ChannelUpload {
  name: string;
  bytes: Uint8Array;
  orders: ChannelOrder[];
  rows: number;
}

/** A file name shown in lists and sent back in Content-Disposition: no path, no quotes, no control characters. */
const MAX_NAME_LENGTH = 120;
const isControl = (ch: string) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f;
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = [...base].filter((ch) => ch !== '"' && !isControl(ch)).join("").trim().slice(0, MAX_NAME_LENGTH);
  return cleaned === "" ? "channel-orders.txt" : cleaned;
}

const refuse = (status: 413 | 422, message: string) => new HttpError(status, [{ [CHANNEL_FILE_FIELD]: [message] }]);

/** The report read from stored or uploaded bytes, or the refusal a user can act on. */
export function readReport(bytes: Uint8Array): { orders: ChannelOrder[]; rows: number } {
  const decoded = decodeReportBytes(bytes);
  if (!decoded.ok) throw refuse(422, decoded.code === "empty" ? CHANNEL_FILE_MESSAGES.empty : CHANNEL_FILE_MESSAGES.notText);
  const parsed = parseChannelReport(decoded.text);
  if (!parsed.ok) throw refuse(422, `${CHANNEL_FILE_MESSAGES.missingColumns} ${parsed.missing.join(", ")}`);
  if (parsed.orders.length === 0) throw refuse(422, CHANNEL_FILE_MESSAGES.noOrders);
  return parsed;
}

export async function readChannelUpload(c: Context): Promise<ChannelUpload> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new HttpError(400, ["The request body is not valid multipart/form-data."]);
  }
  const file = body[CHANNEL_FILE_FIELD];
  if (!(file instanceof File) || file.size === 0) throw refuse(422, MESSAGES.blank);
  if (file.size > MAX_CHANNEL_FILE_BYTES) throw refuse(413, CHANNEL_FILE_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { name: safeFileName(file.name), bytes, ...readReport(bytes) };
}
