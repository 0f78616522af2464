import type { APIRequestContext, Page } from "@playwright/test";
import { type CatalogLocale, type UserKey, bearer, demoUsers, exactUrl, expect, paths, shell, test, translated } from "./fixtures";
import { HomePage } from "./pages/home-page";
import { AccessibilitySettings } from "./pages/accessibility-settings";
import { SideMenu, TopBar } from "./pages/shell";
import { uiText } from "./support/catalogs";

/**
 * The signed-in shell and the guard around it: the redirect to sign in and back, the tracking-host
 * rule, every form of login path, the language switch (stored on the server as a number), text
 * size and menu visibility kept between visits, the menu rules of the platforms, the global search,
 * the back button, the version labels, the terms of service, and the layout on a phone.
 *
 * Every test starts in a fresh browser context (empty localStorage) and signs in with a session of
 * its own. The one test that changes data (the language test) puts the user's language back to
 * English at its end, and nothing else reads it. No test here fails a sign-in (the server
 * throttles after five failures per address per minute).
 */


/** The same server under another host name (`tracking.localhost` resolves to this machine in Chromium). */
const onHost = (baseURL: string | undefined, host: string, path: string) => {
  const url = new URL(path, baseURL);
  url.hostname = host;
  return url.href;
};

const exactHostUrl = (baseURL: string | undefined, host: string, path: string) => exactUrl(onHost(baseURL, host, "/"), path);

/** Chooses a platform before any script of the page runs, as a stored choice from an earlier visit would. */
const storePlatform = (page: Page, platform: string) =>
  page.addInitScript((id) => {
    localStorage.setItem("platform", id);
  }, platform);

/** The user's language code as the server keeps it, read from a sign-in of its own (which is then ended). */
async function serverLanguage(request: APIRequestContext, userKey: UserKey): Promise<number> {
  const user = demoUsers[userKey];
  const response = await request.post("/v1/login", { data: { email: user.email, password: user.password, platform: "nb" } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { user: { language: number; auth_token: string } } };
  expect((await request.post("/v1/logout", { headers: bearer(body.data.user.auth_token) })).status()).toBe(200);
  return body.data.user.language;
}

const languageSaved = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === "PUT" && new URL(r.url()).pathname.startsWith("/v1/user_language") && r.status() === 200);

const welcome = (page: Page, userKey: UserKey) => new HomePage(page).heading(demoUsers[userKey].name);

test.describe("the guard", () => {
  test("a signed-out visit to a private route goes to sign in, then back to that screen", async ({ page, signInPage, demoUsers: users, baseURL }) => {
    await page.goto("/settings/insurance?from=guard");

    await expect(page).toHaveURL(exactUrl(baseURL, "/nb-login?intended=%2Fsettings%2Finsurance%3Ffrom%3Dguard"));
    await signInPage.expectShown();
    await signInPage.signInWith(users.viewer.email, users.viewer.password);

    await expect(page).toHaveURL(exactUrl(baseURL, "/settings/insurance?from=guard"));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Insurance" })).toBeVisible();
    // The screen itself, as the viewer may see it: read only.
    await expect(main.getByRole("group", { name: "Insured value" }).getByRole("radio").first()).toBeDisabled();
    // Inside the shell.
    await expect(shell.sideMenu(page)).toBeVisible();
    await expect(shell.userMenuButton(page)).toBeVisible();
  });
});

test.describe("a tracking host", () => {
  const host = "tracking.localhost";

  test("sends the application's routes, the login page included, to /trackings", async ({ page, baseURL }) => {
    for (const path of ["/orders", "/nb-login"]) {
      const response = await page.goto(onHost(baseURL, host, path));
      // The server listens on 127.0.0.1 only (scripts/e2e-server.mjs): Chromium reached it there.
      expect((await response?.serverAddr())?.ipAddress).toBe("127.0.0.1");
      await expect(page).toHaveURL(exactHostUrl(baseURL, host, "/trackings"));
      await expect(page.getByRole("heading", { level: 1, name: "Track my order" })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveCount(0);
    }
  });

  test("keeps the tracking routes, and sends home and an unknown path to the form", async ({ page, baseURL }) => {
    for (const [path, landing, heading] of [
      ["/", "/trackings", "Track my order"],
      ["/no-such-page", "/trackings", "Track my order"],
      ["/trackings", "/trackings", "Track my order"],
      ["/trackings/404", "/trackings/404", "Tracking not found"],
    ] as const) {
      await page.goto(onHost(baseURL, host, path));
      await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page).toHaveURL(exactHostUrl(baseURL, host, landing));
      // Outside the shell (the tracker's own header is a banner too, without the shell's menus).
      await expect(shell.sideMenu(page)).toHaveCount(0);
      await expect(shell.userMenuButton(page)).toHaveCount(0);
    }
  });
});

