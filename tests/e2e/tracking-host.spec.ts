import { request as httpRequest } from "node:http";
import { exactUrl, expect, paths, test } from "./fixtures";
import { TRACKING_FORM_PATH, TRACKING_NOT_FOUND_PATH, TrackingPage, fetchChallenge, freshVerification, solveChallenge, trackableOrder } from "./tracking-fixtures";

/**
 * The tracking page's routes (issue 7): on a tracking host only they exist; the not-found page's
 * two ways back; the "Sign in" link off the tracking host. And what the server refuses whatever a
 * page does: a lookup without a valid, unused verification (403), and too many lookups from one
 * address (429, checked from another loopback address so that the browsers' 127.0.0.1 keeps its
 * allowance, see scripts/e2e-server.mjs).
 */

const TRACKING_HOST = "tracking.localhost";
const ORDER = trackableOrder("DELIVERED");

/** The same server under another host name (`tracking.localhost` resolves to this machine in Chromium). */
const onHost = (baseURL: string | undefined, host: string, path: string) => {
  const url = new URL(path, baseURL);
  url.hostname = host;
  return url.href;
};

test.describe("on a tracking host", () => {
  test("the portal's pages, home and unknown paths go to the form", async ({ page, baseURL }) => {
    const tracking = new TrackingPage(page);
    for (const path of ["/orders", paths.login, "/", "/no-such-page", "/settings/tracking"]) {
      await page.goto(onHost(baseURL, TRACKING_HOST, path));
      await expect(page, `${path} on ${TRACKING_HOST}`).toHaveURL(exactUrl(onHost(baseURL, TRACKING_HOST, "/"), TRACKING_FORM_PATH));
      await expect(tracking.formHeading).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveCount(0);
      // Nobody signs in on a tracking host.
      await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveCount(0);
    }
  });

  test("/trackings/404 stays and says the parcel was not found", async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, TRACKING_HOST, TRACKING_NOT_FOUND_PATH));
    await expect(page).toHaveURL(exactUrl(onHost(baseURL, TRACKING_HOST, "/"), TRACKING_NOT_FOUND_PATH));
    await expect(page.getByRole("heading", { level: 1, name: "Tracking not found", exact: true })).toBeVisible();
  });

  test("a lookup works there too", async ({ page, baseURL }) => {
    const tracking = new TrackingPage(page);
    await page.goto(onHost(baseURL, TRACKING_HOST, TRACKING_FORM_PATH));
    await tracking.track(ORDER.reference, ORDER.taxId);
    await expect(tracking.resultHeading(ORDER.reference)).toBeVisible();
    await expect(page).toHaveURL(exactUrl(onHost(baseURL, TRACKING_HOST, "/"), `/trackings/${ORDER.reference}`));
  });
});

test.describe("the not-found page", () => {
  test("shows its text, and 'Try again' goes back one step", async ({ page, baseURL }) => {
    const tracking = new TrackingPage(page);
    await tracking.gotoForm();
    await page.goto(TRACKING_NOT_FOUND_PATH);
    await expect(page.getByRole("heading", { level: 1, name: "Tracking not found", exact: true })).toBeVisible();
    await expect(page.getByText("Check the tracking number and the tax ID, then try again.", { exact: true })).toBeVisible();
    const tryAgain = page.getByRole("link", { name: "Try again", exact: true });
    await expect(tryAgain).toHaveAttribute("href", TRACKING_FORM_PATH);
    await tryAgain.click();
    await expect(page).toHaveURL(exactUrl(baseURL, TRACKING_FORM_PATH));
    await expect(tracking.formHeading).toBeVisible();
  });

  test("'Back' goes back when there is history, and to the form when opened directly", async ({ page, baseURL }) => {
    const tracking = new TrackingPage(page);
    const back = page.getByRole("button", { name: "Back", exact: true });
    // Opened directly: nothing to go back to, so the form.
    await page.goto(TRACKING_NOT_FOUND_PATH);
    await back.click();
    await expect(page).toHaveURL(exactUrl(baseURL, TRACKING_FORM_PATH));
    await expect(tracking.formHeading).toBeVisible();

    // With two pages before it: back to the one just before.
    await page.goto(`${TRACKING_FORM_PATH}?trackingNumber=`);
    await page.goto(TRACKING_NOT_FOUND_PATH);
    await back.click();
    await expect(page).toHaveURL(exactUrl(baseURL, `${TRACKING_FORM_PATH}?trackingNumber=`));
  });
});

