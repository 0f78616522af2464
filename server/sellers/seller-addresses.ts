import type { Kysely, Selectable, Transaction } from "kysely";
import type * as v from "valibot";
import { COMPANY_MESSAGES, type SellerAddress, type SellerAddressInput } from "../../src/api/schemas/company";
import { orderIssueText, senderIssues } from "../../src/domain/order-validation";
import type { ImportSender } from "../../src/domain/order-import/types";
import type { Database, SellerAddressesTable } from "../db/schema";
import { HttpError, notFound } from "../http/errors";

/**
 * The seller's ship-from addresses (decision 054): the senders the order wizard offers and the one
 * an import ships from (the default). At most one default per seller: the first address becomes
 * it, making another the default takes it from the old one in the same transaction, and the
 * default cannot be removed while other addresses remain (the last one can: no default then).
 */

type Db = Kysely<Database> | Transaction<Database>;
type Row = Selectable<SellerAddressesTable>;
export type AddressValues = v.InferOutput<typeof SellerAddressInput>;

export function addressAnswer(row: Row): SellerAddress {
  return {
    id: row.id,
    label: row.label,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    postal_code: row.postal_code,
    state: row.state,
    city: row.city,
    address: row.address,
    number: row.number,
    complement: row.complement,
    tax_number: row.tax_number,
    tax_number_is_cpf: row.tax_number_is_cpf === 1,
    website: row.website,
    is_default: row.is_default === 1,
  };
}

/** The address as the wizard's sender rules read it: the same refusals as an order's sender. */
export function assertValidAddress(values: AddressValues): void {
  const issues = senderIssues(values);
  if (issues.length === 0) return;
  const byField: Record<string, string[]> = {};
  for (const issue of issues) (byField[issue.path.replace(/^sender\./, "")] ??= []).push(orderIssueText(issue));
  throw new HttpError(422, [byField]);
}

export async function listAddresses(db: Db, sellerId: number): Promise<SellerAddress[]> {
  const rows = await db.selectFrom("seller_addresses").selectAll().where("seller_id", "=", sellerId).orderBy("is_default", "desc").orderBy("id").execute();
  return rows.map(addressAnswer);
}

async function ownRow(db: Db, sellerId: number, id: number): Promise<Row> {
  const row = await db.selectFrom("seller_addresses").selectAll().where("id", "=", id).where("seller_id", "=", sellerId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

const columnsOf = (values: AddressValues) => {
  const { is_default: _default, ...fields } = values;
  return { ...fields, tax_number_is_cpf: values.tax_number_is_cpf ? (1 as const) : (0 as const) };
};

/** Takes the default from whichever address has it, before another one gets it. */
async function clearDefault(trx: Transaction<Database>, sellerId: number): Promise<void> {
  await trx.updateTable("seller_addresses").set({ is_default: 0 }).where("seller_id", "=", sellerId).where("is_default", "=", 1).execute();
}

export async function createAddress(trx: Transaction<Database>, sellerId: number, values: AddressValues, at: string): Promise<SellerAddress> {
  const existing = await trx.selectFrom("seller_addresses").select("id").where("seller_id", "=", sellerId).limit(1).executeTakeFirst();
  const isDefault = values.is_default || !existing;
  if (isDefault) await clearDefault(trx, sellerId);
  const { id } = await trx
    .insertInto("seller_addresses")
    .values({ ...columnsOf(values), seller_id: sellerId, is_default: isDefault ? 1 : 0, created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return addressAnswer(await ownRow(trx, sellerId, id));
}

/** A whole address again; `is_default: true` makes it the default, false leaves the default as it is. */
export async function updateAddress(trx: Transaction<Database>, sellerId: number, id: number, values: AddressValues, at: string): Promise<SellerAddress> {
  const row = await ownRow(trx, sellerId, id);
  const makeDefault = values.is_default && row.is_default === 0;
  if (makeDefault) await clearDefault(trx, sellerId);
  await trx
    .updateTable("seller_addresses")
    .set({ ...columnsOf(values), ...(makeDefault ? { is_default: 1 as const } : {}), updated_at: at })
    .where("id", "=", id)
    .execute();
  return addressAnswer(await ownRow(trx, sellerId, id));
}

export async function deleteAddress(trx: Transaction<Database>, sellerId: number, id: number): Promise<void> {
  const row = await ownRow(trx, sellerId, id);
  if (row.is_default === 1) {
    const other = await trx.selectFrom("seller_addresses").select("id").where("seller_id", "=", sellerId).where("id", "!=", id).limit(1).executeTakeFirst();
    if (other) throw new HttpError(409, [COMPANY_MESSAGES.lastAddressIsDefault]);
  }
  await trx.deleteFrom("seller_addresses").where("id", "=", id).execute();
}

/** The seller's default address as an import's sender; null when it has none. */
export async function defaultAddressSender(db: Db, sellerId: number): Promise<ImportSender | null> {
  const row = await db.selectFrom("seller_addresses").selectAll().where("seller_id", "=", sellerId).where("is_default", "=", 1).executeTakeFirst();
  if (!row) return null;
  const { id: _id, label: _label, is_default: _isDefault, ...sender } = addressAnswer(row);
  return sender;
}
