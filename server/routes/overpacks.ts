import { Hono } from "hono";
import { IdParam } from "../../src/api/schemas/common";
import { AddOverpackOrdersRequest, CreateOverpackRequest, DispatchOverpacksRequest, OverpacksQuery } from "../../src/api/schemas/overpacks";
import { requireUser } from "../auth/require-user";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { fileAnswer } from "../http/file-answer";
import { readJson, readParams, readQuery } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { requirePermissionOrReplay } from "../idempotency/replay-permission";
import { dispatchOverpacks } from "../overpacks/dispatch-overpacks";
import { addOverpackOrders, createOverpack } from "../overpacks/fill-overpack";
import { overpackLabelPdf } from "../overpacks/overpack-label";
import { loadPrintingSettings } from "../settings/printing-settings";
import { findOverpack, listOverpacks } from "../overpacks/overpack-list";
import { requireOverpackUser } from "../overpacks/require-overpack";

/**
 * Overpacks (issue 18, decision 050). Only users with can_overpack (403 for the others, on every
 * route, before anything else); every group of the seller reads, admin and operation write
 * (viewer: 403). Writes require an Idempotency-Key: the tablet's outbox resends them and each
 * applies once. Another seller's overpack or order is as unknown as a missing one (404).
 */
export function overpackRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  // A replay of a committed write is answered even after the user's role changed (decision 027).
  const write = requirePermissionOrReplay(deps, "seller:write");

  app.get("/overpacks", auth, requireOverpackUser, async (c) => {
    return c.json(one(await listOverpacks(deps.db, c.var.user.seller_id, readQuery(c, OverpacksQuery))));
  });

  app.post("/overpacks", auth, requireOverpackUser, write, async (c) => {
    const input = await readJson(c, CreateOverpackRequest);
    return runMutation(c, deps, { required: true, input }, async (trx) => {
      return { status: 201, body: one(await createOverpack(trx, deps, c.var.user, input)) };
    });
  });

  // Registered before /overpacks/:id/... so that "multi_dispatch" is no id.
  app.put("/overpacks/multi_dispatch", auth, requireOverpackUser, write, async (c) => {
    const input = await readJson(c, DispatchOverpacksRequest);
    return runMutation(c, deps, { required: true, input }, async (trx) => {
      return { status: 200, body: one(await dispatchOverpacks(trx, deps, c.var.user, input.ids)) };
    });
  });

  app.get("/overpacks/:id", auth, requireOverpackUser, async (c) => {
    const { id } = readParams(c, IdParam);
    return c.json(one(await findOverpack(deps.db, c.var.user.seller_id, id)));
  });

  app.put("/overpacks/:id/add-orders", auth, requireOverpackUser, write, async (c) => {
    const { id } = readParams(c, IdParam);
    const input = await readJson(c, AddOverpackOrdersRequest);
    return runMutation(c, deps, { required: true, input: { id, ...input } }, async (trx) => {
      return { status: 200, body: one(await addOverpackOrders(trx, deps, c.var.user, id, input)) };
    });
  });

  app.get("/overpacks/:id/label", auth, requireOverpackUser, async (c) => {
    const { id } = readParams(c, IdParam);
    const overpack = await findOverpack(deps.db, c.var.user.seller_id, id);
    const printing = await loadPrintingSettings(deps.db, c.var.user.seller_id);
    const pdf = await overpackLabelPdf(overpack, deps.now(), printing.formats.overpack_label);
    return fileAnswer(pdf, `overpack-${overpack.reference.replace(/[^A-Za-z0-9_-]/g, "_")}.pdf`, "application/pdf");
  });

  return app;
}
