import type { ServerDeps } from "../deps";
import { purgeExpiredTrackingLookups } from "./lookup-throttle";
import { purgeExpiredChallenges } from "./verify";

/** Forgets used challenges past their expiry and lookups past the rate window (maintenance.ts). */
export async function purgeExpiredVerificationRecords(deps: ServerDeps): Promise<void> {
  await purgeExpiredChallenges(deps);
  await purgeExpiredTrackingLookups(deps);
}
