import { Hono } from "hono";
import { IdParam } from "../../src/api/schemas/common";
import { RuleTestRequest, ShippingRuleRequest, ShippingRulesQuery } from "../../src/api/schemas/shipping-rules";
import { requirePermission, requireUser } from "../auth/require-user";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one } from "../http/answers";
import { readJson, readParams, readQuery } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { createShippingRule, deleteShippingRule, findShippingRule, listShippingRules, updateShippingRule } from "../shipping-rules/rule-store";
import { testShippingRule } from "../shipping-rules/rule-test";
import { assertValidRule } from "../shipping-rules/rule-validation";

/**
 * A seller's shipping rules (issue 22, decision 062): every group reads them and may test one (a
 * test writes nothing); admin and operation write them (viewer: 403). Another seller's rule is
 * 404. The evaluator that makes them act is src/domain/shipping-rules/apply.ts.
 */
export function shippingRuleRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  const write = requirePermission("seller:write");

  app.get("/shipping_rules", auth, async (c) => {
    return c.json(one(await listShippingRules(deps.db, c.var.user.seller_id, readQuery(c, ShippingRulesQuery))));
  });

  app.post("/shipping_rules/test", auth, async (c) => {
    const input = await readJson(c, RuleTestRequest);
    return c.json(one(await testShippingRule(deps.db, c.var.user.seller_id, input, deps.now())));
  });

  app.get("/shipping_rules/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    return c.json(one(await findShippingRule(deps.db, c.var.user.seller_id, id)));
  });

  app.post("/shipping_rules", auth, write, async (c) => {
    const input = await readJson(c, ShippingRuleRequest);
    const { seller_id: sellerId, id: userId } = c.var.user;
    await assertValidRule(deps.db, sellerId, input);
    return runMutation(c, deps, { required: false, input }, async (trx) => ({ status: 201, body: one(await createShippingRule(trx, sellerId, userId, input, isoNow(deps))) }));
  });

  app.put("/shipping_rules/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    const input = await readJson(c, ShippingRuleRequest);
    const sellerId = c.var.user.seller_id;
    await assertValidRule(deps.db, sellerId, input);
    return runMutation(c, deps, { required: false, input: { id, ...input } }, async (trx) => ({ status: 200, body: one(await updateShippingRule(trx, sellerId, id, input, isoNow(deps))) }));
  });

  app.delete("/shipping_rules/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    const sellerId = c.var.user.seller_id;
    return runMutation(c, deps, { required: false, input: { id } }, async (trx) => {
      await deleteShippingRule(trx, sellerId, id);
      return { status: 200, body: one({ id }) };
    });
  });

  return app;
}
