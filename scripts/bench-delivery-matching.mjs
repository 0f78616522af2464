#!/usr/bin/env node
// Benchmark (issue 21, decision 060): what matching notification rules adds to a dispatch of many
// orders. The demo seed in a temporary SQLite file (or BENCH_DELIVERY_POSTGRES_URL's throwaway
// database); the seller's not-yet-dispatched orders are dispatched in one transaction through
// dispatchOrders (the route's own code), which writes their READY_TO_SHIP checkpoints and matches
// them (jobs queued through the server's own queue: pg-boss on PostgreSQL), then rolled back, so
// each case dispatches the same orders:
//   - no rules;
//   - one enabled rule for all contracts on READY_TO_SHIP with two channels (two deliveries and
//     two jobs per order);
//   - the same with a condition (Destination Country), which reads the orders' facts.
// Each case runs BENCH_DELIVERY_ROUNDS times (default 5); the median is printed. Figures only.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";

const ROUNDS = Number(process.env.BENCH_DELIVERY_ROUNDS ?? 5);
const POSTGRES_URL = process.env.BENCH_DELIVERY_POSTGRES_URL;
const root = resolve(import.meta.dirname, "..");
register();
const load = (file) => import(pathToFileURL(resolve(root, file)).href);
const [{ openSqliteDatabase, openPostgresDatabase }, { seedDemoData }, { dispatchOrders }, { createJobQueue }, fixtures, pg] = await Promise.all([
  load("server/db/database.ts"),
  load("server/seed/demo.ts"),
  load("server/orders/dispatch.ts"),
  load("server/jobs/create-job-queue.ts"),
  load("server/notification-delivery/testing/delivery-fixtures.ts"),
  load("server/testing/postgres-databases.ts"),
]);

async function openBenchDatabase() {
  if (POSTGRES_URL) {
    const name = `portal_bench_delivery_${process.pid}`;
    await pg.withAdmin(POSTGRES_URL, (client) => pg.createDatabase(client, name));
    const url = pg.urlOfDatabase(POSTGRES_URL, name);
    const database = await openPostgresDatabase(url);
    return { ...database, url, where: "PostgreSQL (jobs through pg-boss)", dispose: () => pg.withAdmin(POSTGRES_URL, (client) => pg.dropDatabase(client, name)) };
  }
  const dir = mkdtempSync(join(tmpdir(), "portal-bench-delivery-"));
  const database = await openSqliteDatabase(join(dir, "portal.sqlite"));
  return { ...database, where: "SQLite (a file, WAL)", dispose: async () => rmSync(dir, { recursive: true, force: true }) };
}

class Rollback extends Error {}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const database = await openBenchDatabase();
try {
  const { db } = database;
  const now = () => new Date();
  await seedDemoData(db, now());
  const admin = await db.selectFrom("users").select(["id", "seller_id", "name", "email"]).where("email", "=", "admin@example.com").executeTakeFirstOrThrow();
  const user = { ...admin, group: "seller-admin", can_overpack: true, language: 1, session_id: 0 };
  // Enough credit that the balance never refuses a dispatch (decision 056).
  await db.updateTable("seller_account_settings").set({ is_active: 1, is_blocked: 0, limit_cents: null, method: "postpaid" }).where("seller_id", "=", user.seller_id).execute();
  const ids = (await db.selectFrom("orders").select("id").where("seller_id", "=", user.seller_id).where("dispatched", "=", 0).orderBy("id").execute()).map((row) => row.id);
  // The queue a server on this database uses: the table queue on SQLite, pg-boss on PostgreSQL (its workers not started).
  const jobs = await createJobQueue({ dialect: database.dialect, db, now, connectionString: database.url });

  async function dispatchAndRollBack() {
    let ms = 0;
    let deliveries = 0;
    let dispatched = 0;
    try {
      await db.transaction().execute(async (trx) => {
        const start = performance.now();
        const result = await dispatchOrders(trx, { now, jobs }, user, ids);
        ms = performance.now() - start;
        dispatched = result.ids.length;
        deliveries = Number((await trx.selectFrom("notification_deliveries").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
        throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    }
    return { ms, deliveries, dispatched };
  }

  async function measure(label) {
    const runs = [];
    for (let round = 0; round < ROUNDS; round += 1) runs.push(await dispatchAndRollBack());
    const last = runs.at(-1);
    console.log(`${label}: ${median(runs.map((run) => run.ms)).toFixed(0)} ms median for ${last.dispatched} orders (${last.deliveries} deliveries queued)`);
  }

  console.log(`Dispatch of the demo seller's undispatched orders in one transaction, ${database.where}, ${ROUNDS} rounds:`);
  await measure("no rules                         ");
  const at = now().toISOString();
  const cells = [
    [2, "mail_customer"],
    [2, "webhook_seller"],
  ];
  const ruleId = await fixtures.insertTestRule(db, { sellerId: user.seller_id, createdBy: user.id, cells, at });
  await measure("one rule, two channels            ");
  await db.updateTable("notification_rules").set({ enabled: 0 }).where("id", "=", ruleId).execute();
  const countries = (await db.selectFrom("orders").select("customer_country").distinct().where("seller_id", "=", user.seller_id).execute()).map((row) => row.customer_country);
  await fixtures.insertTestRule(db, { sellerId: user.seller_id, createdBy: user.id, cells, at, conditions: [{ condition_name: "Destination Country", operator: "is_any_of", values: countries }] });
  await measure("one rule with a condition, two ch.");
  await jobs.stop();
} finally {
  await database.close();
  await database.dispose();
}
