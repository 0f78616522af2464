import { Hono } from "hono";
import type { Kysely } from "kysely";
import * as v from "valibot";
import { DEFAULT_PRINTING_SETTINGS, PrintingSettings } from "../../src/api/schemas/documents";
import { requirePermission, requireUser } from "../auth/require-user";
import type { Database } from "../db/schema";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one } from "../http/answers";
import { readJson } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
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

/** GET /v1/printings (every group reads it to download) and PUT /v1/printings/all. */
export function printingRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/printings", auth, async (c) => c.json(one(await loadPrintingSettings(deps.db, c.var.user.seller_id))));

  // Seller-wide paper choices, not a personal preference: the same permission as other settings.
  app.put("/printings/all", auth, requirePermission("seller:write"), async (c) => {
    const input = await readJson(c, PrintingSettings);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input }, async (trx) => {
      await upsertSellerSettings(trx, sellerId, { printing: JSON.stringify(input) }, isoNow(deps));
      return { status: 200, body: one(await loadPrintingSettings(trx, sellerId)) };
    });
  });

  return app;
}
