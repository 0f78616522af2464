import type { Kysely, Selectable } from "kysely";
import { type AccountSetting, BILLING_MESSAGES, type CreateSettingRequest, type SellerAccount, type Settings } from "../../src/api/schemas/billing";
import type { BillingMethod, ChargeFrequency } from "../../src/domain/billing";
import { toCents, units } from "../db/money";
import type { Database } from "../db/schema";
import { isUniqueViolation } from "../db/portable";
import { type ServerDeps, isoNow } from "../deps";
import { flag } from "../http/answers";
import { HttpError } from "../http/errors";
import { globalCategoryId, requestedCategory } from "./categories";

/**
 * Each seller's account setting per category, and the seller-wide global flag (the setting of the
 * category "global"; a seller without one is active). is_blocked is the platform's: no request
 * of a seller writes it (decision 056).
 */

type SettingRow = Selectable<Database["seller_account_settings"]> & { category: string; category_name: string };

const settingsOfSeller = (db: Kysely<Database>, sellerId: number) =>
  db
    .selectFrom("seller_account_settings as s")
    .innerJoin("billing_categories as c", "c.id", "s.category_id")
    .where("s.seller_id", "=", sellerId)
    .selectAll("s")
    .select(["c.code as category", "c.name as category_name"]);

function settingAnswer(row: SettingRow): AccountSetting {
  return {
    id: row.id,
    seller_id: row.seller_id,
    category_id: row.category_id,
    category: row.category,
    category_name: row.category_name,
    method: row.method as BillingMethod,
    is_active: flag(row.is_active),
    is_blocked: flag(row.is_blocked),
    charge_day: row.charge_day,
    is_fixed: flag(row.is_fixed),
    charge_frequency: row.charge_frequency as ChargeFrequency,
    limit: row.limit_cents === null ? null : units(Number(row.limit_cents)),
    custom_fields: JSON.parse(row.custom_fields) as Record<string, string>,
  };
}

/** Whether every service of the seller is switched on (the global category's setting; none: on). */
export async function globalActive(db: Kysely<Database>, sellerId: number): Promise<boolean> {
  const row = await db
    .selectFrom("seller_account_settings as s")
    .innerJoin("billing_categories as c", "c.id", "s.category_id")
    .select("s.is_active")
    .where("s.seller_id", "=", sellerId)
    .where("c.is_global", "=", 1)
    .executeTakeFirst();
  return row ? flag(row.is_active) : true;
}

export async function settingsAnswer(db: Kysely<Database>, sellerId: number): Promise<Settings> {
  const [rows, active] = await Promise.all([
    settingsOfSeller(db, sellerId).where("c.is_global", "=", 0).orderBy("c.position").execute(),
    globalActive(db, sellerId),
  ]);
  return { seller_account_settings: rows.map(settingAnswer), meta: { global: { is_active: active } } };
}

/** One category's setting, the row as the rules need it; undefined when the seller has none. */
export async function categorySetting(db: Kysely<Database>, sellerId: number, categoryId: number) {
  return settingsOfSeller(db, sellerId).where("s.category_id", "=", categoryId).executeTakeFirst();
}

const columnsOf = (input: CreateSettingRequest) => ({
  method: input.method,
  is_active: input.is_active ? 1 : 0,
  limit_cents: input.limit === null ? null : toCents(input.limit),
  charge_day: input.charge_day,
  charge_frequency: input.charge_frequency,
  is_fixed: input.is_fixed ? 1 : 0,
  custom_fields: JSON.stringify(input.custom_fields),
}) as const;

function checkSeller(input: { seller_id?: number }, sellerId: number): void {
  if (input.seller_id !== undefined && input.seller_id !== sellerId) throw new HttpError(422, [{ seller_id: [BILLING_MESSAGES.otherSeller] }]);
}

async function answerFor(db: Kysely<Database>, sellerId: number, categoryId: number): Promise<AccountSetting> {
  const row = await categorySetting(db, sellerId, categoryId);
  if (!row) throw new HttpError(404, [BILLING_MESSAGES.noSetting]);
  return settingAnswer(row);
}

export async function createSetting(db: Kysely<Database>, deps: Pick<ServerDeps, "now">, sellerId: number, input: CreateSettingRequest): Promise<AccountSetting> {
  checkSeller(input, sellerId);
  const category = await requestedCategory(db, input.category_id);
  try {
    await db
      .insertInto("seller_account_settings")
      .values({ seller_id: sellerId, category_id: category.id, is_blocked: 0, updated_at: isoNow(deps), ...columnsOf(input) })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, [BILLING_MESSAGES.settingExists]);
    throw error;
  }
  return answerFor(db, sellerId, category.id);
}

export async function updateSetting(db: Kysely<Database>, deps: Pick<ServerDeps, "now">, sellerId: number, input: CreateSettingRequest): Promise<AccountSetting> {
  checkSeller(input, sellerId);
  const category = await requestedCategory(db, input.category_id);
  const updated = await db
    .updateTable("seller_account_settings")
    .set({ ...columnsOf(input), updated_at: isoNow(deps) })
    .where("seller_id", "=", sellerId)
    .where("category_id", "=", category.id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new HttpError(404, [BILLING_MESSAGES.noSetting]);
  return answerFor(db, sellerId, category.id);
}

/** The category has no account any more: its card shows it not active; its events stay. */
export async function deleteSetting(db: Kysely<Database>, sellerId: number, categoryId: number): Promise<{ category_id: number }> {
  const category = await requestedCategory(db, categoryId);
  const deleted = await db.deleteFrom("seller_account_settings").where("seller_id", "=", sellerId).where("category_id", "=", category.id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new HttpError(404, [BILLING_MESSAGES.noSetting]);
  return { category_id: category.id };
}

export async function sellerAccount(db: Kysely<Database>, sellerId: number): Promise<SellerAccount> {
  return { seller_id: sellerId, is_active: await globalActive(db, sellerId), currency: "BRL" };
}

/** PUT /v1/seller_accounts/{id}: the global flag, kept as the global category's setting. */
export async function setGlobalActive(db: Kysely<Database>, deps: Pick<ServerDeps, "now">, sellerId: number, isActive: boolean): Promise<SellerAccount> {
  const categoryId = await globalCategoryId(db);
  const at = isoNow(deps);
  const updated = await db
    .updateTable("seller_account_settings")
    .set({ is_active: isActive ? 1 : 0, updated_at: at })
    .where("seller_id", "=", sellerId)
    .where("category_id", "=", categoryId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db
      .insertInto("seller_account_settings")
      .values({ seller_id: sellerId, category_id: categoryId, method: "prepaid", is_active: isActive ? 1 : 0, is_blocked: 0, limit_cents: null, charge_day: null, charge_frequency: "monthly", is_fixed: 0, custom_fields: "{}", updated_at: at })
      .execute();
  }
  return sellerAccount(db, sellerId);
}
