import type { Page, Response, Route } from "@playwright/test";
import {
  LOGIN_URL,
  SignInPage,
  type UserKey,
  bearer,
  demoUsers,
  escapeRegExp,
  exactUrl,
  expect,
  loginUrlWithIntended,
  paths,
  shell,
  storedToken,
  test,
} from "./fixtures";
import { HomePage } from "./pages/home-page";
import { NotificationsScreen } from "./pages/notifications-screen";

/**
 * Sign-in, the 401 rule, sign-out, reset password, a first signed-in page, and the security
 * headers of what the server sends. Every test signs in with its own session; the one that
 * changes data (notifications) changes a user's read state that no other test looks at.
 *
 * The server allows five failed sign-ins per address per minute: this file makes one (the
 * wrong-password test). The blocked user's attempt has the right password and is not a failure.
 */

const PLEASE_LOGIN_AGAIN = "Please login again.";
const WRONG_CREDENTIALS = "Wrong e-mail or password.";
const RESET_ANSWER = "If an account exists for this e-mail, we have sent instructions to reset the password.";

const ACTIVE_USERS = (Object.keys(demoUsers) as UserKey[]).filter((key) => demoUsers[key].active);

function homeRegion(page: Page, name: string) {
  return new HomePage(page).region(name);
}

const isV1 = (response: Response, path: string, status: number) =>
  new URL(response.url()).pathname === `/v1/${path}` && response.status() === status;

/**
 * Counts every element that ever shows the given text, from the first script of each document
 * on: a toast lives for 2 s, so "it appeared exactly once" cannot be read off the page later.
 */
