import { apiRequest } from "../client";
import { SellerAnalyticsResponse } from "../schemas/analytics";

/** GET /v1/sellers/{id}/analytics (issue 19): the dashboard's figures of the user's own seller. */
export const fetchSellerAnalytics = async (sellerId: number, signal?: AbortSignal) =>
  (await apiRequest("get", `sellers/${sellerId}/analytics`, SellerAnalyticsResponse, { signal })).data;
