import type { Kysely } from "kysely";
import { CONTRACT_MESSAGES } from "../../src/api/schemas/contracts";
import type { Database } from "../db/schema";
import { HttpError, notFound } from "../http/errors";
import { contractsInUse, findSellerContract } from "./contract-details";

/**
 * Deletes a contract no order uses (spec section 8: "Contract CAN'T be deleted!" otherwise, 409).
 * Its price change requests go with it: they were about a table that no longer exists. The check
 * and the delete share a transaction, and the orders' foreign key refuses the delete anyway if an
 * order is created in between, so an order can never lose its contract.
 */
export async function deleteContract(db: Kysely<Database>, sellerId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const contract = await findSellerContract(trx, sellerId, id);
    if (!contract) throw notFound();
    if ((await contractsInUse(trx, [id])).has(id)) throw new HttpError(409, [CONTRACT_MESSAGES.inUse]);
    await trx.deleteFrom("price_change_requests").where("contract_id", "=", id).execute();
    await trx.deleteFrom("contracts").where("id", "=", id).where("seller_id", "=", sellerId).execute();
  });
}