async function countAppearances(page: Page, text: string) {
  await page.addInitScript((watched) => {
    const seen = new WeakSet<Node>();
    const w = window as unknown as { __appearances: number };
    w.__appearances = 0;
    const consider = (element: Element | null) => {
      if (!element || seen.has(element)) return;
      const ownText = [...element.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join("");
      if (ownText.trim() !== watched) return;
      seen.add(element);
      w.__appearances += 1;
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "characterData") consider(record.target.parentElement);
        for (const node of record.addedNodes) {
          if (node.nodeType === Node.TEXT_NODE) consider(node.parentElement);
          if (!(node instanceof Element)) continue;
          consider(node);
          node.querySelectorAll("*").forEach(consider);
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return () => page.evaluate(() => (window as unknown as { __appearances: number }).__appearances);
}

/** The toast region (role status) showing exactly one "Please login again." and nothing else. */
// The toast itself, not the region: another toast (the storage warning) may share the region.
const sessionToast = (page: Page) => page.getByRole("status").getByText(PLEASE_LOGIN_AGAIN, { exact: true });

/**
 * Holds the answers of the named /v1 calls until each of them has been asked at least once, then
 * lets them all through at the same moment. `answered` resolves once each was answered 401.
 */
async function refuseTogether(page: Page, names: readonly string[]) {
  const asked = new Set<string>();
  let releaseAll!: () => void;
  const allAsked = new Promise<void>((resolve) => (releaseAll = resolve));
  const nameOf = (url: URL) => url.pathname.replace(/^\/v1\//, "");
  const matches = (url: URL) => url.pathname.startsWith("/v1/") && names.includes(nameOf(url));
  const handler = async (route: Route) => {
    asked.add(nameOf(new URL(route.request().url())));
    if (asked.size === names.length) releaseAll();
    const response = await route.fetch();
    await allAsked;
    await route.fulfill({ response });
  };
  await page.route(matches, handler);
  const answered = Promise.all(names.map((name) => page.waitForResponse((r) => isV1(r, name, 401))));
  return { answered, stop: () => page.unroute(matches, handler) };
}

test.describe("sign in", () => {
  for (const key of ACTIVE_USERS) {
    test(`${key} signs in and sees their company and role`, async ({ page, signInPage, demoUsers: users, baseURL }) => {
      const user = users[key];
      await signInPage.goto();
      await signInPage.signInWith(user.email, user.password);

      await expect(page).toHaveURL(exactUrl(baseURL, paths.home));
      await expect(new HomePage(page).heading(user.name)).toBeVisible();
      // Company and role are answered by two /v1 calls; "…" shows until they arrive.
      await expect(homeRegion(page, user.name).getByRole("definition")).toHaveText([user.company, user.role]);
      await expect(homeRegion(page, user.name).getByRole("term")).toHaveText(["Company", "Role"]);
    });
  }

  test("a wrong password is refused and the page stays", async ({ page, signInPage, demoUsers: users }) => {
    await signInPage.goto();
    const answer = page.waitForResponse((r) => isV1(r, "login", 401));
    await signInPage.signInWith(users.viewer.email, "not-the-password");
    await answer;

    await expect(signInPage.alert).toHaveText(WRONG_CREDENTIALS);
    await expect(page).toHaveURL(LOGIN_URL);
    await expect(signInPage.heading).toBeVisible();
    await expect(signInPage.email).toHaveValue(users.viewer.email);
  });

  // Decision 068: nobody learns that a closed account's password was right.
  test("a blocked account's right password is answered as a wrong one", async ({ page, signInPage, demoUsers: users }) => {
    await signInPage.goto();
    await signInPage.signInWith(users.blocked.email, users.blocked.password);

    await expect(signInPage.alert).toHaveText(WRONG_CREDENTIALS);
    await expect(page).toHaveURL(LOGIN_URL);
    await expect(signInPage.heading).toBeVisible();
  });

  test("an empty form says both fields can't be blank and calls nothing", async ({ page, signInPage }) => {
    const loginCalls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/v1/login") loginCalls.push(r.url());
    });
    await signInPage.goto();
    await signInPage.submit();

    await expect(signInPage.email).toHaveAccessibleDescription("Can't be blank");
    await expect(signInPage.password).toHaveAccessibleDescription("Can't be blank");
    await expect(signInPage.email).toHaveAttribute("aria-invalid", "true");
    await expect(signInPage.email).toBeFocused();
    await expect(signInPage.alert).toHaveCount(0);
    expect(loginCalls).toEqual([]);
  });

  test("a malformed e-mail is refused before asking the server", async ({ page, signInPage }) => {
    const loginCalls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/v1/login") loginCalls.push(r.url());
    });
    await signInPage.goto();
    await signInPage.signInWith("not-an-e-mail@", "whatever");

    await expect(signInPage.email).toHaveAccessibleDescription("Invalid E-mail");
    await expect(signInPage.password).not.toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(LOGIN_URL);
    expect(loginCalls).toEqual([]);
  });

  test("a signed-out visit to a page goes to sign in and back there", async ({ page, signInPage, demoUsers: users, baseURL }) => {
    await page.goto(paths.notifications);

    await expect(page).toHaveURL(exactUrl(baseURL, "/nb-login?intended=%2Fnotifications%2Fnotifications_list"));
    await signInPage.expectShown();
    await signInPage.signInWith(users.viewer.email, users.viewer.password);

    await expect(page).toHaveURL(exactUrl(baseURL, paths.notifications));
    await expect(new NotificationsScreen(page).heading).toBeVisible();
  });

  test("a signed-out visit to the home page lands on the public tracker, not on sign in", async ({ page, signInPage, baseURL }) => {
    await page.goto(paths.home);

    // The tracker is a page of its own (tracking.html): home loads it at /trackings.
    await expect(page).toHaveURL(exactUrl(baseURL, "/trackings"));
    await expect(page.getByRole("heading", { level: 1, name: "Track my order" })).toBeVisible();
    // Outside the shell: no menu, no user menu (the tracker's own header is a banner too).
    await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "User menu", exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "Sign in" }).click();
    await signInPage.expectShown();
    await expect(page).toHaveURL(exactUrl(baseURL, paths.login));
  });

  for (const intended of ["//evil.example", "https://evil.example", "/\\evil.example"]) {
    test(`intended=${intended} lands on the home page, never elsewhere`, async ({ page, signInPage, demoUsers: users, baseURL }) => {
      const foreign: string[] = [];
      page.on("request", (r) => {
        if (new URL(r.url()).origin !== new URL(baseURL!).origin) foreign.push(r.url());
      });
      await signInPage.goto(intended);
      await signInPage.signInWith(users.otherAdmin.email, users.otherAdmin.password);

      await expect(new HomePage(page).heading(users.otherAdmin.name)).toBeVisible();
      await expect(page).toHaveURL(exactUrl(baseURL, paths.home));
      expect(foreign).toEqual([]);
    });
  }
});

