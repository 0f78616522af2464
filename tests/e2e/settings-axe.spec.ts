import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { demoUsers, expect, test } from "./fixtures";
import { SignInPage } from "./pages/sign-in-page";
import { type CatalogLocale, uiText } from "./support/catalogs";

/**
 * axe-core on the screens of issues 21 and 22 this branch made whole (my notifications, insurance,
 * documents, the accessibility page with its units) in each interface language, as a seller admin.
 * No violation of impact "serious" or "critical" is allowed; a failure lists the rule ids.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const LOCALES: readonly CatalogLocale[] = ["en", "zh_CN", "pt_BR"];
const BLOCKING = new Set(["serious", "critical"]);

/** Each screen and the English of its h1. */
const SCREENS = [
  ["/notifications/notifications_list", "Notifications"],
  ["/settings/insurance", "Insurance"],
  ["/settings/documents", "Documents"],
  ["/settings/accessibility", "Accessibility"],
] as const;

async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ""));
  if (blocking.length > 0) await testInfo.attach(`axe violations on ${label}`, { body: JSON.stringify(blocking, null, 2), contentType: "application/json" });
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `serious or critical axe violations on ${label}`,
  ).toEqual([]);
}

for (const locale of LOCALES) {
  test(`my notifications, insurance, documents and accessibility pass axe in ${locale}`, async ({ page }, testInfo) => {
    const t = uiText(locale);
    // The language as a stored choice of an earlier visit: the server's copy of it never changes.
    await page.addInitScript((chosen) => localStorage.setItem("language", chosen), locale);
    const signInPage = new SignInPage(page, t);
    await signInPage.goto(SCREENS[0][0]);
    await signInPage.signInWith(demoUsers.admin.email, demoUsers.admin.password);
    await expect(page).toHaveURL(new RegExp(`${SCREENS[0][0]}$`));
    for (const [path, heading] of SCREENS) {
      if (!page.url().endsWith(path)) await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: t(heading), exact: true })).toBeVisible();
      // Checked once the screen's data is in: its form or list, not the loading line.
      await expect(page.getByRole("main").getByRole("status").filter({ hasText: "…" })).toHaveCount(0);
      await expectNoSeriousViolations(page, testInfo, `${path} (${locale})`);
    }
  });
}
