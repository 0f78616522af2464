import type { Kysely } from "kysely";
import { type Dialect, idColumn } from "../portable";

/**
 * A seller's connected integrations (issue 22, decision 065): one row per seller and integration
 * (the catalogue is src/domain/integrations.ts, not a table). The credentials are stored sealed
 * (AES-256-GCM, server/integrations/credential-box.ts) and, beside them, their masked form, so a
 * list never needs the key. Disconnecting deletes the row: nothing of the credentials stays.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(dialect, db.schema.createTable("integration_connections"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("sellers.id"))
    .addColumn("integration_code", "text", (c) => c.notNull())
    .addColumn("credentials_sealed", "text", (c) => c.notNull())
    .addColumn("credentials_masked", "text", (c) => c.notNull())
    .addColumn("connected_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("connected_at", "text", (c) => c.notNull())
    .addUniqueConstraint("integration_connections_seller_code", ["seller_id", "integration_code"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("integration_connections").execute();
}
