import type { ServerDeps } from "./deps";

/**
 * How long personal data that serves no lasting purpose is kept (decision 069), purged hourly by
 * maintenance.ts:
 * - mails in mail_outbox (notification mails to buyers and sellers, sender verification mails,
 *   written there when no SMTP server is set): MAIL_RETENTION_DAYS after they were written. Reset
 *   and invitation mails go sooner, once their link has expired (they carry it);
 * - an import's rejected orders (order_import_rejections: the rows as the file had them,
 *   customer names and tax ids included): IMPORT_REJECTION_RETENTION_DAYS after the import. The
 *   import's other rows go with its job (JOB_RETENTION_DAYS, cascade from jobs).
 */
export const MAIL_RETENTION_DAYS = 30;
export const IMPORT_REJECTION_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

export async function purgeExpiredPersonalData(deps: Pick<ServerDeps, "db" | "now">): Promise<void> {
  const before = (days: number) => new Date(deps.now().getTime() - days * DAY_MS).toISOString();
  await deps.db.deleteFrom("mail_outbox").where("created_at", "<", before(MAIL_RETENTION_DAYS)).execute();
  await deps.db.deleteFrom("order_import_rejections").where("created_at", "<", before(IMPORT_REJECTION_RETENTION_DAYS)).execute();
}
