import type { Kysely, Selectable, Transaction } from "kysely";
import type * as v from "valibot";
import type { Customer, CustomerRecordInput } from "../../src/api/schemas/customers";
import { customerIssues, orderIssueText } from "../../src/domain/order-validation";
import { containsFolded } from "../db/portable";
import type { CustomersTable, Database } from "../db/schema";
import { HttpError, notFound } from "../http/errors";

/**
 * The seller's address book (decision 064): receivers kept for later, offered by the wizard's
 * Receiver step. Every query filters by seller: another seller's customer is a 404, never a 403.
 */

type Db = Kysely<Database> | Transaction<Database>;
type Row = Selectable<CustomersTable>;
export type CustomerValues = v.InferOutput<typeof CustomerRecordInput>;

/** The text columns a search looks in. */
const SEARCHED = ["full_name", "email", "document", "city"] as const;

export function customerAnswer(row: Row): Customer {
  const { seller_id: _seller, created_at: _created, updated_at: _updated, ...customer } = row;
  return customer;
}

/** The wizard's receiver rules, by field without the "customer." prefix: the same refusals as an order's. */
export function assertValidCustomer(values: CustomerValues): void {
  const issues = customerIssues(values);
  if (issues.length === 0) return;
  const byField: Record<string, string[]> = {};
  for (const issue of issues) (byField[issue.path.replace(/^customer\./, "")] ??= []).push(orderIssueText(issue));
  throw new HttpError(422, [byField]);
}

export async function listCustomers(db: Db, sellerId: number, query: { limit: number; offset: number; search?: string | undefined }): Promise<{ rows: Customer[]; count: number }> {
  let base = db.selectFrom("customers").where("seller_id", "=", sellerId);
  const search = query.search?.trim();
  if (search) base = base.where((eb) => eb.or(SEARCHED.map((column) => containsFolded(`customers.${column}`, search))));
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy("full_name").orderBy("id").limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(customerAnswer), count: Number(total.count) };
}

async function ownRow(db: Db, sellerId: number, id: number): Promise<Row> {
  const row = await db.selectFrom("customers").selectAll().where("id", "=", id).where("seller_id", "=", sellerId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function readCustomer(db: Db, sellerId: number, id: number): Promise<Customer> {
  return customerAnswer(await ownRow(db, sellerId, id));
}

/** Optional text arrives as null or "" (a cleared box): stored as null, one "none". */
const orNull = (value: string | null) => (value === null || value === "" ? null : value);

const columnsOf = (values: CustomerValues) => ({
  full_name: values.full_name,
  email: values.email,
  phone: values.phone,
  document: values.document,
  country: values.country,
  postal_code: values.postal_code,
  state: values.state,
  city: values.city,
  address: values.address,
  number: values.number,
  complement: orNull(values.complement),
  quarter: orNull(values.quarter),
  reference: orNull(values.reference),
});

export async function createCustomer(trx: Transaction<Database>, sellerId: number, values: CustomerValues, at: string): Promise<Customer> {
  const { id } = await trx
    .insertInto("customers")
    .values({ ...columnsOf(values), seller_id: sellerId, created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return readCustomer(trx, sellerId, id);
}

export async function updateCustomer(trx: Transaction<Database>, sellerId: number, id: number, values: CustomerValues, at: string): Promise<Customer> {
  await ownRow(trx, sellerId, id);
  await trx.updateTable("customers").set({ ...columnsOf(values), updated_at: at }).where("id", "=", id).where("seller_id", "=", sellerId).execute();
  return readCustomer(trx, sellerId, id);
}

export async function deleteCustomer(trx: Transaction<Database>, sellerId: number, id: number): Promise<void> {
  await ownRow(trx, sellerId, id);
  await trx.deleteFrom("customers").where("id", "=", id).where("seller_id", "=", sellerId).execute();
}
