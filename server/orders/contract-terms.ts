import type { Kysely, Selectable, Transaction } from "kysely";
import type { ContractTerms, Incoterm } from "../../src/domain/pricing";
import type { ContractsTable, Database } from "../db/schema";

type Db = Kysely<Database> | Transaction<Database>;

const isIncoterm = (value: unknown): value is Incoterm => value === "DDP" || value === "DDU";

/** A contract row as the pricing rules read it: flags as booleans, incoterms parsed. */
export function contractTermsOf(row: Omit<Selectable<ContractsTable>, "billing_category_id">): ContractTerms {
  const incoterms = JSON.parse(row.incoterms) as unknown;
  return {
    id: row.id,
    name: row.name,
    carrier_name: row.carrier_name,
    delivery_time: row.delivery_time,
    incoterms: Array.isArray(incoterms) ? incoterms.filter(isIncoterm) : [],
    allows_battery: row.allows_battery === 1,
    allows_dangerous_goods: row.allows_dangerous_goods === 1,
    first_half_kg_cents: row.first_half_kg_cents,
    additional_half_kg_cents: row.additional_half_kg_cents,
    duties_percent: row.duties_percent,
    sales_tax_percent: row.sales_tax_percent,
    insurance_percent: row.insurance_percent,
    ddp_max_goods_value_cents: row.ddp_max_goods_value_cents,
  };
}

/**
 * The seller's contract with this id, or undefined: another seller's contract is as unknown as
 * a missing one, so the rules answer "Choose a contract" rather than revealing it exists.
 */
export async function findContractTerms(db: Db, sellerId: number, contractId: number): Promise<ContractTerms | undefined> {
  const row = await db.selectFrom("contracts").selectAll().where("id", "=", contractId).where("seller_id", "=", sellerId).executeTakeFirst();
  return row ? contractTermsOf(row) : undefined;
}
