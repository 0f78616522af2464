import { Hono } from "hono";
import { CustomerRecordInput, CustomersQuery } from "../../src/api/schemas/customers";
import { IdParam } from "../../src/api/schemas/common";
import { requirePermission, requireUser } from "../auth/require-user";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one, page } from "../http/answers";
import { readJson, readParams, readQuery } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { assertValidCustomer, createCustomer, deleteCustomer, listCustomers, readCustomer, updateCustomer } from "../customers/customers";

/**
 * The seller's address book (server/customers/customers.ts, decision 064): read by every group,
 * written by Seller Admin and Seller Operation (a viewer gets 403); always the user's own seller.
 */
export function customerRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  const write = requirePermission("seller:write");

  app.get("/customers", auth, async (c) => {
    const query = readQuery(c, CustomersQuery);
    const { rows, count } = await listCustomers(deps.db, c.var.user.seller_id, query);
    return c.json(page(rows, count));
  });

  app.get("/customers/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    return c.json(one(await readCustomer(deps.db, c.var.user.seller_id, id)));
  });

  app.post("/customers", auth, write, async (c) => {
    const input = await readJson(c, CustomerRecordInput);
    assertValidCustomer(input);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input }, async (trx) => ({ status: 201, body: one(await createCustomer(trx, sellerId, input, isoNow(deps))) }));
  });

  app.put("/customers/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    const input = await readJson(c, CustomerRecordInput);
    assertValidCustomer(input);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input: { id, ...input } }, async (trx) => ({ status: 200, body: one(await updateCustomer(trx, sellerId, id, input, isoNow(deps))) }));
  });

  app.delete("/customers/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input: { id } }, async (trx) => {
      await deleteCustomer(trx, sellerId, id);
      return { status: 200, body: one({ id }) };
    });
  });

  return app;
}
