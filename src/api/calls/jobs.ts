import { apiDownload, apiRequest } from "../client";
import { JobListResponse, JobResponse, type JobsQuery } from "../schemas/jobs";

/** Durable jobs of the user's seller (issue 16): their state and progress, and their files. */

/** GET /v1/jobs: newest first; `mine` for the user's own. */
export const fetchJobs = async (query: JobsQuery, signal?: AbortSignal) => (await apiRequest("get", "jobs", JobListResponse, { searchParams: query, signal })).data;

/** GET /v1/jobs/{id}/file: the finished job's file (a PDF); 409 while it is being made. */
export const downloadJobFile = (id: string, options: { onProgress?: (share: number) => void; signal?: AbortSignal } = {}) =>
  apiDownload("get", `jobs/${encodeURIComponent(id)}/file`, { timeoutMs: 120_000, ...options });

/** GET /v1/jobs/{id}: one job's state and progress (404 for another seller's, as for a missing one). */
export const fetchJob = async (id: string, signal?: AbortSignal) => (await apiRequest("get", `jobs/${encodeURIComponent(id)}`, JobResponse, { signal })).data;
