import type { Kysely, Selectable, Transaction } from "kysely";
import type * as v from "valibot";
import type { Company, ReturnAddress, UpdateCompanyRequest } from "../../src/api/schemas/company";
import type { Database, SellersTable } from "../db/schema";
import { sellerAnswer } from "./seller-answer";

/**
 * The seller's company (GET and PUT /v1/sellers/{id}; decision 054): its own columns, the brand
 * logo it shares with the tracking page (tracking_settings), and the signature (seller_signatures,
 * read without its image). The routes check the seller is the user's own before calling these.
 */

type Db = Kysely<Database> | Transaction<Database>;
export type CompanyChanges = v.InferOutput<typeof UpdateCompanyRequest>;

const RETURN_FIELDS = ["country", "postal_code", "state", "city", "address", "number", "complement"] as const;
type ReturnColumn = `return_${(typeof RETURN_FIELDS)[number]}`;
const returnColumn = (field: (typeof RETURN_FIELDS)[number]): ReturnColumn => `return_${field}`;

function returnAddressOf(row: Selectable<SellersTable>): ReturnAddress | null {
  if (!row.return_country) return null;
  return {
    country: row.return_country,
    postal_code: row.return_postal_code ?? "",
    state: row.return_state ?? "",
    city: row.return_city ?? "",
    address: row.return_address ?? "",
    number: row.return_number ?? "",
    complement: row.return_complement,
  };
}

/** The company as answered, or undefined when there is no seller with that id. */
export async function loadCompany(db: Db, id: number): Promise<Company | undefined> {
  const [row, logo, signature] = await Promise.all([
    db.selectFrom("sellers").selectAll().where("id", "=", id).executeTakeFirst(),
    db.selectFrom("tracking_settings").select(["logo_width", "logo_height", "logo_version"]).where("seller_id", "=", id).executeTakeFirst(),
    db
      .selectFrom("seller_signatures")
      .innerJoin("users", "users.id", "seller_signatures.authorized_by")
      .select(["seller_signatures.width", "seller_signatures.height", "seller_signatures.version", "seller_signatures.authorized_at", "users.name as authorized_by"])
      .where("seller_signatures.seller_id", "=", id)
      .executeTakeFirst(),
  ]);
  if (!row) return undefined;
  return {
    ...sellerAnswer(row),
    legal_name: row.legal_name,
    rfb_code: row.rfb_code,
    customer_id: row.customer_id,
    tax_number: row.tax_number,
    primary_color: row.primary_color,
    secondary_color: row.secondary_color,
    return_address: returnAddressOf(row),
    logo_image: logo?.logo_version && logo.logo_width && logo.logo_height ? { width: logo.logo_width, height: logo.logo_height, version: logo.logo_version } : null,
    signature: signature ?? null,
  };
}

/** The columns a change writes: the fields sent, the return address as its seven columns. */
function columnsOf(changes: CompanyChanges): Partial<Selectable<SellersTable>> {
  const { return_address, ...plain } = changes;
  const columns: Partial<Selectable<SellersTable>> = { ...plain };
  if (return_address !== undefined) {
    for (const field of RETURN_FIELDS) columns[returnColumn(field)] = return_address ? (return_address[field] ?? null) : null;
  }
  return columns;
}

/** Changes the fields sent, in the caller's transaction, and answers the company as it is now. */
export async function updateCompany(trx: Transaction<Database>, id: number, changes: CompanyChanges): Promise<Company> {
  const columns = columnsOf(changes);
  if (Object.keys(columns).length > 0) await trx.updateTable("sellers").set(columns).where("id", "=", id).execute();
  const company = await loadCompany(trx, id);
  if (!company) throw new Error(`Seller ${id} vanished during its update`);
  return company;
}
