import { request as httpRequest } from "node:http";
import BetterSqlite3 from "better-sqlite3";
import { SignInPage, demoUsers, e2eDatabaseFile, expect, test } from "./fixtures";
import { HomePage } from "./pages/home-page";

/**
 * Past five failed sign-ins for an account, the server asks for a proof of work instead of
 * checking the password (decision 024); the sign-in page solves it in its worker by itself.
 *
 * The failures come from other loopback addresses and hit an account of this test's own, so
 * that neither the browsers' 127.0.0.1 nor a demo account needs the check in other tests.
 */

const DEVICE_CHECK_TEXT = "Checking this device…";

/** A new seller-viewer account with the demo password, as the back office would create one. */
function createAccount(email: string, name: string): void {
  const db = new BetterSqlite3(e2eDatabaseFile(), { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(
      `INSERT INTO users (seller_id, group_id, name, email, password_hash, blocked, can_overpack, language, created_at)
       SELECT seller_id, group_id, ?, ?, password_hash, 0, can_overpack, language, ? FROM users WHERE email = ?`,
    ).run(name, email, new Date().toISOString(), demoUsers.viewer.email);
  } finally {
    db.close();
  }
}

/** A sign-in sent from `localAddress` (any 127/8 address reaches the server on Linux); answers its status. */
function signInFrom(baseURL: string, localAddress: string, email: string, password: string): Promise<number> {
  const url = new URL("/v1/login", baseURL);
  const body = JSON.stringify({ email, password, platform: "nb" });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: url.port, path: url.pathname, method: "POST", localAddress, headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("after someone else's failed sign-ins, the owner's page checks the device by itself and signs in", async ({ page, baseURL }) => {
  const email = `device-check-${Date.now()}@example.com`;
  const name = "Dora Device";
  createAccount(email, name);
  for (let i = 0; i < 5; i++) expect(await signInFrom(baseURL!, `127.0.0.${10 + i}`, email, "not-the-password"), `failure ${i + 1}`).toBe(401);
  expect(await signInFrom(baseURL!, "127.0.0.20", email, demoUsers.viewer.password), "the right password, unverified").toBe(429);

  // The challenge is held until the page has said what it is doing, so the text cannot flash by unseen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/v1/challenge",
    async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    },
  );
  const logins: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/v1/login") logins.push(response.status());
  });

  const signInPage = new SignInPage(page);
  await signInPage.goto();
  await signInPage.signInWith(email, demoUsers.viewer.password);
  await expect(page.getByRole("status").filter({ hasText: DEVICE_CHECK_TEXT })).toBeVisible();
  await expect(signInPage.submitButton).toBeDisabled();
  release();

  await expect(new HomePage(page).heading(name)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: DEVICE_CHECK_TEXT })).toHaveCount(0);
  expect(logins).toEqual([429, 200]);
});
