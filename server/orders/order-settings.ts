import type { Kysely, Transaction } from "kysely";
import { DEFAULT_INSURANCE_SETTINGS, type InsuranceSettings } from "../../src/domain/pricing";
import type { Database } from "../db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/** The seller settings that creating an order reads (configuration area section 3). */
export interface OrderSettings {
  insurance: InsuranceSettings;
  /** Advanced setting: dispatch every order as it is created. */
  auto_dispatch: boolean;
}

/** seller_settings keeps a fixed percentage in hundredths of a percent (whole numbers). */
const HUNDREDTHS_PER_PERCENT = 100;

const isBasis = (value: string): value is InsuranceSettings["basis"] =>
  value === "selling_price" || value === "fixed_price" || value === "fixed_percentage";

/** A seller without a settings row has the defaults: no auto-dispatch, insurance on the selling price. */
export async function readOrderSettings(db: Db, sellerId: number): Promise<OrderSettings> {
  const row = await db.selectFrom("seller_settings").selectAll().where("seller_id", "=", sellerId).executeTakeFirst();
  if (!row) return { insurance: DEFAULT_INSURANCE_SETTINGS, auto_dispatch: false };
  const basis = isBasis(row.insurance_basis) ? row.insurance_basis : DEFAULT_INSURANCE_SETTINGS.basis;
  return {
    insurance: {
      basis,
      // The domain speaks cents for a fixed price and percent for a fixed percentage.
      value: basis === "fixed_percentage" ? row.insurance_value / HUNDREDTHS_PER_PERCENT : row.insurance_value,
      include_freight: row.insurance_include_freight === 1,
    },
    auto_dispatch: row.auto_dispatch === 1,
  };
}
