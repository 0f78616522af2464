import type { ServerDeps } from "./deps";
import { purgeExpiredResetMails } from "./auth/password-reset";
import { purgeExpiredDevices } from "./auth/sign-in-devices";
import { purgeExpiredEmailChangeMails } from "./profile/email-change";
import { purgeExpiredIdempotencyKeys } from "./idempotency/idempotency";
import { purgeExpiredJobs } from "./jobs/job-records";
import { purgeEndedWindows } from "./limits/fixed-window";
import { purgeExpiredInvitationMails } from "./users/invitations";
import { purgeExpiredPersonalData } from "./personal-data-retention";
import { purgeExpiredVerificationRecords } from "./verification/purge";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Expired or revoked sessions are kept a while for support questions ("why was I signed out?"). */
const SESSION_RETENTION_MS = 30 * DAY_MS;

/**
 * Deletes what has outlived its use, so tables that grow with every request stay small:
 * idempotency keys after 30 days, rate counters once their window has ended, dead sessions and
 * reset links and e-mail changes after 30 days, reset, invitation and e-mail confirmation mails
 * once their link has expired (they carry it in clear text), device tokens once expired, used
 * verification challenges once expired, ended jobs and their files after JOB_RETENTION_DAYS, other
 * mails and imports' rejected orders after 30 days (personal-data-retention.ts). Run at start and
 * hourly by main.ts.
 */
export async function purgeExpiredRecords(deps: ServerDeps): Promise<void> {
  const now = deps.now().getTime();
  const before = (ms: number) => new Date(now - ms).toISOString();
  await purgeExpiredIdempotencyKeys(deps);
  await purgeEndedWindows(deps);
  await deps.db.deleteFrom("sessions").where("expires_at", "<", before(SESSION_RETENTION_MS)).execute();
  await deps.db.deleteFrom("sessions").where("revoked_at", "<", before(SESSION_RETENTION_MS)).execute();
  await deps.db.deleteFrom("password_resets").where("expires_at", "<", before(SESSION_RETENTION_MS)).execute();
  await purgeExpiredResetMails(deps);
  await deps.db.deleteFrom("email_changes").where("expires_at", "<", before(SESSION_RETENTION_MS)).execute();
  await purgeExpiredEmailChangeMails(deps);
  await purgeExpiredDevices(deps);
  await purgeExpiredInvitationMails(deps);
  await purgeExpiredVerificationRecords(deps);
  await purgeExpiredJobs(deps.db, deps.now());
  await purgeExpiredPersonalData(deps);
}
