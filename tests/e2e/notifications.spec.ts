import type { APIRequestContext } from "@playwright/test";
import { NotificationsScreen } from "./pages/notifications-screen";
import { TopBar } from "./pages/shell";
import { bearer } from "./support/api";
import { insertNotification } from "./support/database";
import { expect, test } from "./support/test";
import { demoUsers } from "./support/users";

/**
 * My notifications (issue 21): a link with `?notificationId=` opens that notification and marks it
 * read; the list by type; many marked read and new again by selection; a refused change rolled
 * back with its reason. Everything is done as the other seller's admin on notifications inserted
 * here, so the bell spec's counts for seller 1 stay as they were.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const USER = demoUsers.otherAdmin;

interface Seen {
  id: number;
  type: string;
  is_new: boolean;
}

async function serverSays(request: APIRequestContext, token: string, id: number): Promise<Seen> {
  const response = await request.get(`/v1/my_notifications/${id}`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Seen }).data;
}

function insertPair(tag: string) {
  const seller = { title: `Customs released ${tag}`, body: `Bag ${tag} left customs in Santos.` };
  const own = { title: `Report ready ${tag}`, body: `Your export ${tag} is ready.` };
  return {
    seller: { ...seller, id: insertNotification({ sellerId: USER.sellerId, userId: null, type: "seller_notifications", ...seller }) },
    own: { ...own, id: insertNotification({ sellerId: USER.sellerId, userId: USER.id, type: "user_notifications", ...own }) },
  };
}

test.describe("my notifications", () => {
  test("?notificationId= opens that notification, focused, and the server has it read", async ({ page, request, signIn, apiLogin }, testInfo) => {
    const token = await apiLogin(request, "otherAdmin");
    const { seller } = insertPair(`${testInfo.testId}-${Date.now()}`);
    expect((await serverSays(request, token, seller.id)).is_new).toBe(true);

    const screen = new NotificationsScreen(page);
    await signIn(page, "otherAdmin", { intended: `${NotificationsScreen.PATH}?notificationId=${seller.id}` });
    const opened = screen.opened(seller.title);
    await expect(opened).toBeVisible();
    await expect(opened.getByText(seller.body, { exact: true })).toBeVisible();
    await expect(opened.getByRole("heading", { name: seller.title, exact: true })).toBeFocused();
    await expect.poll(async () => (await serverSays(request, token, seller.id)).is_new).toBe(false);
    await expect(opened.getByText("Read", { exact: true })).toBeVisible();

    await opened.getByRole("button", { name: "Close", exact: true }).click();
    await expect(opened).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${NotificationsScreen.PATH}$`));
  });

  test("a title in the bell's dropdown opens that notification in the list", async ({ page, request, signIn, apiLogin }, testInfo) => {
    const token = await apiLogin(request, "otherAdmin");
    const { own } = insertPair(`${testInfo.testId}-${Date.now()}`);
    await signIn(page, "otherAdmin");
    const topBar = new TopBar(page);
    await topBar.notificationsButton.click();
    await topBar.newNotifications.getByRole("link", { name: own.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${NotificationsScreen.PATH}\\?notificationId=${own.id}$`));
    await expect(new NotificationsScreen(page).opened(own.title)).toBeVisible();
    await expect.poll(async () => (await serverSays(request, token, own.id)).is_new).toBe(false);
  });

  test("lists by type, marks two selected read and then new again, one call per type", async ({ page, request, signIn, apiLogin }, testInfo) => {
    const token = await apiLogin(request, "otherAdmin");
    const { seller, own } = insertPair(`${testInfo.testId}-${Date.now()}`);
    const screen = new NotificationsScreen(page);
    await signIn(page, "otherAdmin", { intended: NotificationsScreen.PATH });

    // The choice lives in the address: the radio shows it once the router has moved (a transition),
    // so it is clicked and then awaited rather than check()ed, which looks at it at once.
    for (const [choice, shown, hidden] of [
      ["My own notifications", own, seller],
      ["Seller notifications", seller, own],
    ] as const) {
      await screen.typeChoice(choice).click();
      await expect(screen.typeChoice(choice)).toBeChecked();
      await expect(screen.item(shown.title)).toBeVisible();
      await expect(screen.item(hidden.title)).toHaveCount(0);
    }
    await screen.typeChoice("All notifications").click();
    await expect(screen.item(own.title)).toBeVisible();

    await screen.selectBox(seller.title).check();
    await screen.selectBox(own.title).check();
    await expect(screen.toolbar.getByText("2 selected", { exact: true })).toBeVisible();
    const puts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "PUT") puts.push(new URL(r.url()).pathname);
    });
    await screen.toolbar.getByRole("button", { name: "Mark as read", exact: true }).click();
    await expect(screen.markAsNewButton(seller.title)).toBeEnabled();
    await expect(screen.markAsNewButton(own.title)).toBeEnabled();
    await expect.poll(async () => [(await serverSays(request, token, seller.id)).is_new, (await serverSays(request, token, own.id)).is_new]).toEqual([false, false]);
    expect(puts.sort()).toEqual(["/v1/seller_notifications/massive_update", "/v1/user_notifications/massive_update"]);

    await screen.selectBox(seller.title).check();
    await screen.selectBox(own.title).check();
    await screen.toolbar.getByRole("button", { name: "Mark as new", exact: true }).click();
    await expect(screen.markAsReadButton(seller.title)).toBeEnabled();
    await expect.poll(async () => [(await serverSays(request, token, seller.id)).is_new, (await serverSays(request, token, own.id)).is_new]).toEqual([true, true]);
  });

  test("a refused change shows as it was, with the reason", async ({ page, request, signIn, apiLogin }, testInfo) => {
    const token = await apiLogin(request, "otherAdmin");
    const { own } = insertPair(`${testInfo.testId}-${Date.now()}`);
    const screen = new NotificationsScreen(page);
    await signIn(page, "otherAdmin", { intended: NotificationsScreen.PATH });
    // The server refuses, as it would a change it does not allow.
    await page.route("**/v1/user_notifications/massive_update", (route) =>
      route.fulfill({ status: 403, contentType: "application/json", body: JSON.stringify({ messages: ["You may not change these notifications."] }) }),
    );
    await screen.markAsReadButton(own.title).click();
    await expect(page.getByRole("alert")).toContainText("1 notification could not be changed; it shows as it was. You may not change these notifications.");
    await expect(screen.markAsReadButton(own.title)).toBeEnabled();
    await expect(screen.item(own.title).getByText("New", { exact: true })).toBeVisible();
    expect((await serverSays(request, token, own.id)).is_new).toBe(true);
  });
});
