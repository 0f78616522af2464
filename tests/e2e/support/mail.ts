import BetterSqlite3 from "better-sqlite3";
import { e2eDatabaseFile } from "./database";

/**
 * The mail the server under test would send (its `mail_outbox`), read from its SQLite file as the
 * recipient would read their inbox. Only for links the UI mails (invitations, resets).
 */
export function latestMailTo(recipient: string): { subject: string; body: string } | undefined {
  const db = new BetterSqlite3(e2eDatabaseFile(), { fileMustExist: true, readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    return db.prepare("SELECT subject, body FROM mail_outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1").get(recipient.toLowerCase()) as { subject: string; body: string } | undefined;
  } finally {
    db.close();
  }
}

/** The in-app path a mail's link opens (`/reset_password?token=...`), or undefined. */
export const mailedPath = (body: string) => /(\/reset_password\?\S+?)(?=\s|$)/.exec(body)?.[1];