test.describe("the 401 rule", () => {
  test("a revoked session on a page: one 'Please login again.', sign in, back on that page", async ({ page, request, signIn, signInPage, demoUsers: users, baseURL }) => {
    const appearances = await countAppearances(page, PLEASE_LOGIN_AGAIN);
    await signIn(page, "operation", { intended: paths.notifications });
    await expect(new NotificationsScreen(page).heading).toBeVisible();
    await expect(new NotificationsScreen(page).list.getByRole("listitem").first()).toBeVisible();

    const token = await storedToken(page);
    const revoked = await request.post("/v1/logout", { headers: bearer(token) });
    expect(revoked.status()).toBe(200);

    const refused = page.waitForResponse((r) => isV1(r, "my_notifications", 401));
    await page.reload();
    await refused;

    await expect(sessionToast(page)).toHaveText(PLEASE_LOGIN_AGAIN);
    await expect(page).toHaveURL(exactUrl(baseURL, loginUrlWithIntended(paths.notifications)));
    await signInPage.expectShown();
    // The toast goes after its time; by then every call of the page has been answered.
    await expect(sessionToast(page)).toHaveCount(0);
    expect(await appearances()).toBe(1);

    await signInPage.signInWith(users.operation.email, users.operation.password);
    await expect(page).toHaveURL(exactUrl(baseURL, paths.notifications));
    await expect(new NotificationsScreen(page).heading).toBeVisible();
    await expect(new NotificationsScreen(page).list.getByRole("listitem").first()).toBeVisible();
    expect(await appearances()).toBe(1);
  });

  test("calls refused together announce it once", async ({ page, request, signIn, signInPage, demoUsers: users, baseURL }) => {
    const appearances = await countAppearances(page, PLEASE_LOGIN_AGAIN);
    await signIn(page, "operation");
    const home = homeRegion(page, users.operation.name);
    await expect(home.getByRole("definition")).toHaveText([users.operation.company, users.operation.role]);

    const token = await storedToken(page);
    expect((await request.post("/v1/logout", { headers: bearer(token) })).status()).toBe(200);

    // On a reload the shell's bell polls my_notifications at once, while the home page asks for
    // the seller and the group only once its screen has loaded. Each refusal is held until all
    // three calls are on their way, so that the three come back refused together every time.
    const refused = await refuseTogether(page, ["my_notifications", "current-seller", "current-user-group"]);
    await page.reload();
    await refused.answered;

    // The 401 rule: the user whose session was refused goes to sign in (home as intended), even
    // though a visitor's home is the public tracker, and is told once.
    await expect(sessionToast(page)).toHaveText(PLEASE_LOGIN_AGAIN);
    await signInPage.expectShown();
    await expect(page).toHaveURL(exactUrl(baseURL, loginUrlWithIntended(paths.home)));
    expect(await appearances()).toBe(1);
    await refused.stop();

    await signInPage.signInWith(users.operation.email, users.operation.password);
    await expect(page).toHaveURL(exactUrl(baseURL, paths.home));
    await expect(home.getByRole("definition")).toHaveText([users.operation.company, users.operation.role]);
    expect(await appearances()).toBe(1);
  });
});

test.describe("sign out", () => {
  test("signing out returns to sign in and the server refuses the old token", async ({ page, request, signIn, signInPage, demoUsers: users }) => {
    await signIn(page, "viewer");
    await expect(new HomePage(page).heading(users.viewer.name)).toBeVisible();
    const token = await storedToken(page);
    expect((await request.get("/v1/current-seller", { headers: bearer(token) })).status()).toBe(200);

    await shell.userMenuButton(page).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();

    await expect(page).toHaveURL(LOGIN_URL);
    await signInPage.expectShown();
    expect(await page.evaluate(() => localStorage.getItem("nb-user"))).toBeNull();
    const refused = await request.get("/v1/current-seller", { headers: bearer(token) });
    expect(refused.status()).toBe(401);
  });
});

