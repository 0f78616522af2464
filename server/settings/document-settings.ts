import type { Kysely } from "kysely";
import * as v from "valibot";
import { DEFAULT_DOCUMENT_SETTINGS, DocumentSettings } from "../../src/api/schemas/document-settings";
import type { Database } from "../db/schema";
import { upsertSellerSettings } from "./seller-settings";

/**
 * The seller's document settings, JSON in seller_settings.documents (migration 032). A stored
 * value that no longer fits (a field added or a reason dropped later) keeps what still fits and
 * takes the defaults for the rest, so a commercial invoice never fails on an old row.
 */
export async function loadDocumentSettings(db: Pick<Kysely<Database>, "selectFrom">, sellerId: number): Promise<DocumentSettings> {
  const row = await db.selectFrom("seller_settings").select("documents").where("seller_id", "=", sellerId).executeTakeFirst();
  if (!row?.documents) return DEFAULT_DOCUMENT_SETTINGS;
  let stored: unknown;
  try {
    stored = JSON.parse(row.documents);
  } catch {
    return DEFAULT_DOCUMENT_SETTINGS;
  }
  const settings: Record<string, unknown> = { ...DEFAULT_DOCUMENT_SETTINGS };
  for (const [field, schema] of Object.entries(DocumentSettings.entries)) {
    const value = (stored as Record<string, unknown> | null)?.[field];
    if (v.safeParse(schema, value).success) settings[field] = value;
  }
  const repaired = v.safeParse(DocumentSettings, settings);
  return repaired.success ? repaired.output : DEFAULT_DOCUMENT_SETTINGS;
}

/** Replaces the seller's document settings (they live in the seller's settings row). */
export async function saveDocumentSettings(trx: Pick<Kysely<Database>, "insertInto">, sellerId: number, settings: DocumentSettings, updatedAt: string): Promise<void> {
  await upsertSellerSettings(trx, sellerId, { documents: JSON.stringify(settings) }, updatedAt);
}
