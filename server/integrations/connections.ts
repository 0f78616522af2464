import type { Kysely } from "kysely";
import type * as v from "valibot";
import { CONNECTION_FAILED, type CredentialsRequest, type IntegrationAnswer } from "../../src/api/schemas/integrations";
import { GROUP_OF_KIND, INTEGRATIONS, type Integration, integrationOf, SECRET_MASK } from "../../src/domain/integrations";
import type { Database } from "../db/schema";
import type { AuthUser, ServerDeps } from "../deps";
import { HttpError, notFound } from "../http/errors";
import { adapterFor } from "./adapters/adapters";
import { sealCredentials } from "./credential-box";
import { sealingKey } from "../secrets/sealing-key";

/**
 * A seller's integrations (decision 065): the catalogue with each one's state, connecting (the
 * credentials checked by the integration's adapter first, then sealed), testing without saving,
 * and disconnecting. Credentials come in and never go out: answers carry the masked values only,
 * and errors name fields, never values.
 */

type Credentials = v.InferOutput<typeof CredentialsRequest>["credentials"];

interface ConnectionRow {
  integration_code: string;
  credentials_masked: string;
  connected_at: string;
}

function answer(integration: Integration, row: ConnectionRow | undefined): IntegrationAnswer {
  return {
    code: integration.code,
    name: integration.name,
    kind: integration.kind,
    group: GROUP_OF_KIND[integration.kind],
    fields: [...integration.fields],
    state: row ? "connected" : "disconnected",
    // The fields stored, each as the mask: rows from before decision 069 kept a credential's last characters.
    masked: row ? Object.fromEntries(Object.keys(JSON.parse(row.credentials_masked) as Record<string, string>).map((field) => [field, SECRET_MASK])) : {},
    connected_at: row?.connected_at ?? null,
  };
}

const connectionRows = (db: Kysely<Database>, sellerId: number) =>
  db.selectFrom("integration_connections").select(["integration_code", "credentials_masked", "connected_at"]).where("seller_id", "=", sellerId);

export async function listIntegrations(db: Kysely<Database>, sellerId: number): Promise<IntegrationAnswer[]> {
  const rows = new Map((await connectionRows(db, sellerId).execute()).map((row) => [row.integration_code, row]));
  return INTEGRATIONS.map((integration) => answer(integration, rows.get(integration.code)));
}

export function findIntegration(code: string): Integration {
  const integration = integrationOf(code);
  if (!integration) throw notFound();
  return integration;
}

/** Exactly the integration's fields: a missing one is "Can't be blank", an extra one is refused. */
function checkFields(integration: Integration, credentials: Credentials): Record<string, string> {
  const problems = [
    ...integration.fields.filter((field) => !credentials[field]).map((field) => ({ [field]: ["Can't be blank"] })),
    ...Object.keys(credentials)
      .filter((field) => !(integration.fields as readonly string[]).includes(field))
      .map((field) => ({ [field]: ["Not a credential of this integration"] })),
  ];
  if (problems.length > 0) throw new HttpError(422, problems);
  return Object.fromEntries(integration.fields.map((field) => [field, credentials[field]!]));
}

/** Checks the credentials with the integration's adapter; 422 with the spec's words when refused. */
export async function testCredentials(deps: ServerDeps, integration: Integration, credentials: Credentials): Promise<Record<string, string>> {
  const checked = checkFields(integration, credentials);
  const connected = await adapterFor(integration, deps.integrationEndpoints).testConnection(integration, checked);
  if (!connected) throw new HttpError(422, [CONNECTION_FAILED]);
  return checked;
}

/** Tests, then stores the credentials sealed (replacing earlier ones): the integration is connected. */
export async function connectIntegration(deps: ServerDeps, user: AuthUser, integration: Integration, credentials: Credentials): Promise<IntegrationAnswer> {
  const checked = await testCredentials(deps, integration, credentials);
  const key = await sealingKey(deps.db);
  const row = {
    credentials_sealed: sealCredentials(key, user.seller_id, integration.code, checked),
    credentials_masked: JSON.stringify(Object.fromEntries(Object.keys(checked).map((field) => [field, SECRET_MASK]))),
    connected_by: user.id,
    connected_at: deps.now().toISOString(),
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("integration_connections").where("seller_id", "=", user.seller_id).where("integration_code", "=", integration.code).execute();
    await trx.insertInto("integration_connections").values({ seller_id: user.seller_id, integration_code: integration.code, ...row }).execute();
  });
  return answer(integration, { integration_code: integration.code, ...row });
}

/** Deletes the stored credentials; disconnecting a disconnected integration changes nothing. */
export async function disconnectIntegration(db: Kysely<Database>, sellerId: number, integration: Integration): Promise<IntegrationAnswer> {
  await db.deleteFrom("integration_connections").where("seller_id", "=", sellerId).where("integration_code", "=", integration.code).execute();
  return answer(integration, undefined);
}
