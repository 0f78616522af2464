import { DEMO_ORDERS } from "../../server/seed/orders";
import { apiLogin, expect, listAllOrders, signIn, test } from "./fixtures";
import { OrderView } from "./pages/order-view";
import { insertNotificationRule } from "./support/notification-rules";

/**
 * Notifications delivered for real (issue 21, decision 060), as a user sees them: a customs event
 * recorded on an order in transit through "Add checkpoint" (the Event choice appears for In transit
 * only) makes the seller's rule send the buyer an e-mail (the e2e server has no SMTP_URL: it goes
 * to the mail outbox), the order's "Notifications sent" shows it sent, and so does the rule's own
 * "Deliveries" log, with a link back to the order.
 */

const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: DESKTOP });

const CUSTOMS_HELD_EVENT = 8;

test("a customs hold added on an order is e-mailed to the buyer and shown in the order's notifications and the rule's deliveries", async ({ page, request }) => {
  // An order in transit no other spec names (not the fixtures' own), so its history is this spec's.
  const token = await apiLogin(request, "operation");
  const named = new Set([DEMO_ORDERS.dispatched.id, DEMO_ORDERS.overpacked.id, DEMO_ORDERS.delivered.id]);
  const order = (await listAllOrders(request, token)).find((row) => row.current_status.name === "IN_TRANSIT" && !named.has(row.id));
  if (!order) throw new Error("No order in transit left in the seed");
  const rule = insertNotificationRule(`E2E customs holds ${Date.now()}`, CUSTOMS_HELD_EVENT, "mail_customer");
  try {
    await signIn(page, "operation");
    await page.goto(`/orders/${order.id}`);
    const view = new OrderView(page);
    await expect(view.heading(order.order_number)).toBeVisible();
    await page.getByRole("button", { name: "Add checkpoint" }).click();
    const form = page.getByRole("form", { name: "Add checkpoint" });
    await form.getByRole("combobox", { name: "Status" }).selectOption({ label: "Delivered" });
    await expect(form.getByRole("combobox", { name: "Event" })).toHaveCount(0);
    await form.getByRole("combobox", { name: "Status" }).selectOption({ label: "In transit" });
    await form.getByRole("combobox", { name: "Event" }).selectOption({ label: "Held by customs" });
    await form.getByRole("textbox", { name: /Message/ }).fill("Held for inspection");
    await form.getByRole("button", { name: "Save checkpoint" }).click();
    await expect(page.getByRole("region", { name: "Tracking history" }).getByText("Held for inspection")).toBeVisible();

    // The job runs in the server's worker within a second or two: reload until the log says sent.
    const log = page.getByRole("table", { name: "Notifications sent" });
    await expect(async () => {
      await page.reload();
      await expect(log.getByRole("row", { name: /Held by customs E-mail to customer .* Sent 1/ })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(log.getByText("Written to the server's mail outbox (SMTP_URL is not set)")).toBeVisible();

    // The rule's view lists the same delivery, with the order it was about.
    await page.goto(`/notifications/tracking-rule-notifications/${rule.id}`);
    const deliveries = page.getByRole("region", { name: "Deliveries" }).getByRole("table", { name: "Deliveries" });
    const row = deliveries.getByRole("row", { name: new RegExp(`${order.order_number} Held by customs E-mail to customer .* Sent 1`) });
    await expect(row).toBeVisible();
    await row.getByRole("link", { name: order.order_number }).click();
    await expect(view.heading(order.order_number)).toBeVisible();
  } finally {
    rule.remove();
  }
});
