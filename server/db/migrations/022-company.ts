import { type Kysely, sql } from "kysely";
import { type Dialect, idColumn } from "../portable";

/**
 * The company screen (issue 19, decision 054).
 * - sellers: the company's own data (legal name, RFB code, customer id, CNPJ, brand colours) and
 *   the return (devolution) address, one column per field; all optional, one column per statement
 *   (SQLite's ALTER TABLE adds one at a time).
 * - seller_signatures: the signature image the seller authorised for documents, with who
 *   authorised it and when; a table of its own so that reading a seller never reads the image.
 * - seller_addresses: where the seller ships from (the senders of the wizard and of imports), at
 *   most one default per seller (a partial unique index: both databases keep it).
 * Every seller that already has orders gets its latest order's sender as its default address, so
 * an import that used to ship from that sender (decision 040) still finds one after the upgrade.
 */
const SELLER_COLUMNS = [
  "legal_name",
  "rfb_code",
  "customer_id",
  "tax_number",
  "primary_color",
  "secondary_color",
  "return_country",
  "return_postal_code",
  "return_state",
  "return_city",
  "return_address",
  "return_number",
  "return_complement",
] as const;

const SENDER_COLUMNS = ["name", "email", "phone", "country", "postal_code", "state", "city", "address", "number", "complement", "tax_number", "website"] as const;

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const name of SELLER_COLUMNS) await db.schema.alterTable("sellers").addColumn(name, "text").execute();

  await db.schema
    .createTable("seller_signatures")
    .addColumn("seller_id", "integer", (c) => c.primaryKey().references("sellers.id"))
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("authorized_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("authorized_at", "text", (c) => c.notNull())
    .execute();

  await idColumn(dialect, db.schema.createTable("seller_addresses"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("postal_code", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("number", "text", (c) => c.notNull())
    .addColumn("complement", "text")
    .addColumn("tax_number", "text")
    .addColumn("tax_number_is_cpf", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("website", "text")
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("seller_addresses_seller").on("seller_addresses").columns(["seller_id", "id"]).execute();
  // One default per seller, kept by the database too: two saves racing cannot make two.
  await db.schema.createIndex("seller_addresses_one_default").on("seller_addresses").column("seller_id").unique().where(sql.ref("is_default"), "=", 1).execute();

  await backfillDefaultAddresses(db as Kysely<BackfillDb>);
}

interface BackfillDb {
  orders: { id: number; seller_id: number; created_at: string; sender_tax_number_is_cpf: number } & Record<`sender_${(typeof SENDER_COLUMNS)[number]}`, string | null>;
  seller_addresses: Record<string, unknown>;
}

/** Each seller's latest order with a sender becomes its default address (see above). */
async function backfillDefaultAddresses(db: Kysely<BackfillDb>): Promise<void> {
  const sellerIds = await db.selectFrom("orders").select("seller_id").where("sender_name", "is not", null).distinct().execute();
  for (const { seller_id } of sellerIds) {
    const row = await db
      .selectFrom("orders")
      .selectAll()
      .where("seller_id", "=", seller_id)
      .where("sender_name", "is not", null)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    const text = (column: (typeof SENDER_COLUMNS)[number]) => row[`sender_${column}`] ?? "";
    await db
      .insertInto("seller_addresses")
      .values({
        seller_id,
        label: text("city") || text("name"),
        ...Object.fromEntries(SENDER_COLUMNS.map((column) => [column, text(column)])),
        complement: row.sender_complement,
        tax_number: row.sender_tax_number,
        website: row.sender_website,
        tax_number_is_cpf: row.sender_tax_number_is_cpf,
        is_default: 1,
        created_at: row.created_at,
        updated_at: row.created_at,
      })
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("seller_addresses").execute();
  await db.schema.dropTable("seller_signatures").execute();
  for (const name of [...SELLER_COLUMNS].reverse()) await db.schema.alterTable("sellers").dropColumn(name).execute();
}
