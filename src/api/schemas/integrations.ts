import * as v from "valibot";
import { CREDENTIAL_FIELDS, INTEGRATION_KINDS, MAX_CREDENTIAL_LENGTH } from "../../domain/integrations";
import { Envelope, MESSAGES } from "./common";

/**
 * Integrations (spec, configuration area sections 2, 3, 4 and 8; issue 22; decision 065). The
 * catalogue is src/domain/integrations.ts; these are the seller's connections. Credentials go in,
 * never out: answers carry them masked (last four characters at most).
 */

/** The spec's words (section 8) when an integration's service refuses the credentials. */
export const CONNECTION_FAILED = "The connection could not be created, please try again later";

export const INTEGRATION_STATES = ["connected", "disconnected"] as const;

export const IntegrationAnswer = v.object({
  code: v.string(),
  name: v.string(),
  kind: v.picklist(INTEGRATION_KINDS),
  group: v.picklist(["couriers", "channels"] as const),
  fields: v.array(v.picklist(CREDENTIAL_FIELDS)),
  state: v.picklist(INTEGRATION_STATES),
  /** Each stored credential's field with the mask "••••" (never any of its characters); empty when disconnected. */
  masked: v.record(v.string(), v.string()),
  connected_at: v.nullable(v.string()),
});
export type IntegrationAnswer = v.InferOutput<typeof IntegrationAnswer>;
export const IntegrationListResponse = Envelope(v.array(IntegrationAnswer));
export const IntegrationResponse = Envelope(IntegrationAnswer);

const Credential = v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(MAX_CREDENTIAL_LENGTH, MESSAGES.tooLong(MAX_CREDENTIAL_LENGTH)));

/** PUT /v1/integrations/{code} and POST /v1/integrations/{code}/test: every field of the integration. */
export const CredentialsRequest = v.object({ credentials: v.record(v.picklist(CREDENTIAL_FIELDS, "Unknown credential"), Credential) });
export type CredentialsRequest = v.InferInput<typeof CredentialsRequest>;

export const ConnectionTestResponse = Envelope(v.object({ connected: v.literal(true) }));
