import { Hono } from "hono";
import * as v from "valibot";
import { Pagination } from "../../src/api/schemas/common";
import { requireUser } from "../auth/require-user";
import { contractListAnswer, sellerContracts } from "../contracts/seller-contracts";
import type { AppEnv, ServerDeps } from "../deps";
import { page } from "../http/answers";
import { readQuery } from "../http/validate";

const ListQuery = v.object(Pagination);

/** Contracts and sales channels: reads, so every group of the seller may list them. */
export function contractRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/contracts", auth, async (c) => {
    const { limit, offset } = readQuery(c, ListQuery);
    const rows = await sellerContracts(deps.db, c.var.user.seller_id);
    return c.json(page(rows.slice(offset, offset + limit).map(contractListAnswer), rows.length));
  });

  app.get("/sales_channels", auth, async (c) => {
    const { limit, offset } = readQuery(c, ListQuery);
    const rows = await deps.db.selectFrom("sales_channels").select(["id", "name"]).where("seller_id", "=", c.var.user.seller_id).orderBy("name").orderBy("id").execute();
    return c.json(page(rows.slice(offset, offset + limit), rows.length));
  });

  return app;
}
