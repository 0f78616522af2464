import { Hono } from "hono";
import { DocumentSettings } from "../../src/api/schemas/document-settings";
import { PrintingSettings } from "../../src/api/schemas/documents";
import { requirePermission, requireUser } from "../auth/require-user";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one } from "../http/answers";
import { readJson } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { loadDocumentSettings, saveDocumentSettings } from "../settings/document-settings";
import { loadPrintingSettings, savePrintingSettings } from "../settings/printing-settings";

/**
 * GET /v1/printings (every group reads it to download) and PUT /v1/printings/all; GET and PUT
 * /v1/document_settings, what the documents printed say (decision 061).
 */
export function printingRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/printings", auth, async (c) => c.json(one(await loadPrintingSettings(deps.db, c.var.user.seller_id))));

  // Seller-wide paper choices, not a personal preference: the same permission as other settings.
  app.put("/printings/all", auth, requirePermission("seller:write"), async (c) => {
    const input = await readJson(c, PrintingSettings);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input }, async (trx) => {
      await savePrintingSettings(trx, sellerId, input, isoNow(deps));
      return { status: 200, body: one(await loadPrintingSettings(trx, sellerId)) };
    });
  });

  app.get("/document_settings", auth, async (c) => c.json(one(await loadDocumentSettings(deps.db, c.var.user.seller_id))));

  app.put("/document_settings", auth, requirePermission("seller:write"), async (c) => {
    const input = await readJson(c, DocumentSettings);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input }, async (trx) => {
      await saveDocumentSettings(trx, sellerId, input, isoNow(deps));
      return { status: 200, body: one(await loadDocumentSettings(trx, sellerId)) };
    });
  });

  return app;
}
