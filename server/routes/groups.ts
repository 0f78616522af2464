import { requireUser } from "../auth/require-user";
import { Hono } from "hono";
import { IdParam, Pagination } from "../../src/api/schemas/common";
import * as v from "valibot";
import type { AppEnv, ServerDeps } from "../deps";
import { one, page } from "../http/answers";
import { notFound } from "../http/errors";
import { readParams, readQuery } from "../http/validate";

const GroupsQuery = v.object({ ...Pagination });

/** Groups are the same for every seller, so they need no tenancy filter. */
export function groupRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/groups", auth, async (c) => {
    const { limit, offset } = readQuery(c, GroupsQuery);
    const [rows, total] = await Promise.all([
      deps.db.selectFrom("groups").select(["id", "name"]).orderBy("id").limit(limit).offset(offset).execute(),
      deps.db.selectFrom("groups").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    ]);
    return c.json(page(rows, Number(total.n)));
  });

  app.get("/groups/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    const row = await deps.db.selectFrom("groups").select(["id", "name"]).where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound();
    return c.json(one(row));
  });

  return app;
}
