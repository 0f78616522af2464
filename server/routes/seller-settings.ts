import { Hono } from "hono";
import { IdParam } from "../../src/api/schemas/common";
import { UpdateSellerSettingsRequest } from "../../src/api/schemas/seller-settings";
import { requirePermission, requireUser } from "../auth/require-user";
import { assertOwnSeller } from "../auth/tenancy";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one } from "../http/answers";
import { readJson, readParams } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { checkSellerSettings, loadSellerSettings, saveSellerSettings } from "../settings/seller-settings";
import { applyStrictTaxIdChange, strictTaxIdConfirmation } from "../tax-id-check/strict-setting";
import type { Database } from "../db/schema";
import type { Kysely, Transaction } from "kysely";

/** The settings with who confirmed the strict tax-id check's cost (decision 064). */
const settingsAnswer = async (db: Kysely<Database> | Transaction<Database>, id: number) => ({
  ...(await loadSellerSettings(db, id)),
  strict_tax_id_confirmation: await strictTaxIdConfirmation(db, id),
});

/** Advanced and insurance settings (configuration area section 7): the seller's own only. */
export function sellerSettingsRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/seller_settings/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    return c.json(one(await settingsAnswer(deps.db, id)));
  });

  app.put("/seller_settings/:id", auth, requirePermission("seller:write"), async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const input = await readJson(c, UpdateSellerSettingsRequest);
    checkSellerSettings(input);
    return runMutation(c, deps, { required: false, input: { id, ...input } }, async (trx) => {
      await applyStrictTaxIdChange(trx, id, c.var.user.id, input, isoNow(deps));
      await saveSellerSettings(trx, id, input, isoNow(deps));
      return { status: 200, body: one(await settingsAnswer(trx, id)) };
    });
  });

  return app;
}
