import type { Kysely } from "kysely";
import type { Category } from "../../src/api/schemas/billing";
import { BILLING_MESSAGES } from "../../src/api/schemas/billing";
import type { Database } from "../db/schema";
import { HttpError, notFound } from "../http/errors";

/** The service categories (not global), in card order. */
export async function serviceCategories(db: Kysely<Database>): Promise<Category[]> {
  return db.selectFrom("billing_categories").select(["id", "code", "name"]).where("is_global", "=", 0).orderBy("position").execute();
}

export async function globalCategoryId(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("billing_categories").select("id").where("is_global", "=", 1).executeTakeFirstOrThrow();
  return row.id;
}

/** A service category a request names: 422 on the field when there is none (global is not one). */
export async function requestedCategory(db: Kysely<Database>, categoryId: number): Promise<Category> {
  const row = await db.selectFrom("billing_categories").select(["id", "code", "name"]).where("id", "=", categoryId).where("is_global", "=", 0).executeTakeFirst();
  if (!row) throw new HttpError(422, [{ category_id: [BILLING_MESSAGES.unknownCategory] }]);
  return row;
}

/** A service category of a path: 404 when there is none. */
export async function pathCategory(db: Kysely<Database>, categoryId: number): Promise<Category> {
  const row = await db.selectFrom("billing_categories").select(["id", "code", "name"]).where("id", "=", categoryId).where("is_global", "=", 0).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
