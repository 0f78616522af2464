// Seeding for the load test (scripts/load-orders.mjs): ORDERS orders across SELLERS sellers in a
// few INSERT ... SELECT statements that the database runs by itself (no row crosses the wire), so
// a million orders take minutes, not hours. Every new row copies a row of the demo data (all its
// columns) and overrides what must differ: the seller, numbers, statuses, names, countries,
// values and dates, spread so that every list filter and sort has something to do.
// `sql` is Kysely's, from the same copy as `db` (scripts/load-server-parts.ts).
import { createHash } from "node:crypto";

/** Statuses of the loaded orders, in turn: a fifth are NEW (not dispatched yet). */
const STATUS_CYCLE = [100, 300, 500, 600, 900];
const COUNTRIES = ["BR", "MX", "CL", "AR", "CO"];
const SURNAMES = ["Silva", "Souza", "Pérez", "Gómez", "Oliveira", "Costa", "Rodríguez", "Lima"];
/** The newest loaded order is this old at most; one order every 30 s going back (a year per million). */
const NEWEST = "2026-11-01T00:00:00.000Z";
export const LOAD_NEWEST = NEWEST;
const SECONDS_BETWEEN_ORDERS = 30;

const caseOf = (expression, values) => `case ${expression} ${values.map((value, index) => `when ${index} then ${value}`).join(" ")} end`;
const text = (value) => `'${value.replace(/'/g, "''")}'`;

/** A row generator of 1..count as `g(n)`, and an ISO timestamp `n` steps before NEWEST. */
function dialectSql(dialect) {
  return dialect === "postgres"
    ? {
        numbers: (count) => `(select n from generate_series(1, ${count}) as s(n)) g`,
        isoBefore: (n) =>
          `to_char((timestamp '${NEWEST.slice(0, 19)}' - (${n}) * interval '${SECONDS_BETWEEN_ORDERS} seconds'), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      }
    : {
        numbers: (count) => `(with recursive s(n) as (select 1 union all select n + 1 from s where n < ${count}) select n from s) g`,
        isoBefore: (n) => `strftime('%Y-%m-%dT%H:%M:%fZ', '${NEWEST}', '-' || ((${n}) * ${SECONDS_BETWEEN_ORDERS}) || ' seconds')`,
      };
}

async function columnsOf(sql, db, dialect, table) {
  if (dialect === "postgres") {
    const { rows } = await sql`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
    return rows.map((row) => row.name);
  }
  const { rows } = await sql.raw(`pragma table_info(${table})`).execute(db);
  return rows.map((row) => row.name);
}

/**
 * INSERT INTO table SELECT ... FROM `from` CROSS JOIN (template) t: every column but id from the
 * template row `t`, except those in `set` (SQL expressions over `from`).
 */
async function copyRows(sql, db, dialect, { table, template, from, set, where = "" }) {
  const columns = (await columnsOf(sql, db, dialect, table)).filter((name) => name !== "id");
  const values = columns.map((name) => set[name] ?? `t.${name}`);
  await sql.raw(`insert into ${table} (${columns.join(", ")}) select ${values.join(", ")} from ${from} cross join (${template}) t ${where}`).execute(db);
}

const count = async (sql, db, table) => Number((await sql.raw(`select count(*) as c from ${table}`).execute(db)).rows[0].c);

/** `numbers` more sellers, each with a contract, a sales channel and an admin (copies of seller 1's). */
async function addSellers(sql, db, dialect, newSellerNumbers) {
  await copyRows(sql, db, dialect, {
    table: "sellers",
    template: "select * from sellers where id = 1",
    from: newSellerNumbers,
    set: { name: `'Load seller ' || g.n`, email: `'seller' || g.n || '@load.example'` },
  });
  // Each new seller: a contract, a sales channel and an admin who signs in (sessions below).
  await copyRows(sql, db, dialect, {
    table: "contracts",
    template: "select * from contracts where seller_id = 1 order by id limit 1",
    from: "sellers g",
    set: { seller_id: "g.id" },
    where: "where g.id > 2",
  });
  await copyRows(sql, db, dialect, {
    table: "sales_channels",
    template: "select * from sales_channels where seller_id = 1 order by id limit 1",
    from: "sellers g",
    set: { seller_id: "g.id" },
    where: "where g.id > 2",
  });
  await copyRows(sql, db, dialect, {
    table: "users",
    template: "select * from users where email = 'admin@example.com'",
    from: "sellers g",
    set: { seller_id: "g.id", email: `'admin' || g.id || '@load.example'`, name: `'Load admin ' || g.id` },
    where: "where g.id > 2",
  });
}

