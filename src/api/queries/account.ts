import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MeasurementSystem } from "../../domain/measurement";
import { fetchCurrentSeller, fetchCurrentUserGroup, fetchMeasure } from "../calls/me";
import { useSessionUser } from "../use-session-user";

/**
 * Query options of the signed-in user's own data, read by several screens (CONVENTIONS.md point
 * 8). Every screen takes its key and fetcher from here, so that a change written by one screen
 * (the measurement system in /settings/advanced) is what every other screen reads at once.
 * Kept apart from src/api/queries/settings.ts: the home page, in the shell's first load, reads
 * the seller and the group, and must not pull the settings' schemas with them.
 */
export const accountQueries = {
  all: () => ["me"] as const,
  /**
   * GET /v1/measure: the units sizes and weights are shown and typed in. Read once per session;
   * /settings/advanced writes the new system here when it saves it.
   */
  measure: (userId: number | undefined) =>
    queryOptions({ queryKey: [...accountQueries.all(), "measure", userId] as const, queryFn: fetchMeasure, retry: false, staleTime: Infinity }),
  /** The seller's profile (the home page's company, a new order's default sender). */
  currentSeller: (userId: number | undefined) => queryOptions({ queryKey: [...accountQueries.all(), "seller", userId] as const, queryFn: fetchCurrentSeller }),
  group: (userId: number | undefined) => queryOptions({ queryKey: [...accountQueries.all(), "group", userId] as const, queryFn: fetchCurrentUserGroup }),
};

/** The signed-in user's measurement system; metric, as the API sends, while it cannot be read. */
export function useMeasurementSystem(): MeasurementSystem {
  const user = useSessionUser();
  const measure = useQuery(accountQueries.measure(user?.id));
  return measure.data?.measurement_system ?? "metric";
}
