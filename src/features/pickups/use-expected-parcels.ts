import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { fetchExpectedParcels } from "../../api/calls/pickups";
import { setSessionExpected, type ScanSession } from "../../offline/scan-sessions";
import { pickupQueries } from "./queries";

/**
 * Where the open session's expected parcels stand: "server" = the server's list, kept on the
 * device; "loading" = being fetched; "device" = from the orders saved on this device (offline);
 * "failed" = the server could not be asked, the device's list stands meanwhile.
 */
export type ExpectedState = "server" | "loading" | "device" | "failed";

/**
 * Loads the server's expected parcels (GET /v1/pickups/expected) into an open session that does
 * not have them yet: when it starts online, or when the connection comes back. Once in the
 * session (Dexie), they stay for offline use, through reloads, until the session is finished.
 */
export function useExpectedParcels(session: ScanSession | null | undefined, online: boolean): ExpectedState {
  const sessionId = session?.id;
  const needed = sessionId !== undefined && session?.expectedSource !== "server";
  const query = useQuery({
    // Per session: a new session asks again, whatever an earlier one was told.
    queryKey: pickupQueries.expected(sessionId ?? ""),
    queryFn: ({ signal }) => fetchExpectedParcels(signal),
    enabled: needed && online,
    staleTime: Infinity,
  });
  const { data } = query;

  useEffect(() => {
    if (data && sessionId !== undefined) void setSessionExpected(sessionId, data.elements, data.count);
  }, [data, sessionId]);

  if (!needed) return "server";
  if (query.isError && !query.isFetching) return "failed";
  return online ? "loading" : "device";
}
