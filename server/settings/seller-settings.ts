import type { Kysely, Selectable, Transaction } from "kysely";
import type * as v from "valibot";
import type { SellerSettings, UpdateSellerSettingsRequest as SettingsRequest } from "../../src/api/schemas/seller-settings";
import type { MeasurementSystem } from "../../src/domain/measurement";
import { DEFAULT_INSURANCE_SETTINGS, type InsuranceSettings } from "../../src/domain/pricing";
import type { Database, Flag, SellerSettingsTable } from "../db/schema";
import { flag } from "../http/answers";
import { HttpError, notFound } from "../http/errors";

/**
 * The insurance value is kept as an integer hundredth: cents for a fixed price, hundredths of a
 * percent for a fixed percentage (migration 004), so that 1.5 % or $ 12.34 stay exact.
 */
const HUNDREDTHS = 100;
const MAX_INSURANCE_PERCENT = 100;

type SettingsRow = Selectable<SellerSettingsTable>;
/** A PUT of the settings: only the fields it names change. */
type SettingsChanges = v.InferOutput<typeof SettingsRequest>;
type Db = Pick<Kysely<Database>, "selectFrom">;

/** A seller without a row has these (the defaults of the configuration area). */
const DEFAULT_FLAGS = { auto_dispatch: 0 as Flag, strict_tax_id: 0 as Flag };

export async function sellerSettingsRow(db: Db, sellerId: number): Promise<SettingsRow | undefined> {
  return db.selectFrom("seller_settings").selectAll().where("seller_id", "=", sellerId).executeTakeFirst();
}

const isBasis = (value: string): value is InsuranceSettings["basis"] =>
  value === "selling_price" || value === "fixed_price" || value === "fixed_percentage";

/** The insurance settings as src/domain/pricing.ts reads them (cents or percent); quotes and orders both. */
export function insuranceSettingsOf(row: SettingsRow | undefined): InsuranceSettings {
  if (!row) return DEFAULT_INSURANCE_SETTINGS;
  // A basis this version does not know (a row written by a later one) prices as the default.
  const basis = isBasis(row.insurance_basis) ? row.insurance_basis : DEFAULT_INSURANCE_SETTINGS.basis;
  return {
    basis,
    value: basis === "fixed_price" ? row.insurance_value : row.insurance_value / HUNDREDTHS,
    include_freight: flag(row.insurance_include_freight),
  };
}

export async function loadInsuranceSettings(db: Db, sellerId: number): Promise<InsuranceSettings> {
  return insuranceSettingsOf(await sellerSettingsRow(db, sellerId));
}

/** Whether orders are dispatched the moment they are created (advanced settings). */
export async function autoDispatchOn(db: Db, sellerId: number): Promise<boolean> {
  const row = await sellerSettingsRow(db, sellerId);
  return row ? flag(row.auto_dispatch) : false;
}

/** The settings answer: the measurement system from `sellers`, the rest from `seller_settings`. */
export async function loadSellerSettings(db: Db, sellerId: number): Promise<Omit<SellerSettings, "strict_tax_id_confirmation">> {
  const seller = await db.selectFrom("sellers").select("measurement_system").where("id", "=", sellerId).executeTakeFirst();
  if (!seller) throw notFound();
  const row = await sellerSettingsRow(db, sellerId);
  return {
    measurement_system: seller.measurement_system as MeasurementSystem,
    auto_dispatch: flag(row?.auto_dispatch ?? DEFAULT_FLAGS.auto_dispatch),
    strict_tax_id: flag(row?.strict_tax_id ?? DEFAULT_FLAGS.strict_tax_id),
    insurance: row
      ? { basis: row.insurance_basis as InsuranceSettings["basis"], value: row.insurance_value / HUNDREDTHS, include_freight: flag(row.insurance_include_freight) }
      : { ...DEFAULT_INSURANCE_SETTINGS },
  };
}

/**
 * Writes some columns of a seller's settings row, creating the row with the defaults when there is
 * none. One statement (insert ... on conflict update), so two first saves at once cannot collide.
 * Shared with the printing settings, which live in the same row.
 */
export async function upsertSellerSettings(
  trx: Pick<Kysely<Database>, "insertInto">,
  sellerId: number,
  changes: Partial<Omit<SettingsRow, "seller_id" | "updated_at">>,
  updatedAt: string,
): Promise<void> {
  const set = { ...changes, updated_at: updatedAt };
  await trx
    .insertInto("seller_settings")
    .values({
      seller_id: sellerId,
      ...DEFAULT_FLAGS,
      insurance_basis: DEFAULT_INSURANCE_SETTINGS.basis,
      insurance_value: DEFAULT_INSURANCE_SETTINGS.value,
      insurance_include_freight: DEFAULT_INSURANCE_SETTINGS.include_freight ? 1 : 0,
      printing: null,
      ...set,
    })
    .onConflict((oc) => oc.column("seller_id").doUpdateSet(set))
    .execute();
}

const asFlag = (value: boolean): Flag => (value ? 1 : 0);

/** A PUT of the settings is refused (422) before anything is written when a percentage passes 100. */
export function checkSellerSettings(input: SettingsChanges): void {
  if (input.insurance?.basis === "fixed_percentage" && input.insurance.value > MAX_INSURANCE_PERCENT) {
    throw new HttpError(422, [{ "insurance.value": [`Can't be more than ${MAX_INSURANCE_PERCENT}`] }]);
  }
}

/** Writes the settings a PUT names (checked by checkSellerSettings) in the caller's transaction. */
export async function saveSellerSettings(trx: Transaction<Database>, id: number, input: SettingsChanges, updatedAt: string): Promise<void> {
  if (input.measurement_system !== undefined) {
    await trx.updateTable("sellers").set({ measurement_system: input.measurement_system }).where("id", "=", id).execute();
  }
  const changes: Partial<SettingsRow> = {};
  if (input.auto_dispatch !== undefined) changes.auto_dispatch = asFlag(input.auto_dispatch);
  if (input.strict_tax_id !== undefined) changes.strict_tax_id = asFlag(input.strict_tax_id);
  if (input.insurance !== undefined) {
    changes.insurance_basis = input.insurance.basis;
    changes.insurance_value = Math.round(input.insurance.value * HUNDREDTHS);
    changes.insurance_include_freight = asFlag(input.insurance.include_freight);
  }
  if (Object.keys(changes).length > 0) await upsertSellerSettings(trx, id, changes, updatedAt);
}
