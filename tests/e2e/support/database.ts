import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { TERMS_VERSION } from "../../../src/domain/terms";
import { e2eWorkerPort } from "./ports";

/**
 * The SQLite file of this worker's server: scripts/e2e-server.mjs names its data folder after the
 * port (support/ports.ts). Tests use it to set up what the UI cannot create, never to check what the UI did (ask /v1).
 */
export function e2eDatabaseFile(): string {
  return join(tmpdir(), `portal-e2e-${e2eWorkerPort()}`, "portal.sqlite");
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

export interface NewUser {
  name: string;
  email: string;
  /** Whether they have accepted the current terms of service (else the portal asks at sign-in). */
  acceptedTerms: boolean;
}

/**
 * Puts a user of seller 1 (Seller Operation) in the server's database who signs in with the demo
 * password (its hash is copied from a demo user), for a spec that changes the user's own name or
 * password: the demo users the other specs sign in with stay as they are. Returns the id.
 */
export function insertUser({ name, email, acceptedTerms }: NewUser): number {
  const db = new BetterSqlite3(e2eDatabaseFile(), { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const now = new Date().toISOString();
    const id = Number(
      db
        .prepare(
          "INSERT INTO users (seller_id, group_id, name, email, password_hash, blocked, can_overpack, language, created_at) SELECT seller_id, group_id, ?, ?, password_hash, 0, can_overpack, 0, ? FROM users WHERE email = 'operation@example.com'",
        )
        .run(name, email.toLowerCase(), now).lastInsertRowid,
    );
    if (acceptedTerms) db.prepare("INSERT INTO terms_acceptances (user_id, version, accepted_at, user_agent) VALUES (?, ?, ?, NULL)").run(id, TERMS_VERSION, now);
    return id;
  } finally {
    db.close();
  }
}
