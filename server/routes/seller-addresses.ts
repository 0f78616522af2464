import { Hono } from "hono";
import * as v from "valibot";
import { SellerAddressInput } from "../../src/api/schemas/company";
import { IdParam, QueryInteger } from "../../src/api/schemas/common";
import { requirePermission, requireUser } from "../auth/require-user";
import { assertOwnSeller } from "../auth/tenancy";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one } from "../http/answers";
import { readJson, readParams } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { assertValidAddress, createAddress, deleteAddress, listAddresses, updateAddress } from "../sellers/seller-addresses";

const AddressParams = v.object({ ...IdParam.entries, addressId: v.pipe(QueryInteger, v.minValue(1, "Must be at least 1")) });

/**
 * The seller's ship-from addresses (server/sellers/seller-addresses.ts, decision 054): read by
 * every group, written by Seller Admin and Seller Operation; another seller's are 404.
 */
export function sellerAddressRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  const write = requirePermission("seller:write");

  app.get("/sellers/:id/addresses", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    return c.json(one(await listAddresses(deps.db, id)));
  });

  app.post("/sellers/:id/addresses", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const input = await readJson(c, SellerAddressInput);
    assertValidAddress(input);
    return runMutation(c, deps, { required: false, input: { id, ...input } }, async (trx) => ({ status: 201, body: one(await createAddress(trx, id, input, isoNow(deps))) }));
  });

  app.put("/sellers/:id/addresses/:addressId", auth, write, async (c) => {
    const { id, addressId } = readParams(c, AddressParams);
    assertOwnSeller(c.var.user, id);
    const input = await readJson(c, SellerAddressInput);
    assertValidAddress(input);
    return runMutation(c, deps, { required: false, input: { id, addressId, ...input } }, async (trx) => ({ status: 200, body: one(await updateAddress(trx, id, addressId, input, isoNow(deps))) }));
  });

  app.delete("/sellers/:id/addresses/:addressId", auth, write, async (c) => {
    const { id, addressId } = readParams(c, AddressParams);
    assertOwnSeller(c.var.user, id);
    return runMutation(c, deps, { required: false, input: { id, addressId } }, async (trx) => {
      await deleteAddress(trx, id, addressId);
      return { status: 200, body: one({ id: addressId }) };
    });
  });

  return app;
}
