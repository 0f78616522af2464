import type { PickupsQuery } from "../../api/schemas/pickups";

/** Query keys of pickups and dropoffs (CONVENTIONS.md point 8). */
export const pickupQueries = {
  all: () => ["pickups"] as const,
  list: (query: PickupsQuery) => [...pickupQueries.all(), "list", query] as const,
  lookup: (reference: string) => [...pickupQueries.all(), "lookup", reference] as const,
  /** The parcels a session expects, asked once per session. */
  expected: (sessionId: string) => [...pickupQueries.all(), "expected", sessionId] as const,
};
