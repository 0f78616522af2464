import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";

/**
 * The SQLite file of the server under test: scripts/e2e-server.mjs names its data folder after the
 * port. Tests use it to set up what the UI cannot create, never to check what the UI did (ask /v1).
 */
export function e2eDatabaseFile(): string {
  return join(tmpdir(), `portal-e2e-${process.env.E2E_PORT ?? "8181"}`, "portal.sqlite");
}

export interface NewNotification {
  sellerId: number;
  /** null: a notification of the whole seller (seller_notifications); else one user's own. */
  userId: number | null;
  type: "seller_notifications" | "user_notifications";
  title: string;
  body: string;
}

/**
 * Puts a new notification in the server's database, as the back office would, and returns its id.
 * The server opens the file in WAL mode with a busy timeout, so this second connection may write
 * while it runs. The title key is one the seed knows ("order_dispatched", category orders).
 */
export function insertNotification({ sellerId, userId, type, title, body }: NewNotification): number {
  const db = new BetterSqlite3(e2eDatabaseFile(), { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const insert = db.prepare(
      "INSERT INTO notifications (seller_id, user_id, type, title_key, title, body, created_at) VALUES (?, ?, ?, 'order_dispatched', ?, ?, ?)",
    );
    return Number(insert.run(sellerId, userId, type, title, body, new Date().toISOString()).lastInsertRowid);
  } finally {
    db.close();
  }
}
