import { Hono } from "hono";
import { IdParam } from "../../src/api/schemas/common";
import { CreateUserRequest, SellerUsersQuery, UpdateUserRequest } from "../../src/api/schemas/seller-users";
import { requirePermission, requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { readJson, readParams, readQuery } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { createSellerUser, removeSellerUser, resendInvitation, updateSellerUser } from "../users/manage-users";
import { findSellerUser, listSellerUsers } from "../users/user-list";

/**
 * The seller's users (issue 19, decision 052). Every group of the seller reads them; only a Seller
 * Admin creates, edits, blocks, unblocks, removes or re-invites (403 for the others, whatever the
 * app shows). Another seller's user is as unknown as a missing one (404). The signed-in user's own
 * profile (PUT /v1/users, no id) is not here.
 */
export function userRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  const admin = requirePermission("users:manage");

  app.get("/users", auth, async (c) => c.json(one(await listSellerUsers(deps.db, c.var.user.seller_id, readQuery(c, SellerUsersQuery)))));

  app.get("/users/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    return c.json(one(await findSellerUser(deps.db, c.var.user.seller_id, id)));
  });

  app.post("/users", auth, admin, async (c) => {
    const input = await readJson(c, CreateUserRequest);
    return runMutation(c, deps, { required: false, input }, async (trx) => ({ status: 201, body: one(await createSellerUser(trx, deps, c.var.user, input)) }));
  });

  app.put("/users/:id", auth, admin, async (c) => {
    const { id } = readParams(c, IdParam);
    const input = await readJson(c, UpdateUserRequest);
    return runMutation(c, deps, { required: false, input }, async (trx) => ({ status: 200, body: one(await updateSellerUser(trx, deps, c.var.user, id, input)) }));
  });

  app.delete("/users/:id", auth, admin, async (c) => {
    const { id } = readParams(c, IdParam);
    return runMutation(c, deps, { required: false, input: { id } }, async (trx) => ({ status: 200, body: one(await removeSellerUser(trx, deps, c.var.user, id)) }));
  });

  app.post("/users/:id/invitation", auth, admin, async (c) => {
    const { id } = readParams(c, IdParam);
    return runMutation(c, deps, { required: false, input: { id } }, async (trx) => ({ status: 200, body: one(await resendInvitation(trx, deps, c.var.user, id)) }));
  });

  return app;
}
