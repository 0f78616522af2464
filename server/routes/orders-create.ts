import { Hono } from "hono";
import * as v from "valibot";
import { IdParam } from "../../src/api/schemas/common";
import { CheckValidRequest, OrderInput } from "../../src/api/schemas/order-create";
import { issuesAsMessages } from "../../src/domain/order-validation";
import { requirePermission, requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { readJson, readQuery } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { createOrder } from "../orders/create-order";
import { checkOrder, refuseBadReferences } from "../orders/validate-order";
import { loadOrder, storedDocumentCodes } from "../orders/order-rows";
import { costSummaryAnswer } from "../quotes/quote-shipment";

/** check-valid of an order being edited names it, so that its own number is not "taken". */
const CheckValidQuery = v.object({ id: v.optional(IdParam.entries.id) });

/**
 * POST /v1/orders (admin and operation; a viewer gets 403) and POST /v1/orders/check-valid.
 * Creating is one transaction: an order with any problem is refused with field messages and
 * nothing written. The Idempotency-Key is optional but honoured: a replay answers the first
 * order, never a second one.
 */
export function orderCreateRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  const write = requirePermission("seller:write");

  app.post("/orders", auth, write, async (c) => {
    const order = await readJson(c, OrderInput);
    const user = c.var.user;
    return runMutation(c, deps, { required: false, input: order }, async (trx) => {
      const id = await createOrder(trx, deps, user, order);
      return { status: 201, body: one(await loadOrder(trx, user.seller_id, id)) };
    });
  });

  /** Never writes: the rules' verdict with messages, codes and the costs the wizard shows. */
  app.post("/orders/check-valid", auth, async (c) => {
    const { order } = await readJson(c, CheckValidRequest);
    const { id } = readQuery(c, CheckValidQuery);
    const sellerId = c.var.user.seller_id;
    const stored = id === undefined ? [] : await storedDocumentCodes(deps.db, sellerId, id);
    await refuseBadReferences(deps.db, sellerId, order);
    const check = await checkOrder(deps.db, sellerId, order, { orderId: id, storedDocumentCodes: stored, now: deps.now() });
    return c.json(
      one({
        valid: check.issues.length === 0,
        errors: issuesAsMessages(check.issues),
        issues: check.issues,
        costs: check.costs ? costSummaryAnswer(check.costs) : null,
      }),
    );
  });

  return app;
}
