import { Hono } from "hono";
import type { Expression, SqlBool } from "kysely";
import { MAX_PAGE_SIZE } from "../../src/api/schemas/common";
import { MAX_EXPECTED_PARCELS, PickupLookupQuery, PickupsQuery } from "../../src/api/schemas/pickups";
import { ORDER_STATUSES } from "../../src/domain/order-status";
import { requireUser } from "../auth/require-user";
import { containsFolded } from "../db/portable";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { HttpError } from "../http/errors";
import { readQuery } from "../http/validate";
import { findScannedOrder, lookupAnswer, pickupAnswer } from "./pickups-find";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of a YYYY-MM-DD day in UTC; the schema checked the shape, this checks the day exists. */
function dayStart(field: string, day: string): string {
  const start = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day) {
    throw new HttpError(422, [{ [field]: ["Must be a date (YYYY-MM-DD)"] }]);
  }
  return start.toISOString();
}

const nextDay = (iso: string) => new Date(new Date(iso).getTime() + DAY_MS).toISOString();

/** Reads of pickups and dropoffs: every group of the seller (the viewer reads too). */
export function pickupReadRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  // Before any /pickups/:id route, so "lookup" is never taken for an id.
  app.get("/pickups/lookup", auth, async (c) => {
    const { reference } = readQuery(c, PickupLookupQuery);
    return c.json(one(lookupAnswer(await findScannedOrder(deps.db, c.var.user.seller_id, reference))));
  });

  // What a pickup or dropoff session expects (decision 032): dispatched, not handed over yet.
  app.get("/pickups/expected", auth, async (c) => {
    const awaiting = deps.db
      .selectFrom("orders")
      .where("seller_id", "=", c.var.user.seller_id)
      .where("dispatched", "=", 1)
      .where("current_status_id", "<", ORDER_STATUSES.PICKUP);
    const [rows, total] = await Promise.all([
      awaiting
        .select(["id", "order_number", "reference", "last_mile_tracking_number"])
        .orderBy("order_number")
        .orderBy("id")
        .limit(MAX_EXPECTED_PARCELS)
        .execute(),
      awaiting.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
    ]);
    return c.json(one({ elements: rows, count: Number(total.count) }));
  });

  app.get("/pickups", auth, async (c) => {
    const query = readQuery(c, PickupsQuery);
    // Dates are checked before any query runs, so a day that does not exist is a 422, not a 500.
    const from = query.start_date ? dayStart("start_date", query.start_date) : undefined;
    const until = query.end_date ? nextDay(dayStart("end_date", query.end_date)) : undefined;
    const filtered = deps.db
      .selectFrom("pickups")
      .innerJoin("orders", "orders.id", "pickups.order_id")
      .where("pickups.seller_id", "=", c.var.user.seller_id)
      .where((eb) => {
        const conditions: Expression<SqlBool>[] = [];
        if (query.type) conditions.push(eb("pickups.type", "=", query.type));
        if (from) conditions.push(eb("pickups.scanned_at", ">=", from));
        if (until) conditions.push(eb("pickups.scanned_at", "<", until));
        if (query.order_number) conditions.push(containsFolded("orders.order_number", query.order_number));
        return eb.and(conditions);
      });
    // Newest scan first; the id breaks ties so that pages never repeat or skip a row.
    const sorted = filtered.orderBy("pickups.scanned_at", "desc").orderBy("pickups.id", "desc");
    const [rows, total, ids] = await Promise.all([
      sorted.selectAll("pickups").select("orders.order_number").limit(query.limit).offset(query.offset).execute(),
      filtered.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
      // Select-all takes every matching id at once, up to the spec's 1000 (section 9).
      sorted.select("pickups.id").limit(MAX_PAGE_SIZE).execute(),
    ]);
    return c.json(one({ elements: rows.map((row) => pickupAnswer(row, row.order_number)), count: Number(total.count), ids: ids.map((r) => r.id) }));
  });

  return app;
}
