import type { APIRequestContext, Page } from "@playwright/test";
import { TopBar } from "./pages/shell";
import { bearer } from "./support/api";
import { insertNotification } from "./support/database";
import { expect, test } from "./support/test";
import { demoUsers } from "./support/users";

/**
 * The notification bell in the top bar: the dropdown of new notifications, marking one read, and
 * the background poll's toast. Both tests use the admin and read every count from the server
 * first, so they hold whatever other files have done to the admin's notifications before.
 */

/** src/features/notifications/bell/use-new-notifications-poll.ts (not imported: it is app code). */
const POLL_INTERVAL_MS = 30_000;
/** src/features/notifications/bell/notification-bell.tsx, spec section 9. */
const DROPDOWN_LIMIT = 50;

interface NewNotifications {
  count: number;
  elements: { id: number; type: string; title: string; body: string }[];
}

/** What the server says the admin has new, through the same call the dropdown makes. */
async function serverNewOnes(request: APIRequestContext, token: string): Promise<NewNotifications> {
  const response = await request.get(`/v1/my_notifications?is_new=true&offset=0&limit=${DROPDOWN_LIMIT}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: NewNotifications }).data;
}

const toastText = (count: number) => (count === 1 ? "You have 1 new notification" : `You have ${count} new notifications`);
const bellName = (count: number) => (count > 0 ? `Notifications, ${count} new` : "Notifications");
const bellButton = (page: Page) => new TopBar(page).notificationsButton;
const dropdown = (page: Page) => new TopBar(page).newNotifications;

test.describe("the notification bell", () => {
  test("opening it lists the new notifications; marking one read lowers the badge, and the server agrees", async ({ page, request, signIn, apiLogin }) => {
    const token = await apiLogin(request, "admin");
    const before = await serverNewOnes(request, token);
    expect(before.count, "the seed gives the admin new notifications").toBeGreaterThan(0);

    await signIn(page, "admin");
    const bell = bellButton(page);
    await expect(bell).toHaveAccessibleName(bellName(before.count));

    await bell.click();
    const panel = dropdown(page);
    await expect(panel.getByRole("listitem")).toHaveCount(Math.min(before.count, DROPDOWN_LIMIT));
    for (const n of before.elements) {
      await expect(panel.getByRole("heading", { name: n.title, exact: true })).toBeVisible();
      await expect(panel.getByText(n.body, { exact: true })).toBeVisible();
    }

    const first = before.elements[0]!;
    await panel.getByRole("button", { name: `Mark as read: ${first.title}`, exact: true }).click();

    await expect(panel.getByRole("heading", { name: first.title, exact: true })).toHaveCount(0);
    await expect(bell).toHaveAccessibleName(bellName(before.count - 1));
    await expect.poll(async () => (await serverNewOnes(request, token)).count).toBe(before.count - 1);
    const after = await serverNewOnes(request, token);
    expect(after.elements.map((n) => n.id)).not.toContain(first.id);
  });

  test("the poll raises a toast when a new notification arrives on the server", async ({ page, request, signIn, apiLogin }, testInfo) => {
    // The app's timers run on Playwright's clock, so 30 s of polling pass without waiting for them.
    await page.clock.install();
    const token = await apiLogin(request, "admin");
    const before = (await serverNewOnes(request, token)).count;

    await signIn(page, "admin");
    const bell = bellButton(page);
    // The first answer of the poll sets the baseline; it raises no toast of its own.
    await expect(bell).toHaveAccessibleName(bellName(before));
    const toast = page.getByRole("status").getByText(/^You have \d+ new notifications?$/);
    await expect(toast).toHaveCount(0);

    const admin = demoUsers.admin;
    const title = `Customs cleared ${testInfo.testId}-${Date.now()}`;
    insertNotification({ sellerId: admin.sellerId, userId: admin.id, type: "user_notifications", title, body: "Order NB-000777 left customs." });

    await page.clock.runFor(POLL_INTERVAL_MS + 1_000);
    await expect(page.getByRole("status").getByText(toastText(before + 1), { exact: true })).toBeVisible();
    await expect(bell).toHaveAccessibleName(bellName(before + 1));

    // The new one is in the dropdown, newest first.
    await bell.click();
    await expect(dropdown(page).getByRole("listitem").first().getByRole("heading")).toHaveText(title);
  });
});
