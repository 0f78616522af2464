import type { Kysely } from "kysely";
import { MEASUREMENT_SYSTEMS, type MeasurementSystem } from "../../src/domain/measurement";
import type { ImportContext, ImportSender } from "../../src/domain/order-import/types";
import { normalizeHsCode } from "../../src/domain/order-validation";
import { sellerContracts } from "../contracts/seller-contracts";
import type { Database } from "../db/schema";
import { contractTermsOf } from "../orders/contract-terms";
import { documentRequirement } from "../orders/documents-needed";
import { readOrderSettings } from "../orders/order-settings";
import { defaultAddressSender } from "../sellers/seller-addresses";
import { sellerShippingRules } from "../shipping-rules/rule-store";
import { takenOrderNumbers } from "./taken-numbers";

/**
 * What the domain check of an import needs to know of the seller (ImportContext), read from the
 * database in a handful of queries for the whole file, never per order:
 * - contracts, oldest first; the default (a row without a `contract` cell) is the first, as the
 *   wizard lists them;
 * - sales channels, matched by name;
 * - the sender: the one the device checked with (the request's), else the seller's default
 *   address (a file has no sender columns; decision 054, which replaced decision 040's latest
 *   order's sender), none when there is neither;
 * - the seller's measurement system (GET /v1/measure);
 * - which of the file's order numbers the seller already has, except those this very job
 *   created in an earlier attempt (they are done, not taken: see import-job.ts);
 * - the file's HS codes that need a customs document (a CSV cannot carry one);
 * - the seller's shipping rules (decision 062), when the caller gives the clock.
 */

async function measurementSystem(db: Kysely<Database>, sellerId: number): Promise<MeasurementSystem> {
  const seller = await db.selectFrom("sellers").select("measurement_system").where("id", "=", sellerId).executeTakeFirst();
  const system = seller?.measurement_system;
  return (MEASUREMENT_SYSTEMS as readonly string[]).includes(system ?? "") ? (system as MeasurementSystem) : "metric";
}

export interface ContextInput {
  sellerId: number;
  /** The file's order number cells (trimmed; read in the import's thread, import-task.ts). */
  orderNumbers: readonly string[];
  /** The file's HS code cells (trimmed). */
  hsCodes: readonly string[];
  /** The sender the request named, if any. */
  sender: ImportSender | null;
  /** Order numbers this job created before (a retry): not counted as taken. */
  createdBefore: ReadonlySet<string>;
  /** The server's clock, to apply the seller's shipping rules (which have expired); without it no rule is applied. */
  now?: Date;
}

export async function buildImportContext(db: Kysely<Database>, input: ContextInput): Promise<ImportContext> {
  const { sellerId, orderNumbers, hsCodes, createdBefore } = input;
  const [contracts, channels, sender, system, taken, settings, rules] = await Promise.all([
    sellerContracts(db, sellerId),
    db.selectFrom("sales_channels").select(["id", "name"]).where("seller_id", "=", sellerId).orderBy("id").execute(),
    input.sender ?? defaultAddressSender(db, sellerId),
    measurementSystem(db, sellerId),
    takenOrderNumbers(db, sellerId, orderNumbers),
    readOrderSettings(db, sellerId),
    input.now ? sellerShippingRules(db, sellerId) : [],
  ]);
  for (const number of createdBefore) taken.delete(number);
  const codesNeedingDocuments = new Set<string>();
  for (const code of hsCodes) {
    if (documentRequirement(code)) codesNeedingDocuments.add(normalizeHsCode(code));
  }
  return {
    contracts: contracts.map((row) => ({ id: row.id, name: row.name, terms: contractTermsOf(row) })),
    defaultContractId: contracts[0]?.id ?? null,
    salesChannels: channels,
    sender,
    measurementSystem: system,
    takenOrderNumbers: taken,
    codesNeedingDocuments: [...codesNeedingDocuments],
    insuranceSettings: settings.insurance,
    ...(input.now ? { shippingRules: { rules, now: input.now } } : {}),
  };
}
