import { apiRequest } from "../client";
import { ConnectionTestResponse, IntegrationListResponse, IntegrationResponse } from "../schemas/integrations";

/** Integrations (issue 22, decision 065): credentials go to the server and never come back. */

/** GET /v1/integrations: the twenty, with this seller's state and masked credentials. */
export const fetchIntegrations = async (signal?: AbortSignal) => (await apiRequest("get", "integrations", IntegrationListResponse, { signal })).data;

/** POST /v1/integrations/{code}/test: 422 "The connection could not be created, please try again later" when refused. */
export const testIntegration = async (code: string, credentials: Record<string, string>) =>
  (await apiRequest("post", `integrations/${code}/test`, ConnectionTestResponse, { json: { credentials } })).data;

/** PUT /v1/integrations/{code}: tested, then stored encrypted. */
export const connectIntegration = async (code: string, credentials: Record<string, string>) =>
  (await apiRequest("put", `integrations/${code}`, IntegrationResponse, { json: { credentials } })).data;

/** DELETE /v1/integrations/{code}: the stored credentials are deleted. */
export const disconnectIntegration = async (code: string) => (await apiRequest("delete", `integrations/${code}`, IntegrationResponse)).data;
