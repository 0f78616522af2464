import { Hono } from "hono";
import {
  AddCreditRequest,
  CategoryEventsParams,
  CreateSettingRequest,
  DeleteSettingQuery,
  EventsQuery,
  InvoicesQuery,
  SellerIdParam,
  UpdateSellerAccountRequest,
  UpdateSettingRequest,
  UsageQuery,
} from "../../src/api/schemas/billing";
import { IdParam } from "../../src/api/schemas/common";
import { requirePermission, requireUser } from "../auth/require-user";
import { createSetting, deleteSetting, sellerAccount, setGlobalActive, settingsAnswer, updateSetting } from "../billing/account-settings";
import { addCredit } from "../billing/add-credit";
import { balanceAnswer } from "../billing/balances";
import { ownSellerId } from "../billing/billing-access";
import { serviceCategories } from "../billing/categories";
import { categoryUsage, listEvents } from "../billing/event-list";
import { listInvoices } from "../billing/invoice-list";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { readJson, readParams, readQuery } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { requirePermissionOrReplay } from "../idempotency/replay-permission";

/**
 * Billing (issue 20, decision 056; contract in src/api/schemas/billing.ts). Every group of the
 * seller reads; only its admin adds credit and changes settings (billing:manage; operation and
 * viewer 403). A path naming another seller is 404 (ownSellerId), checked before anything else
 * is read. Adding credit requires an Idempotency-Key: the same key twice books one event.
 */
export function billingRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  const manage = requirePermission("billing:manage");

  // Before /seller_accounts/:sellerId, so that "categories" is no seller id.
  app.get("/seller_accounts/categories", auth, async (c) => c.json(one(await serviceCategories(deps.db))));

  app.get("/seller_accounts/:sellerId", auth, async (c) => {
    const sellerId = ownSellerId(c.var.user, readParams(c, SellerIdParam).sellerId);
    return c.json(one(await sellerAccount(deps.db, sellerId)));
  });

  app.put("/seller_accounts/:sellerId", auth, manage, async (c) => {
    const sellerId = ownSellerId(c.var.user, readParams(c, SellerIdParam).sellerId);
    const input = await readJson(c, UpdateSellerAccountRequest);
    return c.json(one(await setGlobalActive(deps.db, deps, sellerId, input.seller_accounts.is_active)));
  });

  app.get("/seller_account_events/:sellerId/balance", auth, async (c) => {
    const sellerId = ownSellerId(c.var.user, readParams(c, SellerIdParam).sellerId);
    return c.json(one(await balanceAnswer(deps.db, sellerId)));
  });

  app.get("/seller_account_events", auth, async (c) => {
    return c.json(one(await listEvents(deps.db, c.var.user.seller_id, readQuery(c, EventsQuery), deps.now())));
  });

  app.get("/sellers/:id/seller_account_events", auth, async (c) => {
    const sellerId = ownSellerId(c.var.user, readParams(c, IdParam).id);
    return c.json(one(await listEvents(deps.db, sellerId, readQuery(c, EventsQuery), deps.now())));
  });

  app.post("/sellers/:id/seller_account_events", auth, requirePermissionOrReplay(deps, "billing:manage"), async (c) => {
    const sellerId = ownSellerId(c.var.user, readParams(c, IdParam).id);
    const input = await readJson(c, AddCreditRequest);
    return runMutation(c, deps, { required: true, input: { sellerId, ...input } }, async (trx) => {
      return { status: 201, body: one(await addCredit(trx, deps, c.var.user, sellerId, input)) };
    });
  });

  app.get("/seller_account_invoices/:sellerId/invoices", auth, async (c) => {
    const sellerId = ownSellerId(c.var.user, readParams(c, SellerIdParam).sellerId);
    return c.json(one(await listInvoices(deps.db, sellerId, readQuery(c, InvoicesQuery))));
  });

  app.get("/sellers/:id/seller_account/category_events/:categoryId", auth, async (c) => {
    const params = readParams(c, CategoryEventsParams);
    const sellerId = ownSellerId(c.var.user, params.id);
    return c.json(one(await categoryUsage(deps.db, sellerId, params.categoryId, readQuery(c, UsageQuery), deps.now())));
  });

  app.get("/sellers/:id/seller_account_setting", auth, async (c) => {
    const sellerId = ownSellerId(c.var.user, readParams(c, IdParam).id);
    return c.json(one(await settingsAnswer(deps.db, sellerId)));
  });

  app.post("/sellers/:id/seller_account_setting", auth, manage, async (c) => {
    const sellerId = ownSellerId(c.var.user, readParams(c, IdParam).id);
    const input = await readJson(c, CreateSettingRequest);
    return c.json(one(await createSetting(deps.db, deps, sellerId, input)), 201);
  });

  app.put("/sellers/:id/seller_account_setting", auth, manage, async (c) => {
    const sellerId = ownSellerId(c.var.user, readParams(c, IdParam).id);
    const input = await readJson(c, UpdateSettingRequest);
    return c.json(one(await updateSetting(deps.db, deps, sellerId, input)));
  });

  app.delete("/sellers/:id/seller_account_setting", auth, manage, async (c) => {
    const sellerId = ownSellerId(c.var.user, readParams(c, IdParam).id);
    return c.json(one(await deleteSetting(deps.db, sellerId, readQuery(c, DeleteSettingQuery).category_id)));
  });

  return app;
}
