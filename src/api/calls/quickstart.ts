import { apiRequest } from "../client";
import { QuickstartResponse } from "../schemas/quickstart";

/** GET /v1/quickstart: which items of a first configuration the seller already has (decision 064). */
export const fetchQuickstart = async (signal?: AbortSignal) => (await apiRequest("get", "quickstart", QuickstartResponse, { signal })).data;
