import type { CredentialField, Integration, IntegrationKind } from "../../../src/domain/integrations";
import type { IntegrationAdapter } from "./adapter";

/**
 * The local stand-in of every integration kind, for the demo and tests: no network, no real
 * service. It accepts the known-good demo credentials (each field's value is `demo-<field>` with
 * dashes, "demo-site-id" for site_id; DEMO_CREDENTIALS names them) and refuses anything else, as a
 * real service refuses a wrong password. Real endpoints are configuration (http-adapter.ts).
 */

export const demoCredentialValue = (field: CredentialField) => `demo-${field.replace(/_/g, "-")}`;

/** The credentials the stand-in accepts for this integration. */
export function demoCredentials(integration: Integration): Record<string, string> {
  return Object.fromEntries(integration.fields.map((field) => [field, demoCredentialValue(field)]));
}

export function standInAdapter(kind: IntegrationKind): IntegrationAdapter {
  return {
    testConnection(integration, credentials) {
      const accepted = integration.kind === kind && integration.fields.every((field) => credentials[field] === demoCredentialValue(field));
      return Promise.resolve(accepted);
    },
  };
}
