import type { Integration } from "../../../src/domain/integrations";

/**
 * What checks an integration's credentials against its service (decision 065). One adapter per
 * integration kind; an answer of false is the spec's "The connection could not be created,
 * please try again later", whatever the reason (wrong credentials, service down, timeout), and
 * the reason is never logged with the credentials.
 */
export interface IntegrationAdapter {
  testConnection(integration: Integration, credentials: Readonly<Record<string, string>>): Promise<boolean>;
}
