import type { Kysely } from "kysely";
import type { Seller } from "../../src/api/schemas/sellers";
import type { Database } from "../db/schema";
import { sellerAnswer } from "./seller-answer";

/**
 * A seller's own record (GET /v1/me/current-seller, /v1/me/measure; the company: company.ts).
 * The routes check that the seller is the user's own (tenancy.ts) before calling these.
 */

/** The seller as answered, or undefined when there is none with that id. */
export async function findSeller(db: Kysely<Database>, id: number): Promise<Seller | undefined> {
  const row = await db.selectFrom("sellers").selectAll().where("id", "=", id).executeTakeFirst();
  return row && sellerAnswer(row);
}

/** The seller's measurement system ("metric" or "imperial"). */
export async function measurementSystemOf(db: Kysely<Database>, sellerId: number): Promise<string> {
  const seller = await db.selectFrom("sellers").select("measurement_system").where("id", "=", sellerId).executeTakeFirstOrThrow();
  return seller.measurement_system;
}
