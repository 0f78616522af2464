import type { Kysely } from "kysely";
import { QUICKSTART_ITEMS, type QuickstartItem, type QuickstartStatus } from "../../src/api/schemas/quickstart";
import { DEFAULT_INSURANCE_SETTINGS } from "../../src/domain/pricing";
import type { Database } from "../db/schema";

/**
 * What a seller's first configuration already has (decision 064), each item from its own data:
 * - ship_from: a default ship-from address (/company; imports ship from it);
 * - default_box: a box template (/settings/boxes-products);
 * - insurance: insurance settings other than the defaults were saved (the defaults cannot be told
 *   apart from "never looked at", so keeping them counts as not done);
 * - printing: printing settings were saved;
 * - sales_channel, address_book: at least one sales channel, one customer;
 * - tracking_page: the tracking page's settings were saved;
 * - notification_email: the notification settings name a sender e-mail whose domain is verified
 *   (/notifications/settings): until then the seller's notifications cannot go out from it;
 * - shipping_rule: at least one shipping rule (/settings/shipping_rules), active or not.
 */
async function exists(query: { executeTakeFirst: () => Promise<unknown> }): Promise<boolean> {
  return (await query.executeTakeFirst()) !== undefined;
}

export async function quickstartStatus(db: Kysely<Database>, sellerId: number): Promise<QuickstartStatus> {
  const settings = await db.selectFrom("seller_settings").select(["insurance_basis", "insurance_value", "insurance_include_freight", "printing"]).where("seller_id", "=", sellerId).executeTakeFirst();
  const insuranceChanged =
    settings !== undefined &&
    (settings.insurance_basis !== DEFAULT_INSURANCE_SETTINGS.basis ||
      settings.insurance_value !== DEFAULT_INSURANCE_SETTINGS.value ||
      (settings.insurance_include_freight === 1) !== DEFAULT_INSURANCE_SETTINGS.include_freight);
  const [shipFrom, box, channel, customer, tracking, notificationEmail, shippingRule] = await Promise.all([
    exists(db.selectFrom("seller_addresses").select("id").where("seller_id", "=", sellerId).where("is_default", "=", 1).limit(1)),
    exists(db.selectFrom("box_templates").select("id").where("seller_id", "=", sellerId).limit(1)),
    exists(db.selectFrom("sales_channels").select("id").where("seller_id", "=", sellerId).limit(1)),
    exists(db.selectFrom("customers").select("id").where("seller_id", "=", sellerId).limit(1)),
    exists(db.selectFrom("tracking_settings").select("seller_id").where("seller_id", "=", sellerId).limit(1)),
    exists(
      db.selectFrom("notification_settings").select("seller_id").where("seller_id", "=", sellerId).where("sender_email", "is not", null).where("domain_verified_at", "is not", null).limit(1),
    ),
    exists(db.selectFrom("shipping_rules").select("id").where("seller_id", "=", sellerId).limit(1)),
  ]);
  const done: Record<QuickstartItem, boolean> = {
    ship_from: shipFrom,
    default_box: box,
    insurance: insuranceChanged,
    printing: settings?.printing != null,
    sales_channel: channel,
    address_book: customer,
    tracking_page: tracking,
    notification_email: notificationEmail,
    shipping_rule: shippingRule,
  };
  return { items: QUICKSTART_ITEMS.map((id) => ({ id, done: done[id] })) };
}
