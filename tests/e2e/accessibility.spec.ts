import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { demoUsers, expect, paths, test, translated } from "./fixtures";
import { AccessibilitySettings } from "./pages/accessibility-settings";
import { TopBar } from "./pages/shell";
import { SignInPage } from "./pages/sign-in-page";
import { TRACKING_FORM_PATH, trackableOrder, trackingText } from "./tracking-fixtures";

/**
 * axe-core on the sign-in page, on the signed-in shell (home, home with the user menu open, and
 * the accessibility settings) and on the public tracking page (the form, with its messages, and a
 * result), in each interface language. No violation of impact "serious" or
 * "critical" is allowed; a failure lists each violation's rule id and the elements it names, and
 * attaches axe's full answer for them.
 *
 * The language is chosen as a stored choice from an earlier visit (localStorage "language", set
 * before any script of the page runs), so the server's copy of the user's language never changes.
 * Names are read from the catalogs the build compiled (locales/{locale}/messages.po, and the
 * tracking page's own locales/{locale}/tracking.po).
 */

/** A seeded parcel of seller 1 (branded by the seed's tracking page settings). */
const TRACKED = trackableOrder("DELIVERED", 1);

/** Each interface language, its html lang, and the names this file looks for, as its catalog gives them. */
const LANGUAGES = ([
  ["en", "en-US"],
  ["zh_CN", "zh-Hans-CN"],
  ["pt_BR", "pt-BR"],
] as const).map(([locale, lang]) => {
  const t = (message: string, values?: Record<string, string>) => translated(locale, message, values);
  return {
    locale,
    lang,
    /** The texts of this language, for the page objects. */
    ui: t,
    welcome: t("Welcome, {name}", { name: demoUsers.admin.name }),
  };
});

const BLOCKING = new Set(["serious", "critical"]);

/** Runs axe on the page as it is now and fails on any serious or critical violation, listing them. */
async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ""));
  if (blocking.length === 0) return;
  await testInfo.attach(`axe violations on ${label}`, { body: JSON.stringify(blocking, null, 2), contentType: "application/json" });
  const report = blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(" ")}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, "\n      ")}` : ""}`).join("\n"),
  );
  expect(report, `serious or critical axe violations on ${label}:\n${report.join("\n")}`).toEqual([]);
}

for (const t of LANGUAGES) {
  test.describe(`in ${t.locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem("language", chosen), t.locale);
    });

    test("the sign-in page", async ({ page }, testInfo) => {
      const signInPage = new SignInPage(page, t.ui);
      await page.goto(paths.login);
      await expect(page.locator("html")).toHaveAttribute("lang", t.lang);
      await expect(signInPage.heading).toBeVisible();
      await expect(signInPage.email).toBeEditable();
      await expectNoSeriousViolations(page, testInfo, `${paths.login} (${t.locale})`);
    });

    test("the public tracking page: the form, its messages and a result", async ({ page }, testInfo) => {
      const tt = (message: string) => trackingText(t.locale, message);
      await page.goto(TRACKING_FORM_PATH);
      await expect(page.getByRole("heading", { level: 1, name: tt("Track my order"), exact: true })).toBeVisible();
      const trackingNumber = page.getByRole("textbox", { name: tt("Tracking number"), exact: true });
      const taxId = page.getByRole("textbox", { name: tt("Tax ID"), exact: true });
      const track = page.getByRole("button", { name: tt("Track"), exact: true });
      await expect(trackingNumber).toBeEditable();
      await expectNoSeriousViolations(page, testInfo, `${TRACKING_FORM_PATH} (${t.locale})`);

      // The field messages: blank fields, checked by the page.
      await track.click();
      await expect(taxId).toHaveAttribute("aria-invalid", "true");
      await expect(trackingNumber).toHaveAttribute("aria-invalid", "true");
      await expectNoSeriousViolations(page, testInfo, `${TRACKING_FORM_PATH} with its messages (${t.locale})`);

      await trackingNumber.fill(TRACKED.reference);
      await taxId.fill(TRACKED.taxId);
      await track.click();
      await expect(page).toHaveURL(new RegExp(`/trackings/${TRACKED.reference}$`));
      await expect(page.getByRole("heading", { level: 2, name: tt("Tracking history"), exact: true })).toBeVisible();
      await expect(page.getByRole("list", { name: tt("Delivery progress"), exact: true })).toBeVisible();
      // Checked with the seller's branding in place (the seed gives seller 1 a footer).
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `/trackings/${TRACKED.reference} (${t.locale})`);
    });

    test("the signed-in shell: home, the user menu open, the accessibility settings", async ({ page }, testInfo) => {
      const user = demoUsers.admin;
      const signInPage = new SignInPage(page, t.ui);
      const topBar = new TopBar(page, t.ui);
      await page.goto(paths.login);
      await signInPage.fill(user.email, user.password);
      const bellAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === "/v1/my_notifications" && r.status() === 200);
      await signInPage.submit();

      const home = page.getByRole("region", { name: t.welcome, exact: true });
      await expect(page.getByRole("heading", { level: 1, name: t.welcome, exact: true })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", t.lang);
      // Checked once everything has arrived: company and role (no "…" left) and the bell's count.
      await expect(home.getByRole("definition").first()).toHaveText(user.company);
      await expect(home.getByRole("definition").last()).not.toHaveText("…");
      await bellAnswered;
      await expect(topBar.notificationsButton).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `home (${t.locale})`);

      const userMenuButton = topBar.userMenuButton;
      await userMenuButton.click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expect(page.getByRole("menuitem").first()).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `home with the user menu open (${t.locale})`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);
      await expect(userMenuButton).toBeFocused();

      const settings = new AccessibilitySettings(page, t.ui);
      await settings.goto();
      await expect(settings.heading).toBeVisible();
      await expect(settings.textSize.getByRole("radio").first()).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", t.lang);
      await expectNoSeriousViolations(page, testInfo, `${paths.accessibility} (${t.locale})`);
    });
  });
}
