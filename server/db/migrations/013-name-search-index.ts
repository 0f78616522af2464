import { type Kysely, sql } from "kysely";
import { CASEFOLD_FUNCTION, type Dialect } from "../portable";

/**
 * The orders list's search by customer name served by an index on PostgreSQL (issue 16's load
 * test, decision 043). The filter is `casefold(customer_full_name) LIKE casefold('%text%')`
 * (server/db/portable.ts, containsFolded): a pattern that starts with `%`, which no B-tree can
 * serve, so each search read every order of the seller and folded its name.
 *
 * PostgreSQL's pg_trgm indexes the three-letter pieces of a text and answers `LIKE '%text%'` from
 * them (rechecking each row it finds, so the answer is exactly the LIKE's). The index is on the
 * very expression the filter compares, `casefold(customer_full_name)`, so the planner matches them.
 * It also holds the seller (btree_gin lets a GIN index hold an integer): the list always asks for
 * one seller's orders, and with the seller in the same index PostgreSQL intersects the seller's
 * orders with the name's inside the index instead of fetching every order of every seller whose
 * name matches (a common surname is a tenth of the platform) to drop the other sellers'.
 *
 * Both extensions ship with PostgreSQL and are trusted: the owner of the database may create them.
 * `if not exists` leaves one an operator already installed as it is, and `down` leaves them (other
 * objects may use them). SQLite has no such index (its FTS5 trigram tables are a second table kept
 * by triggers and a query of their own): it keeps its plan, the seller's orders read through the
 * seller's index.
 */
export const NAME_SEARCH_INDEX = "orders_seller_name_trigrams";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists btree_gin`.execute(db);
  await sql`create index ${sql.raw(NAME_SEARCH_INDEX)} on orders using gin (seller_id, ${sql.raw(CASEFOLD_FUNCTION)}(customer_full_name) gin_trgm_ops)`.execute(db);
  // Statistics of the indexed expression, for the planner to weigh a search against the others.
  await sql`analyze orders`.execute(db);
}

export async function down(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  await sql`drop index ${sql.raw(NAME_SEARCH_INDEX)}`.execute(db);
}
