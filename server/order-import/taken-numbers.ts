import type { Kysely, Transaction } from "kysely";
import { MAX_ORDER_NUMBER_LENGTH } from "../../src/api/schemas/order-import";
import type { Database } from "../db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Numbers asked about per query: far below SQLite's 32,766 and PostgreSQL's 65,535 bound
 * parameters, and each query stays small for the unique index (seller_id, order_number).
 */
const NUMBERS_PER_QUERY = 1_000;

/**
 * Which of `numbers` the seller already has (POST /v1/orders/numbers-taken, and the import's
 * context). Only this seller's orders are read: another seller's numbers are never revealed.
 */
export async function takenOrderNumbers(db: Db, sellerId: number, numbers: Iterable<string>): Promise<Set<string>> {
  // A number longer than any order number can have cannot be taken.
  const asked = [...new Set(numbers)].filter((number) => number !== "" && number.length <= MAX_ORDER_NUMBER_LENGTH);
  const taken = new Set<string>();
  for (let start = 0; start < asked.length; start += NUMBERS_PER_QUERY) {
    const rows = await db
      .selectFrom("orders")
      .select("order_number")
      .where("seller_id", "=", sellerId)
      .where("order_number", "in", asked.slice(start, start + NUMBERS_PER_QUERY))
      .execute();
    for (const row of rows) taken.add(row.order_number);
  }
  return taken;
}
