import type { Insertable, Kysely } from "kysely";
import type { Database } from "../db/schema";
import { hashPassword } from "../auth/passwords";
import { isUniqueViolation, syncIdSequences } from "../db/portable";
import { seedDemoChannelFiles } from "./channel-report";
import { seedDemoBilling } from "./billing";
import { seedDemoCases } from "./duties-cases";
import { seedDemoFiscalPayments } from "./fiscal-payments";
import { seedDemoNotificationRules } from "./notification-rules";
import { seedDemoOrders } from "./orders";
import { seedDemoPickups } from "./pickups";
import { seedDemoAddresses } from "./seller-addresses";
import { seedDemoShippingRules } from "./shipping-rules";
import { seedDemoTemplates } from "./templates";
import { seedDemoTrackingSettings } from "./tracking-settings";
import { seedDemoTermsAcceptances } from "./terms";
import { seedDemoVolumeReverses } from "./volume-reverses";

/** Every demo account signs in with this password (README, tests/e2e fixtures). */
export const DEMO_PASSWORD = "demo-password";

export const DEMO_USERS = [
  { key: "admin", email: "admin@example.com", name: "Ana Admin", seller: 1, group: "seller-admin", blocked: 0 },
  { key: "operation", email: "operation@example.com", name: "Otto Operation", seller: 1, group: "seller-operation", blocked: 0 },
  { key: "viewer", email: "viewer@example.com", name: "Vera Viewer", seller: 1, group: "seller-viewer", blocked: 0 },
  { key: "otherAdmin", email: "admin@other.example.com", name: "Oscar Other", seller: 2, group: "seller-admin", blocked: 0 },
  { key: "blocked", email: "blocked@example.com", name: "Bruno Blocked", seller: 1, group: "seller-operation", blocked: 1 },
  // The only demo user who has not accepted the terms of service: they meet them at sign-in.
  { key: "newcomer", email: "newcomer@example.com", name: "Nina Newcomer", seller: 1, group: "seller-viewer", blocked: 0 },
] as const;

/** Demo users who have not accepted the current terms of service (server/seed/terms.ts). */
export const DEMO_USERS_WITHOUT_TERMS: readonly string[] = ["newcomer"];

const TITLES: Record<string, string> = {
  order_dispatched: "orders",
  tracking_exception: "tracking",
  import_finished: "imports",
  invoice_available: "billing",
  balance_low: "billing",
  welcome: "account",
};

