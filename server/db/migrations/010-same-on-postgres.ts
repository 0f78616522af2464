import { type Kysely, sql } from "kysely";
import { CASEFOLD_FUNCTION, type Dialect } from "../portable";

/**
 * The server on PostgreSQL (issue 16, decision 029): what migrations 001 to 009 wrote in words
 * that mean less on PostgreSQL than on SQLite. Nothing changes on SQLite.
 *
 * - Money: SQLite's integers have 64 bits, PostgreSQL's `integer` 32, and an order may carry
 *   10,000 items of 10,000,000 each: every cents column becomes `bigint` (read as numbers,
 *   server/db/postgres-pool.ts), so a total is the same exact number on both.
 * - Decimals: SQLite's `real` has 64 bits, PostgreSQL's `real` 32 (10.1 would read back as
 *   10.100000381...): percentages and template sizes become `double precision`, as on SQLite.
 * - Text: SQLite never enforced the lengths of `varchar(n)`; PostgreSQL would refuse a longer
 *   text with an error (a 500) where SQLite stores it, and some declared lengths are shorter than
 *   what the API accepts (an item's description: 255 declared, 500 accepted). Every `varchar(n)`
 *   becomes `text`, so the limits live in one place, the validators the app and the server share
 *   (src/api/schemas), and both databases accept exactly the same texts. New tables use `text`.
 * - `casefold(text)`: lower case of every letter, for the list filters (server/db/portable.ts);
 *   SQLite registers the same function on each connection.
 */
const MONEY_COLUMNS: Record<string, string[]> = {
  contracts: ["first_half_kg_cents", "additional_half_kg_cents", "ddp_max_goods_value_cents"],
  orders: [
    "insurance_cost_cents",
    "insurance_coverage_cents",
    "total_value_cents",
    "freight_value_cents",
    "freight_cost_cents",
    "duties_tax_cents",
    "sales_tax_cents",
    "total_cost_cents",
    "general_costs_cents",
    "fines_cents",
    "collected_icms_cents",
    "collected_ii_cents",
  ],
  order_items: ["unit_price_cents", "tax_value_cents"],
  order_volumes: ["unit_products_cents", "unit_freight_cents", "unit_tax_cents"],
  product_templates: ["unit_price_cents"],
  seller_settings: ["insurance_value"],
};

const REAL_COLUMNS: Record<string, string[]> = {
  contracts: ["duties_percent", "sales_tax_percent", "insurance_percent"],
  box_templates: ["length", "width", "height", "empty_weight", "weight"],
  product_templates: ["unit_weight"],
};

async function retype(db: Kysely<unknown>, columns: Record<string, string[]>, type: "bigint" | "integer" | "double precision" | "real" | "text") {
  for (const [table, names] of Object.entries(columns)) {
    const changes = names.map((name) => sql`alter column ${sql.ref(name)} type ${sql.raw(type)}`);
    await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
  }
}

/** Every varchar column of the portal's tables (the migrator's own tables are not ours). */
async function varcharColumns(db: Kysely<unknown>): Promise<Record<string, string[]>> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type = 'character varying' and table_name not like 'kysely%'
    order by table_name, ordinal_position`.execute(db);
  const columns: Record<string, string[]> = {};
  for (const row of rows) (columns[row.table_name] ??= []).push(row.column_name);
  return columns;
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  await retype(db, await varcharColumns(db), "text");
  await retype(db, MONEY_COLUMNS, "bigint");
  await retype(db, REAL_COLUMNS, "double precision");
  await sql`create function ${sql.raw(CASEFOLD_FUNCTION)}(text) returns text language sql immutable strict parallel safe as $$ select lower($1) $$`.execute(db);
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  await sql`drop function ${sql.raw(CASEFOLD_FUNCTION)}(text)`.execute(db);
  await retype(db, REAL_COLUMNS, "real");
  await retype(db, MONEY_COLUMNS, "integer");
  // The declared lengths of migrations 001 to 009 are not restored: nothing ever relied on them.
}
