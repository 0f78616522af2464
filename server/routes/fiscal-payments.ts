import { Hono } from "hono";
import { FiscalPaymentsQuery } from "../../src/api/schemas/fiscal-payments";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { checkFiscalPaymentFilter } from "../fiscal-payments/fiscal-payment-filter";
import { listFiscalPayments } from "../fiscal-payments/fiscal-payment-store";
import { page } from "../http/answers";
import { readQuery } from "../http/validate";

/**
 * Fiscal payments (issue 18; calls in src/api/schemas/fiscal-payments.ts). Every group of the
 * seller reads them; only the seller's own are ever listed.
 */
export function fiscalPaymentRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/fiscal_payments", auth, async (c) => {
    const filter = readQuery(c, FiscalPaymentsQuery);
    checkFiscalPaymentFilter(filter);
    const { elements, count } = await listFiscalPayments(deps.db, c.var.user.seller_id, filter);
    return c.json(page(elements, count));
  });

  return app;
}
