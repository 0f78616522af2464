import type { ServerDeps } from "../deps";
import { purgeExpiredChallenges } from "./verify";

/** Forgets used challenges past their expiry (maintenance.ts; the lookup counts go with the other rate counters). */
export async function purgeExpiredVerificationRecords(deps: ServerDeps): Promise<void> {
  await purgeExpiredChallenges(deps);
}
