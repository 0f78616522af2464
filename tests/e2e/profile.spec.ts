import type { Page } from "@playwright/test";
import { type CatalogLocale, DEMO_PASSWORD, SignInPage, TopBar, expect, expectNoSeriousAxeViolations, insertUser, signIn, test, uiText } from "./fixtures";
import { ProfileScreens } from "./pages/profile-screens";

/**
 * The user's own profile and password, and the terms of service accepted at sign-in (issue 19,
 * decision 053). The profile and password specs use users of their own (support/database.ts), so
 * that the demo users other specs sign in with keep their names and passwords; the terms spec uses
 * the seed's one demo user who has not accepted them.
 */

const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: DESKTOP });

let userCount = 0;
/** A fresh user of seller 1 who has accepted the terms, signed in through the sign-in page. */
async function signInAsNewUser(page: Page, name: string) {
  userCount += 1;
  const email = `profile-${Date.now()}-${userCount}@example.com`;
  insertUser({ name, email, acceptedTerms: true });
  const signInPage = new SignInPage(page);
  await signInPage.goto();
  await signInPage.signInWith(email, DEMO_PASSWORD);
  await expect(new TopBar(page).userMenuButton).toBeVisible();
  return email;
}

/** The name the top bar's user menu button shows (its description; the button is named "User menu"). */
const topBarName = (page: Page, text = uiText("en")) => new TopBar(page, text).userMenuButton.locator("span").filter({ hasNotText: /^$/ }).first();

test("a user edits their profile: the top bar shows the new name at once, and a new language switches the portal", async ({ page }, testInfo) => {
  const email = await signInAsNewUser(page, "Paula Profile");
  const profile = new ProfileScreens(page);
  await page.goto("/user_profile");
  await expect(profile.viewHeading).toBeVisible();
  await expect(profile.fact("Name")).toHaveText("Paula Profile");
  await expect(profile.fact("E-mail")).toHaveText(email);
  await expectNoSeriousAxeViolations(page, testInfo, "/user_profile (en)");

  await profile.editLink.click();
  await expect(profile.editHeading).toBeVisible();
  await expectNoSeriousAxeViolations(page, testInfo, "/user_profile_edit (en)");
  // A new e-mail asks for the current password and waits for the new address to confirm it; the
  // answer is the same whether another account uses the address or not (decision 068).
  await profile.email.fill("admin@example.com");
  const currentPassword = page.getByRole("textbox", { name: "Current password (needed to change the e-mail)" });
  await expect(currentPassword).toBeVisible();
  await profile.saveProfileButton.click();
  await expect(currentPassword).toHaveAccessibleDescription("Can't be blank");
  await currentPassword.fill(DEMO_PASSWORD);
  await profile.saveProfileButton.click();
  await expect(page.getByText(/The new e-mail admin@example\.com is pending confirmation/)).toBeVisible();
  await expect(profile.viewHeading).toBeVisible();
  await expect(profile.fact("E-mail")).toHaveText(email);
  await profile.editLink.click();
  await expect(profile.editHeading).toBeVisible();
  await profile.name.fill("Paula Perfil");
  await profile.saveProfileButton.click();

  await expect(page.getByText("Profile updated", { exact: true })).toBeVisible();
  await expect(profile.viewHeading).toBeVisible();
  await expect(profile.fact("Name")).toHaveText("Paula Perfil");
  await expect(topBarName(page)).toHaveText("Paula Perfil");

  // The language chosen here is the portal's at once.
  await profile.editLink.click();
  await profile.language.selectOption({ label: "Português (Brasil)" });
  await profile.saveProfileButton.click();
  const pt = new ProfileScreens(page, uiText("pt_BR"));
  await expect(pt.viewHeading).toBeVisible();
  await expect(page.getByText(uiText("pt_BR")("Profile updated"), { exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  // Kept by the server: a reload still shows Portuguese and the new name.
  await page.reload();
  await expect(pt.viewHeading).toBeVisible();
  await expect(topBarName(page, uiText("pt_BR"))).toHaveText("Paula Perfil");
});

for (const locale of ["en", "pt_BR", "zh_CN"] as const satisfies readonly CatalogLocale[]) {
  test(`the profile screens have no serious accessibility violations in ${locale}`, async ({ page }, testInfo) => {
    await signInAsNewUser(page, "Axel Axe");
    await page.evaluate((chosen) => localStorage.setItem("language", chosen), locale);
    const screens = new ProfileScreens(page, uiText(locale));
    await page.goto("/user_profile");
    await expect(screens.viewHeading).toBeVisible();
    await expectNoSeriousAxeViolations(page, testInfo, `/user_profile (${locale})`);
    await page.goto("/user_profile_edit");
    await expect(screens.editHeading).toBeVisible();
    // With the fields' problems shown, too.
    await screens.changePasswordButton.click();
    await expect(screens.currentPassword).toHaveAccessibleDescription(uiText(locale)("Can't be blank"));
    await expectNoSeriousAxeViolations(page, testInfo, `/user_profile_edit (${locale})`);
  });
}

test("a user changes their password, signs out and signs in with the new one (the old one no longer works)", async ({ page }) => {
  const email = await signInAsNewUser(page, "Pedro Password");
  const profile = new ProfileScreens(page);
  await page.goto("/user_profile_edit");
  await expect(profile.editHeading).toBeVisible();

  await profile.currentPassword.fill("not-my-password");
  await profile.newPassword.fill("a-brand-new-password");
  await profile.confirmation.fill("a-brand-new-passwrod");
  await profile.changePasswordButton.click();
  await expect(profile.confirmation).toHaveAccessibleDescription("Password and confirmation must match");
  await profile.confirmation.fill("a-brand-new-password");
  await profile.changePasswordButton.click();
  await expect(profile.currentPassword).toHaveAccessibleDescription("The current password is not correct.");
  // A wrong current password does not sign the user out.
  await expect(profile.editHeading).toBeVisible();

  await profile.currentPassword.fill(DEMO_PASSWORD);
  await profile.changePasswordButton.click();
  await expect(page.getByText("Password changed")).toBeVisible();
  await expect(profile.currentPassword).toHaveValue("");

  await new TopBar(page).userMenuButton.click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  const signInPage = new SignInPage(page);
  await signInPage.expectShown();
  await signInPage.signInWith(email, DEMO_PASSWORD);
  await expect(signInPage.alert).toHaveText("Wrong e-mail or password.");
  await signInPage.signInWith(email, "a-brand-new-password");
  await expect(new TopBar(page).userMenuButton).toBeVisible();
  await expect(topBarName(page)).toHaveText("Pedro Password");
});

test("a user who has not accepted the terms meets them after sign-in, cannot dismiss them, and accepts", async ({ page }, testInfo) => {
  await signIn(page, "newcomer");
  const dialog = page.getByRole("dialog", { name: "Terms of service" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("To use the portal, please read and accept the terms of service.")).toBeVisible();
  await expect(dialog.getByText("Only lawful goods are handled.", { exact: false })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Download" })).toHaveAttribute("href", /\.pdf$/);
  await expect(dialog.getByRole("button", { name: "Close" })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, testInfo, "terms to accept (en)");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  // Another address does not get past it either.
  await page.goto("/orders");
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "Accept" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(new TopBar(page).userMenuButton).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
});
