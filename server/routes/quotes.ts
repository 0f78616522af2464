import { Hono } from "hono";
import { QuoteRequest } from "../../src/api/schemas/quotes";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { readJson } from "../http/validate";
import { quoteForSeller } from "../quotes/quote-shipment";

/**
 * POST /v1/quotes: not a change, so no Idempotency-Key and every group (viewer too) may quote.
 * Priced with the seller's insurance settings, exactly as the order would be, then steered by
 * the seller's shipping rules (`rule_effects` says which rule did what).
 */
export function quoteRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.post("/quotes", auth, async (c) => {
    const request = await readJson(c, QuoteRequest);
    return c.json(one(await quoteForSeller(deps.db, c.var.user.seller_id, request, deps.now())));
  });

  return app;
}
