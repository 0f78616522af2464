import BetterSqlite3 from "better-sqlite3";
import { e2eDatabaseFile } from "./database";

/**
 * An enabled notification rule of seller 1 put straight into the server's database (the rules'
 * screens are tested in their own spec): every contract, no conditions, one channel on one
 * tracking event. Returns its id (its view is /notifications/tracking-rule-notifications/{id}) and
 * a function that takes it out of play (disabled: its delivery log stays).
 */
export function insertNotificationRule(name: string, eventId: number, channel: string): { id: number; remove: () => void } {
  const db = new BetterSqlite3(e2eDatabaseFile(), { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const now = new Date().toISOString();
    const admin = db.prepare("SELECT id FROM users WHERE email = 'admin@example.com'").get() as { id: number };
    const id = Number(
      db
        .prepare(
          "INSERT INTO notification_rules (seller_id, name, enabled, apply_to, contract_creation, contract_ids, conditions, created_by, created_at, updated_at) VALUES (1, ?, 1, 'all_shipments', 'auto_add_contract', '[\"all\"]', '[]', ?, ?, ?)",
        )
        .run(name, admin.id, now, now).lastInsertRowid,
    );
    db.prepare("INSERT INTO notification_rule_channels (rule_id, event_id, channel) VALUES (?, ?, ?)").run(id, eventId, channel);
    const remove = () => {
      const again = new BetterSqlite3(e2eDatabaseFile(), { fileMustExist: true });
      try {
        again.pragma("busy_timeout = 5000");
        again.prepare("UPDATE notification_rules SET enabled = 0 WHERE id = ?").run(id);
      } finally {
        again.close();
      }
    };
    return { id, remove };
  } finally {
    db.close();
  }
}
