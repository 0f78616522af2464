import type { IntegrationAdapter } from "./adapter";

/**
 * An integration's real service, where the configuration names its endpoint
 * (INTEGRATION_ENDPOINTS, decision 065): the credentials are POSTed as JSON over https and any 2xx
 * answer means connected. A few seconds at most, no redirect followed (a redirect could carry the
 * credentials elsewhere). The service's own answer is not kept: it may echo the credentials.
 */

export const CONNECTION_TEST_TIMEOUT_MS = 8_000;

export function httpAdapter(endpoint: string, fetchImpl: typeof fetch = fetch): IntegrationAdapter {
  return {
    async testConnection(integration, credentials) {
      try {
        const answer = await fetchImpl(endpoint, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ integration: integration.code, credentials }),
          redirect: "manual",
          signal: AbortSignal.timeout(CONNECTION_TEST_TIMEOUT_MS),
        });
        await answer.body?.cancel();
        return answer.status >= 200 && answer.status < 300;
      } catch {
        return false;
      }
    },
  };
}
