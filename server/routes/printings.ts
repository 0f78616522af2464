import { Hono } from "hono";
import { PrintingSettings } from "../../src/api/schemas/documents";
import { requirePermission, requireUser } from "../auth/require-user";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one } from "../http/answers";
import { readJson } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { loadPrintingSettings, savePrintingSettings } from "../settings/printing-settings";

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
      await savePrintingSettings(trx, sellerId, input, isoNow(deps));
      return { status: 200, body: one(await loadPrintingSettings(trx, sellerId)) };
    });
  });

  return app;
}