test.describe("reset password", () => {
  for (const [label, email] of [
    ["an existing", demoUsers.viewer.email],
    ["an unknown", "nobody-here@example.com"],
  ] as const) {
    test(`${label} address gets the same answer`, async ({ page }) => {
      await page.goto(paths.resetPassword);
      await expect(page.getByRole("heading", { level: 1, name: "Reset password" })).toBeVisible();
      const answer = page.waitForResponse((r) => isV1(r, "reset_password", 200));
      await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
      await page.getByRole("button", { name: "Send instructions" }).click();
      await answer;

      await expect(page.getByRole("status").filter({ hasText: RESET_ANSWER })).toHaveText(RESET_ANSWER);
      await expect(page.getByRole("alert")).toHaveCount(0);
    });
  }

  test("'Forgot your password?' on the sign-in page leads there", async ({ page, signInPage, baseURL }) => {
    await signInPage.goto();
    await signInPage.forgotPasswordLink.click();

    await expect(page).toHaveURL(exactUrl(baseURL, paths.resetPassword));
    await expect(page.getByRole("heading", { level: 1, name: "Reset password" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send instructions" })).toBeVisible();
    await page.getByRole("link", { name: "Back to sign in" }).click();
    await signInPage.expectShown();
  });
});

test.describe("notifications", () => {
  test("the admin marks a new notification read, and the server agrees", async ({ page, request, signIn, apiLogin }) => {
    const token = await apiLogin(request, "admin");
    const newCount = async () => {
      const response = await request.get("/v1/my_notifications?is_new=true", { headers: bearer(token) });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { data: { count: number } }).data.count;
    };

    await signIn(page, "admin", { intended: paths.notifications });
    const notifications = new NotificationsScreen(page);
    await expect(notifications.heading).toBeVisible();
    const markRead = notifications.markAsReadButtons;
    const markNew = notifications.markAsNewButtons;
    // Both states are shown: the seed starts the oldest notifications read.
    await expect(markRead.first()).toBeVisible();
    await expect(markNew.first()).toBeVisible();

    const before = await newCount();
    expect(before).toBeGreaterThan(0);
    await expect(markRead).toHaveCount(before);

    const label = await markRead.first().getAttribute("aria-label");
    const title = label!.replace(/^Mark as read: /, "");
    const heading = notifications.title(title);
    await expect(heading).toHaveAccessibleName(new RegExp(`^${escapeRegExp(title)}\\s*New$`));

    await notifications.markAsReadButton(title).click();

    await expect(notifications.markAsNewButton(title)).toBeVisible();
    await expect(heading).toHaveAccessibleName(new RegExp(`^${escapeRegExp(title)}$`));
    await expect(markRead).toHaveCount(before - 1);
    await expect.poll(newCount).toBe(before - 1);
  });
});

test.describe("what the server sends", () => {
  test("the app page carries a strict Content-Security-Policy", async ({ page, request }) => {
    const navigation = await page.goto(paths.login);
    expect(navigation?.status()).toBe(200);
    const csp = navigation?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    await new SignInPage(page).expectShown();

    const index = await request.get(paths.home, { headers: { Accept: "text/html" } });
    expect(index.status()).toBe(200);
    expect(index.headers()["content-type"]).toContain("text/html");
    expect(await index.text()).toContain('<div id="root">');
    const indexCsp = index.headers()["content-security-policy"] ?? "";
    expect(indexCsp).toContain("script-src 'self'");
    expect(indexCsp).toContain("frame-ancestors 'none'");
    expect(indexCsp).not.toContain("'unsafe-eval'");
  });

  test("/v1 answers are never cached", async ({ request }) => {
    const health = await request.get("/v1/health");
    expect(health.status()).toBe(200);
    expect(health.headers()["cache-control"]).toContain("no-store");

    const refused = await request.get("/v1/current-seller");
    expect(refused.status()).toBe(401);
    expect(refused.headers()["cache-control"]).toContain("no-store");
  });

  test("an unknown /v1 path is a JSON 404, not the app", async ({ request }) => {
    const response = await request.get("/v1/does-not-exist", { headers: { Accept: "text/html,application/json" } });
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(response.headers()["cache-control"]).toContain("no-store");
    const body = (await response.json()) as { messages?: unknown };
    expect(Array.isArray(body.messages)).toBe(true);
    expect((body.messages as string[]).length).toBeGreaterThan(0);
  });
});
