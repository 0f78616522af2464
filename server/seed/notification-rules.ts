import type { Transaction } from "kysely";
import type { RuleNotification } from "../../src/api/schemas/notification-rules";
import { storedScope } from "../../src/domain/notification-rule-scope";
import type { RuleCondition } from "../../src/domain/shipping-rules/vocabulary";
import { trackingEventByCode } from "../../src/domain/tracking-events";
import type { Database } from "../db/schema";

const eventId = (code: string): number => {
  const event = trackingEventByCode(code);
  if (!event) throw new Error(`No tracking event ${code}`);
  return event.id;
};

const cells = (codes: string[], channels: RuleNotification["notification_type"][]): RuleNotification[] =>
  codes.flatMap((code) => channels.map((notification_type) => ({ checkpoint_id: eventId(code), notification_type })));

/**
 * Demo tracking notification rules of seller 1 (issue 21): one enabled rule telling the buyer by
 * e-mail and the seller's system by webhook when a parcel is out for delivery and when it is
 * delivered, so delivery has something to send at once; and one disabled rule for some contracts
 * with a condition, so the list shows both states and both scopes. Seller 2 has none.
 */
export const DEMO_NOTIFICATION_RULES = [
  {
    id: 1,
    name: "Buyer delivery updates",
    enabled: 1 as const,
    scope: storedScope({ applyRuleTo: "all_shipments", contractIds: [] }),
    conditions: [] as RuleCondition[],
    notifications: cells(["OUT_FOR_DELIVERY", "DELIVERED"], ["mail_customer", "webhook_seller"]),
  },
  {
    id: 2,
    name: "Customs holds to the team",
    enabled: 0 as const,
    // Express and Standard (server/seed/order-plan.ts).
    scope: storedScope({ applyRuleTo: "some_shipments", contractIds: ["1", "2"] }),
    conditions: [{ condition_name: "Destination Country", operator: "is_any_of", values: ["BR"] }] as RuleCondition[],
    notifications: cells(["CUSTOMS_HELD", "FAILED_ATTEMPT"], ["mail_seller"]),
  },
] as const;

export async function seedDemoNotificationRules(trx: Transaction<Database>, now: string, adminOfSeller1: number): Promise<void> {
  await trx
    .insertInto("notification_rules")
    .values(
      DEMO_NOTIFICATION_RULES.map((rule) => ({
        id: rule.id,
        seller_id: 1,
        name: rule.name,
        enabled: rule.enabled,
        apply_to: rule.scope.apply_to,
        contract_creation: rule.scope.contract_creation,
        contract_ids: JSON.stringify(rule.scope.contract_ids),
        conditions: JSON.stringify(rule.conditions),
        created_by: adminOfSeller1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await trx
    .insertInto("notification_rule_channels")
    .values(DEMO_NOTIFICATION_RULES.flatMap((rule) => rule.notifications.map((cell) => ({ rule_id: rule.id, event_id: cell.checkpoint_id, channel: cell.notification_type }))))
    .execute();
}
