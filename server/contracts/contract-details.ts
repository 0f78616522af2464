import type { Kysely, Selectable, Transaction } from "kysely";
import type { ContractDetails } from "../../src/api/schemas/contracts";
import { TAXING_TYPES, type TaxingType } from "../../src/domain/price-table";
import type { ContractsTable, Database } from "../db/schema";
import { flag } from "../http/answers";
import { contractListAnswer } from "./seller-contracts";

type Db = Kysely<Database> | Transaction<Database>;

const taxingType = (value: string): TaxingType => (TAXING_TYPES as readonly string[]).includes(value) ? (value as TaxingType) : "simplified";

/** A contract as the contracts and price tables screens read it (GET /v1/contracts). */
export function contractDetailsAnswer(row: Selectable<ContractsTable>, inUse: boolean): ContractDetails {
  return {
    ...contractListAnswer(row),
    taxing_type: taxingType(row.taxing_type),
    start_date: row.starts_on,
    end_date: row.ends_on,
    destination_country: row.destination_country,
    connected: flag(row.connected),
    in_use: inUse,
  };
}

/** Which of these contracts orders use (one grouped read, not one per contract). */
export async function contractsInUse(db: Db, contractIds: readonly number[]): Promise<Set<number>> {
  if (contractIds.length === 0) return new Set();
  const rows = await db.selectFrom("orders").select("contract_id").distinct().where("contract_id", "in", [...contractIds]).execute();
  return new Set(rows.map((row) => row.contract_id));
}

/** The seller's contract with this id; another seller's is as unknown as a missing one. */
export async function findSellerContract(db: Db, sellerId: number, id: number): Promise<Selectable<ContractsTable> | undefined> {
  return db.selectFrom("contracts").selectAll().where("id", "=", id).where("seller_id", "=", sellerId).executeTakeFirst();
}