/** Fills an empty database with demo data; a database that has sellers is left as it is. */
export async function seedDemoData(db: Kysely<Database>, now: Date): Promise<boolean> {
  const existing = await db.selectFrom("sellers").select("id").limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  try {
    await seedInOneTransaction(db, now, passwordHashes);
  } catch (error) {
    // Another instance starting at the same moment seeded first (its rows have the same ids).
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}

async function seedInOneTransaction(db: Kysely<Database>, now: Date, passwordHashes: string[]): Promise<void> {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("sellers")
      .values([
        { id: 1, name: "Lumen Goods Ltd.", email: "ops@lumen.example.com", website: "https://lumen.example.com", measurement_system: "metric", created_at: at(60 * 24 * 90) },
        { id: 2, name: "Other Seller S.A.", email: "ops@other.example.com", website: null, measurement_system: "imperial", created_at: at(60 * 24 * 60) },
      ])
      .execute();
    await trx
      .insertInto("groups")
      .values([
        { id: 1, name: "seller-admin" },
        { id: 2, name: "seller-operation" },
        { id: 3, name: "seller-viewer" },
      ])
      .execute();
    const groupId = { "seller-admin": 1, "seller-operation": 2, "seller-viewer": 3 } as const;
    await trx
      .insertInto("users")
      .values(
        DEMO_USERS.map((u, i) => ({
          id: i + 1,
          seller_id: u.seller,
          group_id: groupId[u.group],
          name: u.name,
          email: u.email,
          password_hash: passwordHashes[i]!,
          blocked: u.blocked,
          can_overpack: u.seller === 1 ? 1 : 0,
          language: 0,
          created_at: at(60 * 24 * 30),
        })),
      )
      .execute();
    await trx
      .insertInto("notification_titles")
      .values(Object.entries(TITLES).map(([title_key, category]) => ({ title_key, category })))
      .execute();

    const notifications: Insertable<Database["notifications"]>[] = [];
    for (const seller of [1, 2]) {
      notifications.push(
        { seller_id: seller, user_id: null, type: "seller_notifications", title_key: "order_dispatched", title: "Orders dispatched", body: "12 orders were dispatched to the first-mile carrier.", created_at: at(15) },
        { seller_id: seller, user_id: null, type: "seller_notifications", title_key: "tracking_exception", title: "Tracking exception", body: "Order NB-000123 is held at customs clearance.", created_at: at(120) },
        { seller_id: seller, user_id: null, type: "seller_notifications", title_key: "invoice_available", title: "Invoice available", body: "Your invoice for last month is ready in Billing.", created_at: at(60 * 24 * 3) },
      );
    }
    DEMO_USERS.forEach((u, i) => {
      const userId = i + 1;
      notifications.push(
        { seller_id: u.seller, user_id: userId, type: "user_notifications", title_key: "import_finished", title: "Import finished", body: `Hello ${u.name}, your CSV import finished: 48 orders created, 2 rejected.`, created_at: at(5) },
        { seller_id: u.seller, user_id: userId, type: "user_notifications", title_key: "welcome", title: "Welcome", body: "Welcome to the portal. Your account is ready.", created_at: at(60 * 24 * 7) },
      );
    });
    await trx.insertInto("notifications").values(notifications).execute();

    // The oldest of each user's and seller's notifications start read, so screens show both states.
    const rows = await trx.selectFrom("notifications").select(["id", "title_key", "seller_id", "user_id"]).execute();
    const reads = DEMO_USERS.flatMap((u, i) =>
      rows
        .filter((n) => n.seller_id === u.seller && (n.user_id === null || n.user_id === i + 1))
        .filter((n) => n.title_key === "welcome" || n.title_key === "invoice_available")
        .map((n) => ({ notification_id: n.id, user_id: i + 1, read_at: at(60) })),
    );
    await trx.insertInto("notification_reads").values(reads).execute();

    // Orders are dispatched by each seller's operation user (or its admin where it has none).
    const userIdOf = (seller: number) => {
      const index = DEMO_USERS.findIndex((u) => u.seller === seller && u.group === "seller-operation" && u.blocked === 0);
      return (index >= 0 ? index : DEMO_USERS.findIndex((u) => u.seller === seller)) + 1;
    };
    await seedDemoOrders(trx, now, { 1: userIdOf(1), 2: userIdOf(2) });
    await seedDemoPickups(trx, now, { 1: userIdOf(1), 2: userIdOf(2) });
    await seedDemoVolumeReverses(trx, now, { 1: userIdOf(1), 2: userIdOf(2) });
    await seedDemoTemplates(trx, now);
    await seedDemoAddresses(trx, now);
    await seedDemoShippingRules(trx, now);
    await seedDemoTrackingSettings(trx, now);
    await seedDemoChannelFiles(trx, at(60 * 6));
    await seedDemoCases(trx, now);
    await seedDemoFiscalPayments(trx, now);
    const accepted = DEMO_USERS.flatMap((u, i) => (DEMO_USERS_WITHOUT_TERMS.includes(u.key) ? [] : [i + 1]));
    await seedDemoTermsAcceptances(trx, at(60 * 24 * 30), accepted);
    const adminOf = (seller: number) => DEMO_USERS.findIndex((u) => u.seller === seller && u.group === "seller-admin") + 1;
    await seedDemoBilling(trx, now, { admin: { 1: adminOf(1), 2: adminOf(2) }, dispatcher: { 1: userIdOf(1), 2: userIdOf(2) } });
    await seedDemoNotificationRules(trx, at(60 * 24 * 7), adminOf(1));
    // The rows above carry their ids; PostgreSQL's next ids must come after them.
    await syncIdSequences(trx);
  });
}

/**
 * What the start message says about the demo accounts, password included: they exist only where
 * nobody but this machine can sign in with it (server/config.ts, decision 068).
 */
export function demoSignInLines(signInUrl: string): string[] {
  const heading = `Demo sign-ins (password "${DEMO_PASSWORD}") at ${signInUrl}:`;
  return [heading, ...DEMO_USERS.map((user) => `  ${user.email.padEnd(26)} ${user.group} of seller ${user.seller}${user.blocked ? " (blocked)" : ""}`)];
}