test.describe("on the portal's host", () => {
  test("the form links to the platform's sign-in page", async ({ page, signInPage, baseURL }) => {
    const tracking = new TrackingPage(page);
    await tracking.gotoForm();
    await page.getByRole("link", { name: "Sign in", exact: true }).click();
    await signInPage.expectShown();
    await expect(page).toHaveURL(exactUrl(baseURL, paths.login));
  });
});

test.describe("the server's verification", () => {
  const lookup = (verification?: string) => ({ tracking_number: ORDER.reference, tax_id: ORDER.taxId, ...(verification === undefined ? {} : { verification }) });

  test("refuses a lookup without a verification, with a forged one, and with one already used", async ({ request }) => {
    const missing = await request.post("/v1/trackings/lookup", { data: lookup() });
    expect(missing.status(), "no verification").toBe(403);

    // A real challenge with a wrong number, and one with a made-up signature.
    const challenge = await fetchChallenge(request);
    const solved = solveChallenge(challenge);
    const wrongNumber = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(solved, "base64").toString("utf8")), number: challenge.maxnumber + 1 })).toString("base64");
    expect((await request.post("/v1/trackings/lookup", { data: lookup(wrongNumber) })).status(), "a wrong number").toBe(403);
    const forgedSignature = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(solved, "base64").toString("utf8")), signature: "0".repeat(64) })).toString("base64");
    expect((await request.post("/v1/trackings/lookup", { data: lookup(forgedSignature) })).status(), "a forged signature").toBe(403);
    expect((await request.post("/v1/trackings/lookup", { data: lookup("not base64 at all") })).status(), "garbage").toBe(403);

    // A good one works once, and only once.
    const verification = await freshVerification(request);
    const first = await request.post("/v1/trackings/lookup", { data: lookup(verification) });
    expect(first.status(), "a fresh solution").toBe(200);
    const reused = await request.post("/v1/trackings/lookup", { data: lookup(verification) });
    expect(reused.status(), "the same solution again").toBe(403);
    expect(((await reused.json()) as { messages: unknown[] }).messages).toEqual(["Human verification failed. Please try again."]);
  });
});

interface RawAnswer {
  status: number;
  retryAfter: string | undefined;
}

/** A lookup sent from `localAddress` (any 127/8 address reaches the server on Linux), with its own allowance. */
function lookupFrom(baseURL: string, localAddress: string): Promise<RawAnswer> {
  const url = new URL("/v1/trackings/lookup", baseURL);
  const body = JSON.stringify({ tracking_number: "NB000000000XX", tax_id: "1" });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] as string | undefined }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test.describe("the rate limit", () => {
  test("answers 429 with Retry-After once an address has used its lookups", async ({ baseURL, request }) => {
    test.setTimeout(120_000);
    // The server's allowance (10 by default, raised for the suite); refused lookups count too.
    const MAX_TRIES = 2_000;
    const BATCH = 25;
    let limited: RawAnswer | undefined;
    let sent = 0;
    while (!limited && sent < MAX_TRIES) {
      const answers = await Promise.all(Array.from({ length: BATCH }, () => lookupFrom(baseURL!, "127.0.0.2")));
      sent += BATCH;
      for (const answer of answers) expect([403, 429]).toContain(answer.status);
      limited = answers.find((a) => a.status === 429);
    }
    expect(limited, `a 429 within ${MAX_TRIES} lookups`).toBeDefined();
    expect(Number(limited!.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(limited!.retryAfter)).toBeLessThanOrEqual(60);

    // The browsers' address still has its own allowance.
    const fromLoopback = await request.post("/v1/trackings/lookup", { data: { tracking_number: ORDER.reference, tax_id: ORDER.taxId } });
    expect(fromLoopback.status()).toBe(403);
  });
});
