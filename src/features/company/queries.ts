import { queryOptions, skipToken } from "@tanstack/react-query";
import { fetchCompany } from "../../api/calls/company";

/** GET /v1/sellers/{id}: only /company reads it (the addresses are shared: shared-queries.ts). */
export const companyQuery = (sellerId: number | undefined) =>
  queryOptions({
    queryKey: ["company", sellerId] as const,
    queryFn: sellerId === undefined ? skipToken : ({ signal }) => fetchCompany(sellerId, signal),
  });
