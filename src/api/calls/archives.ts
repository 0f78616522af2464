import { apiRequest } from "../client";
import { ArchiveListResponse } from "../schemas/archives";

/** The downloads archive (/archives): the seller's jobs of every kind, newest first. Files: downloadJobFile in jobs.ts. */

export interface ArchiveQuery {
  limit: number;
  offset: number;
  /** Only the signed-in user's own jobs. */
  mine?: boolean;
  kind?: string;
}

/** GET /v1/jobs?limit=&offset=&mine=&kind= */
export const fetchArchive = async ({ limit, offset, mine, kind }: ArchiveQuery, signal?: AbortSignal) =>
  (await apiRequest("get", "jobs", ArchiveListResponse, { searchParams: { limit, offset, mine: mine ? "true" : undefined, kind }, signal })).data;