test.describe("login paths", () => {
  for (const path of ["/nb-login", "/login", "/total-login", "/tiendamia-login-test", "/shein-anything"]) {
    test(`${path} shows the sign-in form`, async ({ page, signInPage, baseURL }) => {
      await page.goto(path);
      await signInPage.expectShown();
      await expect(signInPage.password).toBeEditable();
      await expect(signInPage.submitButton).toBeVisible();
      await expect(page).toHaveURL(exactUrl(baseURL, path));
    });
  }

  test("/csat-login ends at /shein-login", async ({ page, signInPage, baseURL }) => {
    await page.goto("/csat-login");
    await expect(page).toHaveURL(exactUrl(baseURL, "/shein-login"));
    await signInPage.expectShown();
    await expect(page).toHaveTitle("Shein management");
  });

  test("/total-login chooses the Total platform: its title, its stored choice, its session", async ({ page, signInPage, demoUsers: users, baseURL }) => {
    await page.goto("/total-login");
    await signInPage.expectShown();
    await expect(page).toHaveTitle("Total management");
    await expect(page).toHaveTitle(/ management$/);
    expect(await page.evaluate(() => localStorage.getItem("platform"))).toBe("total");

    await signInPage.signInWith(users.admin.email, users.admin.password);
    await expect(page).toHaveURL(exactUrl(baseURL, paths.home));
    await expect(welcome(page, "admin")).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem("total-user") !== null, localStorage.getItem("nb-user")])).toEqual([true, null]);

    // The stored choice outlives the login page.
    await page.reload();
    await expect(welcome(page, "admin")).toBeVisible();
    await expect(page).toHaveTitle("Total management");
  });
});

test.describe("language", () => {
  const user = demoUsers.otherAdmin;
  const GROUP_TITLES = ["General", "Solutions", "Preferences", "Connect"];

  /** The shell's texts in `locale`, as its catalog gives them (every one of them must be translated there). */
  async function expectShellIn(page: Page, locale: CatalogLocale, lang: string) {
    const t = (message: string, values?: Record<string, string>) => translated(locale, message, values);
    // A real change of language, not English shown again.
    for (const message of ["What are you looking for today?", "Main menu", "General", "Solutions", "User menu"]) expect(t(message)).not.toBe(message);

    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1, name: t("Welcome, {name}", { name: user.name }) })).toBeVisible();
    const topBar = new TopBar(page, t);
    await expect(topBar.search).toHaveAttribute("placeholder", t("What are you looking for today?"));
    await expect(topBar.userMenuButton).toBeVisible();
    await expect(topBar.languageButton).toBeVisible();
    const menu = new SideMenu(page, t);
    await expect(menu.nav.getByRole("heading", { level: 2 })).toHaveText(GROUP_TITLES.map((title) => t(title)));
    await expect(menu.link("Home")).toBeVisible();
    await expect(menu.group("Settings")).toBeVisible();
  }

  /** Opens the language menu (named in the language shown now) and picks a language (named in itself). */
  async function choose(page: Page, shownIn: CatalogLocale, languageName: string) {
    const saved = languageSaved(page);
    await new TopBar(page, uiText(shownIn)).languageButton.click();
    await page.getByRole("menuitem", { name: languageName, exact: true }).click();
    await saved;
  }

  test("Português then 中文 change the shell's texts, survive a reload and are stored as 2 and 1", async ({ page, request, signIn }) => {
    await signIn(page, "otherAdmin");
    await expect(welcome(page, "otherAdmin")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(shell.search(page)).toHaveAttribute("placeholder", "What are you looking for today?");

    await choose(page, "en", "Português (Brasil)");
    await expectShellIn(page, "pt_BR", "pt-BR");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("pt_BR");
    expect(await serverLanguage(request, "otherAdmin")).toBe(2);
    await page.reload();
    await expectShellIn(page, "pt_BR", "pt-BR");

    await choose(page, "pt_BR", "中文");
    await expectShellIn(page, "zh_CN", "zh-Hans-CN");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("zh_CN");
    expect(await serverLanguage(request, "otherAdmin")).toBe(1);
    await page.reload();
    await expectShellIn(page, "zh_CN", "zh-Hans-CN");

    // Back to English, as the seed has it: no other test sees this user in another language.
    await choose(page, "zh_CN", "English");
    await expect(welcome(page, "otherAdmin")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    expect(await serverLanguage(request, "otherAdmin")).toBe(0);
  });
});

