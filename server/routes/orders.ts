import { Hono } from "hono";
import type { AppEnv, ServerDeps } from "../deps";
import { orderDocumentRoutes } from "./order-documents";
import { orderCheckpointRoutes } from "./orders-checkpoints";
import { orderCreateRoutes } from "./orders-create";
import { orderDispatchRoutes } from "./orders-dispatch";
import { orderReadRoutes } from "./orders-read";
import { orderWriteRoutes } from "./orders-write";

/**
 * Every /v1/orders route (issue 4). Who may do what: every group of the seller reads; admin and
 * operation write (edit, remove, dispatch, add checkpoints); a viewer's write is 403. Another
 * seller's order is 404 on every route, as a missing one.
 */
export function orderRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  // Dispatch first: PUT /orders/multi_dispatch must not reach PUT /orders/:id as id "multi_dispatch".
  app.route("/", orderDispatchRoutes(deps));
  app.route("/", orderCheckpointRoutes(deps));
  // Before the reads: POST /orders/check-valid and POST /orders/documents are no order ids.
  app.route("/", orderCreateRoutes(deps));
  app.route("/", orderDocumentRoutes(deps));
  app.route("/", orderReadRoutes(deps));
  app.route("/", orderWriteRoutes(deps));
  return app;
}