/**
 * Brings the database (migrated, with the demo data) to `sellers` sellers and `orders` more
 * orders. Safe to call again: it does nothing when the orders are already there.
 */
export async function seedLoad(db, dialect, { sellers, orders, sql, log = console.log }) {
  const { numbers, isoBefore } = dialectSql(dialect);
  if ((await count(sql, db, "orders")) >= orders) return false;
  const started = Date.now();
  const step = (what) => log(`  ${what} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const existingSellers = await count(sql, db, "sellers");
  const newSellers = sellers - existingSellers;
  if (newSellers > 0) await addSellers(sql, db, dialect, numbers(newSellers));
  step(`${newSellers} sellers with a contract, a sales channel and an admin`);

  // k = 0 .. sellers-1 -> a seller, its first contract and channel: the orders spread evenly.
  await sql.raw("drop table if exists load_sellers").execute(db);
  await sql.raw("create table load_sellers (k integer primary key, seller_id integer not null, contract_id integer not null, channel_id integer)").execute(db);
  await sql
    .raw(
      `insert into load_sellers (k, seller_id, contract_id, channel_id)
       select row_number() over (order by s.id) - 1, s.id,
         (select min(c.id) from contracts c where c.seller_id = s.id),
         (select min(ch.id) from sales_channels ch where ch.seller_id = s.id)
       from sellers s`,
    )
    .execute(db);
  // g.n picks the seller (g.n % sellers); j = g.n / sellers counts that seller's orders, and
  // statuses, countries and names follow j, so that each seller has all of them in every mix.
  const j = `(g.n / ${sellers})`;
  const status = caseOf(`${j} % ${STATUS_CYCLE.length}`, STATUS_CYCLE);
  const created = isoBefore("g.n");
  const dispatchedNow = `${j} % ${STATUS_CYCLE.length} <> 0`;
  // In slices, so that each statement's memory and WAL stay bounded and progress shows.
  const SLICE = 200_000;
  // Numbers go on after the orders already there, so that a run stopped half-way can go on.
  const already = await count(sql, db, "orders");
  const total = orders - already;
  for (let from = 0; from < total; from += SLICE) {
    const size = Math.min(SLICE, total - from);
    await copyRows(sql, db, dialect, {
      table: "orders",
      template: `select * from orders where seller_id = 1 order by id limit 1`,
      from: `(select n + ${already + from} as n from ${numbers(size)}) g join load_sellers l on l.k = g.n % ${sellers}`,
      set: {
        seller_id: "l.seller_id",
        contract_id: "l.contract_id",
        sales_channel_id: "l.channel_id",
        sales_channel_order_number: `'SC-' || g.n`,
        overpack_id: "null",
        order_number: `'L' || g.n`,
        reference: `'LD' || (100000000 + g.n) || 'BR'`,
        current_status_id: status,
        dispatched: `case when ${dispatchedNow} then 1 else 0 end`,
        dispatched_at: `case when ${dispatchedNow} then ${created} else null end`,
        last_mile_tracking_number: `case when ${dispatchedNow} then 'LM' || g.n else null end`,
        customer_full_name: `${caseOf(`(${j} / 3) % ${SURNAMES.length}`, SURNAMES.map((s) => text(`Customer ${s}`)))} || ' ' || g.n`,
        customer_country: caseOf(`(${j} / ${STATUS_CYCLE.length}) % ${COUNTRIES.length}`, COUNTRIES.map(text)),
        total_value_cents: `(cast(g.n as bigint) * 7919) % 1000000`,
        contain_battery: `case when ${j} % 7 = 0 then 1 else 0 end`,
        dangerous_good: `case when ${j} % 11 = 0 then 1 else 0 end`,
        created_at: created,
        updated_at: created,
      },
    });
    step(`${(already + from + size).toLocaleString("en")} orders`);
  }
  // One box, item, volume and checkpoint each, copied from the demo order the others copy, for
  // the orders after the last one that has them (the loaded orders have the highest ids).
  const template = Number((await sql.raw("select min(id) as id from orders where seller_id = 1").execute(db)).rows[0].id);
  const after = async (table) => `where g.id > ${Number((await sql.raw(`select coalesce(max(order_id), 0) as m from ${table}`).execute(db)).rows[0].m)}`;
  await copyRows(sql, db, dialect, { table: "order_boxes", template: `select * from order_boxes where order_id = ${template} order by id limit 1`, from: "orders g", set: { order_id: "g.id", number: "1" }, where: await after("order_boxes") });
  step("boxes");
  await copyRows(sql, db, dialect, {
    table: "order_items",
    template: `select * from order_items where order_id = ${template} order by id limit 1`,
    from: "orders g join order_boxes b on b.order_id = g.id",
    set: { order_id: "g.id", box_id: "b.id" },
    where: await after("order_items"),
  });
  step("items");
  await copyRows(sql, db, dialect, { table: "order_volumes", template: `select * from order_volumes where order_id = ${template} order by id limit 1`, from: "orders g", set: { order_id: "g.id", box_number: "1" }, where: await after("order_volumes") });
  step("volumes");
  await copyRows(sql, db, dialect, {
    table: "checkpoints",
    template: `select * from checkpoints where order_id = ${template} order by id limit 1`,
    from: "orders g",
    set: { order_id: "g.id", status_code: "g.current_status_id", created_at: "g.created_at", created_by: "null", attachment_name: "null", attachment_type: "null", attachment_data: "null" },
    where: await after("checkpoints"),
  });
  step("checkpoints");
  await sql.raw("drop table load_sellers").execute(db);
  await sql.raw(dialect === "postgres" ? "vacuum analyze" : "analyze").execute(db);
  step(`analyzed; ${(await count(sql, db, "orders")).toLocaleString("en")} orders in all`);
  return true;
}

/**
 * Sessions for the admins of `howMany` sellers, spread over all of them: bearer tokens made here
 * and stored hashed as sign-in stores them (server/auth/tokens.ts), so no password hashing runs.
 */
export async function loadSessions(db, { howMany, now, sql }) {
  const { rows } = await sql`select u.id as user_id, u.seller_id from users u where u.email like 'admin%@load.example' order by u.seller_id`.execute(db);
  const every = Math.max(1, Math.floor(rows.length / howMany));
  const chosen = rows.filter((_, index) => index % every === 0).slice(0, howMany);
  const expires = new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString();
  const sessions = [];
  for (const row of chosen) {
    const token = `load-${row.user_id}-${createHash("sha256").update(`${row.user_id}${now.toISOString()}${Math.random()}`).digest("hex").slice(0, 32)}`;
    await sql`insert into sessions (user_id, token_hash, platform, created_at, expires_at, revoked_at)
      values (${row.user_id}, ${createHash("sha256").update(token).digest("hex")}, 'nb', ${now.toISOString()}, ${expires}, null)`.execute(db);
    const orders = await sql`select id, dispatched from orders where seller_id = ${row.seller_id} order by id`.execute(db);
    sessions.push({
      sellerId: Number(row.seller_id),
      token,
      orderIds: orders.rows.map((o) => Number(o.id)),
      undispatched: orders.rows.filter((o) => Number(o.dispatched) === 0).map((o) => Number(o.id)),
      dispatched: orders.rows.filter((o) => Number(o.dispatched) === 1).map((o) => Number(o.id)),
    });
  }
  return sessions;
}
