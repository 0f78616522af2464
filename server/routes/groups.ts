import { requireUser } from "../auth/require-user";
import { Hono } from "hono";
import { IdParam, Pagination } from "../../src/api/schemas/common";
import * as v from "valibot";
import { findGroup, listGroups } from "../auth/groups";
import type { AppEnv, ServerDeps } from "../deps";
import { one, page } from "../http/answers";
import { notFound } from "../http/errors";
import { readParams, readQuery } from "../http/validate";

const GroupsQuery = v.object({ ...Pagination });

/** Groups are the same for every seller, so they need no tenancy filter (server/auth/groups.ts). */
export function groupRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/groups", auth, async (c) => {
    const { rows, total } = await listGroups(deps.db, readQuery(c, GroupsQuery));
    return c.json(page(rows, total));
  });

  app.get("/groups/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    const row = await findGroup(deps.db, id);
    if (!row) throw notFound();
    return c.json(one(row));
  });

  return app;
}
