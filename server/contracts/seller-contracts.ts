import type { Kysely, Selectable } from "kysely";
import type { Contract } from "../../src/api/schemas/quotes";
import { units } from "../db/money";
import type { ContractsTable, Database } from "../db/schema";
import { contractTermsOf } from "../orders/contract-terms";

/** A contract with its price table in units, as GET /v1/contracts answers it. */
export function contractListAnswer(row: Selectable<ContractsTable>): Contract {
  const terms = contractTermsOf(row);
  return {
    id: terms.id,
    name: terms.name,
    carrier_name: terms.carrier_name,
    delivery_time: terms.delivery_time,
    incoterms: [...terms.incoterms],
    allows_battery: terms.allows_battery,
    allows_dangerous_goods: terms.allows_dangerous_goods,
    first_half_kg: units(terms.first_half_kg_cents),
    additional_half_kg: units(terms.additional_half_kg_cents),
    duties_percent: terms.duties_percent,
    sales_tax_percent: terms.sales_tax_percent,
    insurance_percent: terms.insurance_percent,
    ddp_max_goods_value: terms.ddp_max_goods_value_cents === null ? null : units(terms.ddp_max_goods_value_cents),
  };
}

/** Every contract of a seller, oldest first (the order the wizard lists them in). */
export async function sellerContracts(db: Kysely<Database>, sellerId: number): Promise<Selectable<ContractsTable>[]> {
  return db.selectFrom("contracts").selectAll().where("seller_id", "=", sellerId).orderBy("id").execute();
}
