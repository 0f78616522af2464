import type { Selectable } from "kysely";
import type { Seller } from "../../src/api/schemas/sellers";
import type { SellersTable } from "../db/schema";

/** A seller row as GET /v1/sellers/{id} and /v1/me/seller answer it. */
export const sellerAnswer = (row: Selectable<SellersTable>): Seller => ({ id: row.id, name: row.name, email: row.email, website: row.website });
