import { type Kysely, sql } from "kysely";
import { dialectOf } from "../db/portable";
import type { Database } from "../db/schema";

/**
 * Enough orders for a database's planner to choose as it would on a real platform (an empty or
 * tiny table makes every plan look alike): `sellers` more sellers, and `perSeller` orders for each
 * of them and for seller 1, copies of seller 1's first demo order with their own numbers and the
 * customer names `nameOf` gives. Plain inserts in slices, the same on SQLite and PostgreSQL. On
 * PostgreSQL the statistics are then gathered, as its autovacuum does on a running platform and
 * migration 013 does once; SQLite is left without them, as the server leaves it (migration 012).
 * Needs the demo data (seller 1 and its orders).
 */
export async function addManyOrders(
  db: Kysely<Database>,
  { sellers, perSeller, nameOf }: { sellers: number; perSeller: number; nameOf: (n: number) => string },
): Promise<{ sellerIds: number[] }> {
  const { id: _sellerId, ...seller } = await db.selectFrom("sellers").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
  const added = await db
    .insertInto("sellers")
    .values(Array.from({ length: sellers }, (_, k) => ({ ...seller, name: `Many seller ${k}`, email: `many-seller-${k}@example.com` })))
    .returning("id")
    .execute();
  const sellerIds = [1, ...added.map((row) => row.id)];

  const { id: _orderId, ...order } = await db.selectFrom("orders").selectAll().where("seller_id", "=", 1).orderBy("id").limit(1).executeTakeFirstOrThrow();
  const rows = [];
  // Orders of one seller lie among everyone's, as on a platform where they arrive together.
  for (let n = 0; n < perSeller * sellerIds.length; n += 1) {
    rows.push({
      ...order,
      seller_id: sellerIds[n % sellerIds.length]!,
      sales_channel_id: null,
      overpack_id: null,
      order_number: `MANY-${n}`,
      reference: `MN${100_000_000 + n}BR`,
      sales_channel_order_number: null,
      last_mile_tracking_number: null,
      customer_full_name: nameOf(n),
      created_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    });
  }
  // SQLite binds at most 32,766 values per statement, and an order has about 60 columns.
  const SLICE = 400;
  for (let from = 0; from < rows.length; from += SLICE) await db.insertInto("orders").values(rows.slice(from, from + SLICE)).execute();
  // VACUUM also empties the GIN indexes' pending lists (migration 013): rows inserted just now sit there until
  // autovacuum runs, and the planner prices a trigram search over a long pending list as dear.
  if (dialectOf(db) === "postgres") await sql`vacuum analyze orders`.execute(db);
  return { sellerIds };
}
