import type { Kysely } from "kysely";
import * as v from "valibot";
import { DEFAULT_PRINTING_SETTINGS, PrintingSettings } from "../../src/api/schemas/documents";
import type { Database } from "../db/schema";
import { upsertSellerSettings } from "./seller-settings";

/**
 * The seller's printing settings, kept as JSON in seller_settings.printing. A stored value that no
 * longer fits the schema (a document kind added later) falls back to the defaults for what is
 * missing, so a download never fails on an old row.
 */
export async function loadPrintingSettings(db: Pick<Kysely<Database>, "selectFrom">, sellerId: number): Promise<PrintingSettings> {
  const row = await db.selectFrom("seller_settings").select("printing").where("seller_id", "=", sellerId).executeTakeFirst();
  if (!row?.printing) return DEFAULT_PRINTING_SETTINGS;
  let stored: unknown;
  try {
    stored = JSON.parse(row.printing);
  } catch {
    return DEFAULT_PRINTING_SETTINGS;
  }
  const exact = v.safeParse(PrintingSettings, stored);
  if (exact.success) return exact.output;
  const partial = (stored ?? {}) as Partial<PrintingSettings>;
  const merged = {
    formats: { ...DEFAULT_PRINTING_SETTINGS.formats, ...partial.formats },
    with_label: { ...DEFAULT_PRINTING_SETTINGS.with_label, ...partial.with_label },
    return_address: partial.return_address ?? DEFAULT_PRINTING_SETTINGS.return_address,
  };
  const repaired = v.safeParse(PrintingSettings, merged);
  return repaired.success ? repaired.output : DEFAULT_PRINTING_SETTINGS;
}

/** Replaces the seller's printing settings (they live in the seller's settings row). */
export async function savePrintingSettings(trx: Pick<Kysely<Database>, "insertInto">, sellerId: number, settings: PrintingSettings, updatedAt: string): Promise<void> {
  await upsertSellerSettings(trx, sellerId, { printing: JSON.stringify(settings) }, updatedAt);
}
