import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { type CatalogLocale, SignInPage, apiLogin, bearer, expect, expectNoSeriousAxeViolations, signIn, test, uiText } from "./fixtures";
import { latestMailTo, mailedPath } from "./support/mail";
import { LOGIN_URL } from "./support/urls";
import { UsersScreen } from "./pages/users-screen";

/**
 * Users and roles (issue 19, decision 052): an administrator invites a colleague, who chooses a
 * password through the mailed link (read from the server's mail outbox) and signs in; an
 * administrator blocks a signed-in user from another browser, who is sent to sign in and refused
 * as with a wrong password; unblocking lets them in again. Each test makes its own users, so the
 * demo users other specs sign in with stay as they are.
 */

const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: DESKTOP });

const PASSWORD = "a-chosen-password";
const OPERATION_GROUP_ID = 2;

async function useLanguage(page: Page, locale: CatalogLocale) {
  if (locale !== "en") await page.evaluate((chosen) => localStorage.setItem("language", chosen), locale);
}

/** The invitation link of the newest mail to `email`, as its recipient would open it. */
function invitationPath(email: string): string {
  const mail = latestMailTo(email);
  const path = mail && mailedPath(mail.body);
  if (!path) throw new Error(`No invitation mail to ${email}`);
  return path;
}

/** An invited user who has chosen their password (through /v1, the setup of the blocking test). */
async function activeUserThroughApi(request: APIRequestContext, email: string): Promise<number> {
  const admin = await apiLogin(request, "admin");
  const created = await request.post("/v1/users", { headers: bearer(admin), data: { name: "Bea Blocked Later", email, group_id: OPERATION_GROUP_ID } });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };
  const token = new URLSearchParams(invitationPath(email).split("?")[1]).get("token");
  const confirmed = await request.post("/v1/reset_password/confirm", { data: { token, password: PASSWORD, password_confirmation: PASSWORD } });
  expect(confirmed.status()).toBe(200);
  return data.id;
}

async function signInAs(page: Page, email: string) {
  const signInPage = new SignInPage(page);
  await signInPage.goto();
  await signInPage.signInWith(email, PASSWORD);
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, serviceWorkers: "block" });
  return context.newPage();
}

test("an admin invites a user, who chooses a password from the mailed link, once, and signs in", async ({ page, browser }, testInfo) => {
  const email = `invited-${testInfo.workerIndex}-${Date.now()}@example.com`;
  await signIn(page, "admin");
  const users = new UsersScreen(page);
  await users.goto();
  await expect(users.heading).toBeVisible();
  await users.newUserLink.click();
  await expect(page.getByRole("heading", { level: 1, name: "New user" })).toBeVisible();
  await page.getByRole("textbox", { name: /^Name/ }).fill("Ivy Invited");
  await page.getByRole("textbox", { name: /^Email/ }).fill(email);
  await page.getByRole("combobox", { name: /^Group/ }).selectOption({ label: "Seller Operation" });
  await page.getByRole("checkbox", { name: "Can create overpacks" }).check();
  await page.getByRole("button", { name: "Invite user" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ivy Invited" })).toBeVisible();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(users.fact("State")).toHaveText("Invitation pending");
  await expect(users.fact("Can create overpacks")).toHaveText("Yes");

  const invited = await freshPage(browser);
  // Before choosing a password, no password signs them in.
  const signInPage = new SignInPage(invited);
  await signInPage.goto();
  await signInPage.signInWith(email, PASSWORD);
  await expect(signInPage.alert).toHaveText("Wrong e-mail or password.");

  const link = invitationPath(email);
  await invited.goto(link);
  await expect(invited.getByRole("heading", { name: "Welcome! Choose your password" })).toBeVisible();
  await invited.getByLabel(/^New password/).fill(PASSWORD);
  await invited.getByLabel(/^Confirm the new password/).fill(PASSWORD);
  await invited.getByRole("button", { name: "Change password" }).click();
  await expect(invited.getByRole("status").filter({ hasText: "Your password has been changed." })).toBeVisible();

  // The link works once.
  await invited.goto(link);
  await invited.getByLabel(/^New password/).fill("another-password");
  await invited.getByLabel(/^Confirm the new password/).fill("another-password");
  await invited.getByRole("button", { name: "Change password" }).click();
  await expect(invited.getByRole("alert")).toHaveText("This invitation link is not valid or has expired. Ask your administrator for a new one.");

  await signInAs(invited, email);
  await expect(invited).not.toHaveURL(LOGIN_URL);
  await invited.context().close();

  await page.reload();
  await expect(users.fact("State")).toHaveText("Active");
});

test("a user blocked from another browser is sent to sign in, refused as with a wrong password, and let in again once unblocked", async ({ page, browser, request }, testInfo) => {
  const email = `blocked-later-${testInfo.workerIndex}-${Date.now()}@example.com`;
  const id = await activeUserThroughApi(request, email);

  const victim = await freshPage(browser);
  await signInAs(victim, email);
  await expect(victim).not.toHaveURL(LOGIN_URL);

  await signIn(page, "admin");
  await page.goto(`/users/${id}`);
  const users = new UsersScreen(page);
  await users.button("Block").click();
  await expect(users.dialog()).toContainText("They are signed out at once");
  await users.dialog().getByRole("button", { name: "Block", exact: true }).click();
  await expect(page.getByText("Bea Blocked Later is blocked and signed out.")).toBeVisible();
  await expect(users.fact("State")).toHaveText("Blocked");

  // The blocked user's next call is refused: the app sends them to sign in.
  await victim.goto("/account/users");
  await expect(victim).toHaveURL(LOGIN_URL);
  const signInPage = new SignInPage(victim);
  await signInPage.signInWith(email, PASSWORD);
  // Answered as a wrong password (decision 068): nobody learns that the password was right.
  await expect(signInPage.alert).toHaveText("Wrong e-mail or password.");

  await users.button("Unblock").click();
  await users.dialog().getByRole("button", { name: "Unblock", exact: true }).click();
  await expect(users.fact("State")).toHaveText("Active");
  await signInPage.submit();
  await expect(victim).not.toHaveURL(LOGIN_URL);
  await victim.context().close();
});

for (const locale of ["en", "zh_CN", "pt_BR"] as const) {
  test(`the users screens pass axe in ${locale}`, async ({ page }, testInfo) => {
    const t = uiText(locale);
    await signIn(page, "admin");
    await useLanguage(page, locale);
    const users = new UsersScreen(page, t);
    await users.goto();
    await expect(users.table.getByRole("row").nth(1)).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, `/account/users (${locale})`);

    await page.goto("/users/create");
    await expect(page.getByRole("heading", { level: 1, name: t("New user") })).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, `/users/create (${locale})`);

    await page.goto("/users/2");
    await expect(page.getByRole("heading", { level: 1, name: "Otto Operation" })).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, `/users/2 (${locale})`);
    await users.button("Remove").click();
    await expect(users.dialog()).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, `the remove dialog (${locale})`);
    await users.dialog().getByRole("button", { name: t("Cancel") }).click();

    await page.goto("/users/2/edit");
    await expect(page.getByRole("heading", { level: 1, name: t("Edit {0}", { 0: "Otto Operation" }) })).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, `/users/2/edit (${locale})`);
  });
}
