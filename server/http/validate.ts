import type { Context } from "hono";
import * as v from "valibot";
import { MESSAGES } from "../../src/api/schemas/common";
import { MAX_PRODUCTS_FILE_BYTES } from "../../src/domain/product-import/product-columns";
import { controlCharacterMessages } from "./control-characters";
import { HttpError } from "./errors";

/** Bodies larger than this are refused with 413 (read and thrown away first: body-limit.ts); the app never sends more. */
export const MAX_BODY_BYTES = 256 * 1024;
/**
 * A whole order (POST /v1/orders, PUT /v1/orders/{id}) may carry up to 10 customs PDFs of 150 KB
 * each, in base64: about 2 MB, plus the order itself.
 */
export const MAX_ORDER_BODY_BYTES = 2560 * 1024;

/** The calls that carry a whole order with its documents. */
export const carriesWholeOrder = (method: string, path: string) =>
  (method === "POST" && /\/v1\/orders\/?$/.test(path)) || (method === "PUT" && /\/v1\/orders\/\d+\/?$/.test(path));

/**
 * The image uploads: the advertising image (PUT /v1/sellers/{id}/upload-ad, at most 1 MB,
 * MAX_AD_IMAGE_BYTES) and the seller's logo (PUT /v1/sellers/{id}/upload-company-logo, at most
 * 512 KB, MAX_LOGO_IMAGE_BYTES), plus the multipart framing. Each route checks its own size with
 * its own message; this limit only stops a body far larger than either before it is read.
 */
export const MAX_IMAGE_UPLOAD_BODY_BYTES = 1024 * 1024 + 64 * 1024;

/** A channel order report (POST /v1/amazon_files, at most MAX_CHANNEL_FILE_BYTES) plus the multipart framing. */
export const MAX_CHANNEL_UPLOAD_BODY_BYTES = 5 * 1024 * 1024 + 64 * 1024;
export const carriesChannelFile = (method: string, path: string) => method === "POST" && /\/v1\/amazon_files\/?$/.test(path);
/** A products file (POST /v1/products/import): the file's own limit, checked by the route with its message, plus the multipart framing. */
export const MAX_PRODUCTS_UPLOAD_BODY_BYTES = MAX_PRODUCTS_FILE_BYTES + 64 * 1024;
export const carriesProductsFile = (method: string, path: string) => method === "POST" && /\/v1\/products\/import\/?$/.test(path);

/** Either image upload of a seller (the advertising image or the logo). */
export const carriesImageUpload = (method: string, path: string) => method === "PUT" && /\/v1\/sellers\/\d+\/upload-(ad|company-logo|company-signature)\/?$/.test(path);

/**
 * An import's rows (POST /v1/orders/import, MAX_IMPORT_BODY_BYTES: 50,000 rows as JSON) and the
 * order numbers a device asks about before it (POST /v1/orders/numbers-taken: 50,000 numbers).
 */
export const carriesImportRows = (method: string, path: string) => method === "POST" && /\/v1\/orders\/import\/?$/.test(path);
export const MAX_ORDER_NUMBERS_BODY_BYTES = 4 * 1024 * 1024;
export const carriesOrderNumbers = (method: string, path: string) => method === "POST" && /\/v1\/orders\/numbers-taken\/?$/.test(path);

/**
 * Turns valibot issues into `messages`: one object mapping each field path to its messages;
 * issues about the whole body go under `base`.
 */
export function issuesToMessages(issues: readonly v.BaseIssue<unknown>[]): HttpError["messages"] {
  const byField: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? "base";
    (byField[path] ??= []).push(messageOf(issue));
  }
  return [byField];
}

/** A missing field is reported by the object schema in valibot's words; users read the spec's. */
function messageOf(issue: v.BaseIssue<unknown>): string {
  const missingField = issue.type === "object" && issue.input === undefined && (issue.path?.length ?? 0) > 0;
  return missingField ? MESSAGES.blank : issue.message;
}

/** Validates a request's input: 422 naming each field with a control character (control-characters.ts), then the schema's own refusals. */
export function parseOr422<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const control = controlCharacterMessages(input);
  if (control) throw new HttpError(422, control);
  const result = v.safeParse(schema, input);
  if (!result.success) throw new HttpError(422, issuesToMessages(result.issues));
  return result.output;
}

/** Reads and validates a JSON body: 415 if it says it is not JSON, 400 if it is not valid JSON. */
/** 415 for a body that says it is not JSON. */
export function requireJsonType(c: Context): void {
  const type = c.req.header("content-type") ?? "";
  if (type && !/^application\/json\b/i.test(type)) {
    throw new HttpError(415, ["The request body must be JSON (Content-Type: application/json)."]);
  }
}

export async function readJson<T extends v.GenericSchema>(c: Context, schema: T): Promise<v.InferOutput<T>> {
  requireJsonType(c);
  const text = await c.req.text();
  let body: unknown;
  try {
    body = text === "" ? undefined : JSON.parse(text);
  } catch {
    throw new HttpError(400, ["The request body is not valid JSON."]);
  }
  if (body === undefined || body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new HttpError(422, [{ base: ["The request body must be a JSON object."] }]);
  }
  return parseOr422(schema, body);
}

/** Validates the query string. Repeated parameters keep their first value. */
export function readQuery<T extends v.GenericSchema>(c: Context, schema: T): v.InferOutput<T> {
  return parseOr422(schema, c.req.query());
}

export function readParams<T extends v.GenericSchema>(c: Context, schema: T): v.InferOutput<T> {
  return parseOr422(schema, c.req.param());
}
