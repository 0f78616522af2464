import type * as v from "valibot";

/** The shape of an entry of the published contract (operations.ts) and the helpers its entries share. */

/** A JSON body or answer, described by its valibot schema. */
export type Json = v.GenericSchema;
/** A file: its media types. */
export interface File {
  file: readonly string[];
}
/** A multipart/form-data upload of one file field. */
export interface Upload {
  upload: string;
  types: readonly string[];
}

export interface Operation {
  summary: string;
  /** The group on the reference page. */
  tag: string;
  /** Public routes need no bearer token (sign-in, health, the public tracking page). */
  public?: true;
  /** How the route treats an `Idempotency-Key` (decision 004): required by the outbox's calls. */
  idempotency?: "required" | "optional";
  query?: Json;
  body?: Json | readonly Json[] | Upload;
  /** The answer of success, by status. */
  answers: Record<number, { description: string; body: Json | File }>;
  /** A longer note shown under the summary. */
  description?: string;
}

export const ok = (body: Json | File, description = "Done.") => ({ 200: { description, body } });
export const created = (body: Json, description = "Created.") => ({ 201: { description, body } });
export const pdf: File = { file: ["application/pdf"] };
