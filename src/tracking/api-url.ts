import { env } from "../config/env";

/**
 * Absolute /v1 addresses, on the same base as the portal's client (VITE_API_BASE_URL, default
 * "/v1" on this origin). `path` starts after /v1, e.g. "/challenge?action=tracking".
 */
export const apiUrl = (path: string): string => new URL(`${env.apiBaseUrl}${path}`, globalThis.location?.origin ?? "http://localhost").href;
