import { Hono } from "hono";
import * as v from "valibot";
import { IdParam, Pagination } from "../../src/api/schemas/common";
import { CreatePriceChangeRequest, DecidePriceChangeRequest } from "../../src/api/schemas/contracts";
import { requirePermission, requireUser } from "../auth/require-user";
import { createPriceChange, decidePriceChange, listPriceChanges, priceChangeRecipients } from "../contracts/price-changes";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one, page } from "../http/answers";
import { readJson, readParams, readQuery } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";

const ListQuery = v.object(Pagination);

/**
 * Price table change requests (decision 065). Every group of the seller reads them; admin and
 * operation ask for a change (viewer 403); only the chosen admin decides it.
 */
export function priceChangeRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/price_change_requests", auth, async (c) => {
    const { limit, offset } = readQuery(c, ListQuery);
    const { elements, count } = await listPriceChanges(deps.db, c.var.user, limit, offset);
    return c.json(page(elements, count));
  });

  app.get("/price_change_requests/recipients", auth, async (c) => {
    return c.json(one(await priceChangeRecipients(deps.db, c.var.user.seller_id)));
  });

  app.post("/price_change_requests", auth, requirePermission("seller:write"), async (c) => {
    const input = await readJson(c, CreatePriceChangeRequest);
    return runMutation(c, deps, { required: false, input }, async (trx) => {
      return { status: 201, body: one(await createPriceChange(trx, c.var.user, input, isoNow(deps))) };
    });
  });

  app.put("/price_change_requests/:id", auth, requirePermission("seller:write"), async (c) => {
    const { id } = readParams(c, IdParam);
    const input = await readJson(c, DecidePriceChangeRequest);
    return runMutation(c, deps, { required: false, input }, async (trx) => {
      return { status: 200, body: one(await decidePriceChange(trx, c.var.user, id, input, isoNow(deps))) };
    });
  });

  return app;
}