test.describe("text size", () => {
  const rootFontSize = (page: Page) => page.evaluate(() => document.documentElement.style.fontSize);

  test("150 % applies to the whole page at once and survives a reload", async ({ page, signIn }) => {
    await signIn(page, "viewer", { intended: paths.accessibility });
    const settings = new AccessibilitySettings(page);
    await expect(settings.heading).toBeVisible();
    await expect(settings.textSizeOption("100%")).toBeChecked();
    const before = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

    await settings.textSizeOption("150%").check();
    await expect.poll(() => rootFontSize(page)).toBe("150%");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(`${parseFloat(before) * 1.5}px`);

    await page.reload();
    await expect(settings.heading).toBeVisible();
    await expect(settings.textSizeOption("150%")).toBeChecked();
    expect(await rootFontSize(page)).toBe("150%");
  });

  test("a stored size that is not one of the choices is ignored", async ({ page, signIn }) => {
    await page.addInitScript(() => localStorage.setItem("text-size", "137"));
    await signIn(page, "viewer", { intended: paths.accessibility });
    const settings = new AccessibilitySettings(page);
    await expect(settings.heading).toBeVisible();

    expect(await rootFontSize(page)).toBe("100%");
    await expect(settings.textSizeOption("100%")).toBeChecked();
  });
});

test.describe("menu visibility on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the Menu button hides the side menu, the choice survives a reload, and it shows it again", async ({ page, signIn }) => {
    await signIn(page, "admin");
    await expect(welcome(page, "admin")).toBeVisible();
    await expect(shell.sideMenu(page)).toBeVisible();
    await expect(shell.menuButton(page)).toHaveAttribute("aria-expanded", "true");

    await shell.menuButton(page).click();
    await expect(shell.sideMenu(page)).toBeHidden();
    await expect(shell.menuButton(page)).toHaveAttribute("aria-expanded", "false");

    await page.reload();
    await expect(welcome(page, "admin")).toBeVisible();
    await expect(shell.sideMenu(page)).toBeHidden();
    await expect(shell.menuButton(page)).toHaveAttribute("aria-expanded", "false");

    await shell.menuButton(page).click();
    await expect(shell.sideMenu(page)).toBeVisible();
    await expect(shell.menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await page.reload();
    await expect(welcome(page, "admin")).toBeVisible();
    await expect(shell.sideMenu(page)).toBeVisible();
  });
});

