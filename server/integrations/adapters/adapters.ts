import { INTEGRATION_KINDS, type Integration, type IntegrationKind } from "../../../src/domain/integrations";
import type { IntegrationAdapter } from "./adapter";
import { httpAdapter } from "./http-adapter";
import { standInAdapter } from "./stand-in";

/** The stand-in of each kind (the demo's and the tests' services). */
const STAND_INS = Object.fromEntries(INTEGRATION_KINDS.map((kind) => [kind, standInAdapter(kind)])) as Record<IntegrationKind, IntegrationAdapter>;

/**
 * The adapter that checks this integration: its configured endpoint when there is one
 * (`endpoints`, from INTEGRATION_ENDPOINTS: a JSON object of integration code to https URL),
 * otherwise its kind's local stand-in.
 */
export function adapterFor(integration: Integration, endpoints: Readonly<Record<string, string>> = {}): IntegrationAdapter {
  const endpoint = endpoints[integration.code];
  return endpoint ? httpAdapter(endpoint) : STAND_INS[integration.kind];
}

/** INTEGRATION_ENDPOINTS read once at start: only https URLs are taken. */
export function integrationEndpointsFrom(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const raw = env.INTEGRATION_ENDPOINTS?.trim();
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error("Invalid server configuration:\n  INTEGRATION_ENDPOINTS: must be a JSON object of integration code to https URL");
  }
  if (typeof parsed !== "object" || parsed === null) throw new Error("Invalid server configuration:\n  INTEGRATION_ENDPOINTS: must be a JSON object");
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].startsWith("https://")));
}
