import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { demoUsers, escapeRegExp, expect, paths, test, translated } from "./fixtures";

/**
 * axe-core on the sign-in page and on the signed-in shell (home, home with the user menu open, and
 * the accessibility settings), in each interface language. No violation of impact "serious" or
 * "critical" is allowed; a failure lists each violation's rule id and the elements it names, and
 * attaches axe's full answer for them.
 *
 * The language is chosen as a stored choice from an earlier visit (localStorage "language", set
 * before any script of the page runs), so the server's copy of the user's language never changes.
 * Names are read from the catalogs the build compiled (locales/{locale}/messages.po).
 */

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
    signIn: t("Sign in"),
    email: t("Email"),
    password: t("Password"),
    welcome: t("Welcome, {name}", { name: demoUsers.admin.name }),
    userMenu: t("User menu"),
    notifications: t("Notifications"),
    accessibility: t("Accessibility"),
    textSize: t("Text size"),
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
      await page.goto(paths.login);
      await expect(page.locator("html")).toHaveAttribute("lang", t.lang);
      await expect(page.getByRole("heading", { level: 1, name: t.signIn })).toBeVisible();
      await expect(page.getByRole("textbox", { name: t.email, exact: true })).toBeEditable();
      await expectNoSeriousViolations(page, testInfo, `${paths.login} (${t.locale})`);
    });

    test("the signed-in shell: home, the user menu open, the accessibility settings", async ({ page }, testInfo) => {
      const user = demoUsers.admin;
      await page.goto(paths.login);
      await page.getByRole("textbox", { name: t.email, exact: true }).fill(user.email);
      await page.getByRole("textbox", { name: t.password, exact: true }).fill(user.password);
      const bellAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === "/v1/my_notifications" && r.status() === 200);
      await page.getByRole("button", { name: t.signIn, exact: true }).click();

      const home = page.getByRole("region", { name: t.welcome, exact: true });
      await expect(page.getByRole("heading", { level: 1, name: t.welcome, exact: true })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", t.lang);
      // Checked once everything has arrived: company and role (no "…" left) and the bell's count.
      await expect(home.getByRole("definition").first()).toHaveText(user.company);
      await expect(home.getByRole("definition").last()).not.toHaveText("…");
      await bellAnswered;
      await expect(page.getByRole("banner").getByRole("button", { name: new RegExp(`^${escapeRegExp(t.notifications)}`) })).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `home (${t.locale})`);

      const userMenuButton = page.getByRole("banner").getByRole("button", { name: t.userMenu, exact: true });
      await userMenuButton.click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expect(page.getByRole("menuitem").first()).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, `home with the user menu open (${t.locale})`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);
      await expect(userMenuButton).toBeFocused();

      await page.goto(paths.accessibility);
      await expect(page.getByRole("heading", { level: 1, name: t.accessibility })).toBeVisible();
      await expect(page.getByRole("group", { name: t.textSize }).getByRole("radio").first()).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", t.lang);
      await expectNoSeriousViolations(page, testInfo, `${paths.accessibility} (${t.locale})`);
    });
  });
}