test.describe("menu on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("starts closed, opens as a drawer, and closes when a page is chosen", async ({ page, signIn, baseURL }) => {
    await signIn(page, "admin");
    await expect(welcome(page, "admin")).toBeVisible();
    await expect(shell.sideMenu(page)).toBeHidden();
    await expect(shell.menuButton(page)).toHaveAttribute("aria-expanded", "false");

    await shell.menuButton(page).click();
    const menu = shell.sideMenu(page);
    await expect(menu).toBeVisible();
    await expect(shell.menuButton(page)).toHaveAttribute("aria-expanded", "true");
    // A drawer over the page, not a column beside it.
    expect(await menu.evaluate((nav) => getComputedStyle(nav).position)).toBe("fixed");

    await menu.getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(exactUrl(baseURL, "/dashboard"));
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(shell.menuButton(page)).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("menu removals", () => {
  const entry = (page: Page, name: string) => shell.sideMenu(page).getByRole(name === "Overpacks" ? "link" : "button", { name, exact: true });

  test("a user who cannot overpack has no Overpacks entry", async ({ page, signIn }) => {
    await signIn(page, "otherAdmin");
    await expect(shell.sideMenu(page).getByRole("link", { name: "Home" })).toBeVisible();
    await expect(shell.sideMenu(page).getByRole("link", { name: "Downloads" })).toBeVisible();
    await expect(entry(page, "Overpacks")).toHaveCount(0);
  });

  test("a user who can overpack has the Overpacks entry", async ({ page, signIn }) => {
    await signIn(page, "admin");
    await expect(entry(page, "Overpacks")).toBeVisible();
  });

  test("on total, integrations and notifications are gone for the admin", async ({ page, signIn }) => {
    await storePlatform(page, "total");
    await signIn(page, "admin", { loginPath: "/total-login" });
    const menu = shell.sideMenu(page);
    await expect(menu.getByRole("link", { name: "Home" })).toBeVisible();
    await expect(entry(page, "Settings")).toBeVisible();
    await expect(entry(page, "Account")).toBeVisible();
    await expect(entry(page, "Overpacks")).toBeVisible();
    await expect(entry(page, "Integrations")).toHaveCount(0);
    await expect(entry(page, "Notifications")).toHaveCount(0);
    // Connect held only the integrations: the group goes with them.
    await expect(menu.getByRole("heading", { level: 2 })).toHaveText(["General", "Solutions", "Preferences"]);
    // Nor does the search offer them.
    await shell.search(page).fill("integr");
    await expect(page.getByText("Nothing found for “integr”.")).toBeVisible();
  });

  for (const userKey of ["viewer", "operation"] as const) {
    test(`on tiendamia, the ${userKey} has no integrations, notifications or settings`, async ({ page, signIn }) => {
      await storePlatform(page, "tiendamia");
      await signIn(page, userKey, { loginPath: "/tiendamia-login" });
      await expect(entry(page, "Account")).toBeVisible();
      for (const name of ["Integrations", "Notifications", "Settings"]) await expect(entry(page, name)).toHaveCount(0);
      await expect(shell.sideMenu(page).getByRole("heading", { level: 2 })).toHaveText(["General", "Solutions", "Preferences"]);
    });
  }

  test("on tiendamia, the admin keeps integrations, notifications and settings", async ({ page, signIn }) => {
    await storePlatform(page, "tiendamia");
    await signIn(page, "admin", { loginPath: "/tiendamia-login" });
    for (const name of ["Integrations", "Notifications", "Settings", "Account"]) await expect(entry(page, name)).toBeVisible();
    await expect(shell.sideMenu(page).getByRole("heading", { level: 2 })).toHaveText(["General", "Solutions", "Preferences", "Connect"]);
  });
});

test.describe("global search", () => {
  test("'acc' offers Accessibility; the arrow keys move and Enter opens it", async ({ page, signIn, baseURL }) => {
    await signIn(page, "admin");
    const search = shell.search(page);
    await expect(search).toHaveAttribute("placeholder", "What are you looking for today?");

    await search.fill("acc");
    const accessibility = page.getByRole("option", { name: "Settings › Accessibility" });
    await expect(accessibility).toBeVisible();
    await expect(page.getByRole("option").first()).toHaveAccessibleName("Settings › Accessibility");
    const activeName = () => page.evaluate(() => {
      const id = document.querySelector('[role="combobox"]')?.getAttribute("aria-activedescendant");
      return id ? document.getElementById(id)?.textContent ?? null : null;
    });
    const secondName = await page.getByRole("option").nth(1).textContent();
    // Headless UI activates the first result as soon as the list opens: Enter alone would open it.
    // ArrowDown goes to the next result, ArrowUp back to the first.
    await expect.poll(activeName).toBe("Settings › Accessibility");
    await search.press("ArrowDown");
    await expect.poll(activeName).toBe(secondName);
    await search.press("ArrowUp");
    await expect.poll(activeName).toBe("Settings › Accessibility");
    await search.press("Enter");

    await expect(page).toHaveURL(exactUrl(baseURL, paths.accessibility));
    await expect(page.getByRole("heading", { level: 1, name: "Accessibility" })).toBeVisible();
    await expect(search).toHaveValue("");
  });
});

test.describe("the back button", () => {
  test("goes one step back after two pages; on a fresh tab it goes home", async ({ page, context, signIn, baseURL }) => {
    await signIn(page, "admin");
    const menu = shell.sideMenu(page);
    await menu.getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await menu.getByRole("link", { name: "Downloads" }).click();
    await expect(page).toHaveURL(exactUrl(baseURL, "/archives"));
    await expect(page.getByRole("heading", { level: 1, name: "Downloads" })).toBeVisible();

    await shell.banner(page).getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(exactUrl(baseURL, "/dashboard"));
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    // Same session (same context), new tab opened straight on a page: nothing to go back to.
    const fresh = await context.newPage();
    await fresh.goto("/settings/printing");
    await expect(fresh.getByRole("heading", { level: 1, name: "Printing" })).toBeVisible();
    await shell.banner(fresh).getByRole("button", { name: "Back" }).click();
    await expect(fresh).toHaveURL(exactUrl(baseURL, paths.home));
    await expect(welcome(fresh, "admin")).toBeVisible();
  });
});

test.describe("version and terms of service", () => {
  test("/current-version shows v1.13", async ({ page, signIn }) => {
    await signIn(page, "viewer", { intended: "/current-version" });
    await expect(page.getByRole("heading", { level: 1, name: "Current version" })).toBeVisible();
    await expect(page.getByRole("main").getByText("v1.13", { exact: true })).toBeVisible();
  });

  test("the user menu shows the version, disabled, and opens the terms with Close and Download", async ({ page, request, signIn }) => {
    await signIn(page, "viewer");
    await shell.userMenuButton(page).click();
    const menu = page.getByRole("menu");
    const version = menu.getByRole("menuitem", { name: "Version 1.2.5" });
    await expect(version).toBeVisible();
    await expect(version).toBeDisabled();

    await menu.getByRole("menuitem", { name: "Terms of service" }).click();
    const dialog = page.getByRole("dialog", { name: "Terms of service" });
    await expect(dialog).toBeVisible();
    const download = dialog.getByRole("link", { name: "Download" });
    await expect(download).toHaveAttribute("href", "/terms/terms-of-service.pdf");
    const pdf = await request.get("/terms/terms-of-service.pdf");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(shell.userMenuButton(page)).toBeVisible();
  });

  test("on tiendamia the user menu has no terms of service", async ({ page, signIn }) => {
    await storePlatform(page, "tiendamia");
    await signIn(page, "admin", { loginPath: "/tiendamia-login" });
    await shell.userMenuButton(page).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Log out" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Version 1.2.5" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Terms of service" })).toHaveCount(0);
  });
});

test.describe("layout on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the home page does not scroll sideways and the top bar's targets are at least 44 x 44", async ({ page, signIn }) => {
    await signIn(page, "admin");
    await expect(new HomePage(page).region(demoUsers.admin.name).getByRole("definition")).toHaveText([
      demoUsers.admin.company,
      demoUsers.admin.role,
    ]);
    await expect(shell.banner(page).getByRole("button", { name: /^Notifications/ })).toBeVisible();

    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);

    const targets = shell.banner(page).locator("a, button, [role='button'], [role='link']");
    const count = await targets.count();
    expect(count).toBeGreaterThanOrEqual(5);
    const small: string[] = [];
    for (let i = 0; i < count; i++) {
      const target = targets.nth(i);
      if (!(await target.isVisible())) continue;
      const box = await target.boundingBox();
      const name = (await target.getAttribute("aria-label")) ?? (await target.textContent());
      if (!box || box.width < 44 || box.height < 44) small.push(`${name}: ${box ? `${box.width}x${box.height}` : "no box"}`);
    }
    expect(small, "targets smaller than 44 x 44").toEqual([]);
  });
});
