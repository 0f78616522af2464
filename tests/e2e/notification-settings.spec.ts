import { createHmac } from "node:crypto";
import { type IncomingHttpHeaders, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, expectNoSeriousAxeViolations, signIn, test } from "./fixtures";
import { NotificationSettingsScreen } from "./pages/notification-settings-screen";
import { latestMailTo } from "./support/mail";

/**
 * /notifications/settings (issue 21, decision 058) as seller 2's admin, whose settings no other
 * spec touches: a free-mail sender refused, the seller's own address saved with the TXT record to
 * publish and its mail queued; SMS turned on after confirming the cost; the webhook saved and a
 * test event signed and sent to a receiver started here, which checks the signature itself with
 * the secret the screen showed once. The e2e server allows the receiver's 127.0.0.1
 * (WEBHOOKS_ALLOW_PRIVATE=1 in scripts/e2e-server.mjs).
 */

const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: DESKTOP });

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
}

/** A receiver on 127.0.0.1 that answers whether the signature holds for the secret it is given. */
async function startReceiver() {
  const received: Received[] = [];
  let secret = "";
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      received.push({ headers: req.headers, body, path: req.url ?? "" });
      const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
      const expected = `v1,${createHmac("sha256", key).update(`${String(req.headers["webhook-id"])}.${String(req.headers["webhook-timestamp"])}.${body}`).digest("base64")}`;
      const valid = secret !== "" && req.headers["webhook-signature"] === expected;
      res.writeHead(valid ? 200 : 401, { "content-type": "text/plain" });
      res.end(valid ? "signature ok" : "bad signature");
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    useSecret: (value: string) => (secret = value),
    close: () => new Promise((done) => server.close(done)),
  };
}

test("an admin sets the sender, turns SMS on after confirming the cost, and a signed test event reaches the webhook", async ({ page }) => {
  const receiver = await startReceiver();
  try {
    await signIn(page, "otherAdmin");
    const settings = new NotificationSettingsScreen(page);
    await settings.goto();
    await expect(settings.heading).toBeVisible();

    await settings.senderEmail.fill("shop@gmail.com");
    await settings.saveEmailButton.click();
    await expect(settings.emailForm.getByText("email format invalid or not allowed")).toBeVisible();
    await settings.senderEmail.fill("notify@other-shop.example");
    await settings.saveEmailButton.click();
    await expect(settings.txtRecord.getByText("_portal-verification.other-shop.example")).toBeVisible();
    await expect(page.getByText("Not verified")).toBeVisible();
    const value = (await settings.txtRecord.getByText(/^portal-verification=/).textContent()) ?? "";
    expect(latestMailTo("notify@other-shop.example")?.body).toContain(value);

    await settings.smsSwitch.click();
    const dialog = page.getByRole("dialog", { name: "Turn on SMS?" });
    await dialog.getByRole("button", { name: "Confirm the cost and turn on" }).click();
    await expect(page.getByText(/Extra cost confirmed by Oscar Other/)).toBeVisible();
    await expect(settings.smsSwitch).toBeChecked();

    await settings.webhookField("Webhook URL").fill(receiver.url);
    await settings.webhookField("Endpoint").fill("/hooks/tracking");
    await settings.webhookField("Authentication header name").fill("X-Api-Key");
    await settings.webhookForm.getByLabel("Authentication key").fill("key-0123456789-abcd");
    await settings.webhookForm.getByRole("button", { name: "Add header" }).click();
    await settings.webhookField("Header 1 name").fill("X-Shop");
    await settings.webhookField("Header 1 value").fill("other");
    await settings.saveWebhookButton.click();
    const secret = (await settings.newSecret.locator("code").textContent()) ?? "";
    expect(secret).toMatch(/^whsec_/);
    receiver.useSecret(secret);
    // The saving indicator, not a toast that merely contains the word.
    await expect(page.getByRole("status").getByText(/^\W*Saved$/)).toBeVisible();

    await settings.testEventButton.click();
    await expect(page.getByText("The receiver answered 200")).toBeVisible();
    await expect(page.getByText("signature ok")).toBeVisible();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]).toMatchObject({ path: "/hooks/tracking", headers: { "x-api-key": "key-0123456789-abcd", "x-shop": "other" } });
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: "test" });

    // The secret was shown once: a new visit says one is set, never what it is.
    await page.reload();
    await expect(page.getByText(/A signing secret is set/)).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);
    await expect(settings.webhookForm.getByLabel("Authentication key")).toHaveValue("");
  } finally {
    await receiver.close();
  }
});

test("a viewer sees the settings but cannot change them, and the page has no serious accessibility problem", async ({ page }, testInfo) => {
  await signIn(page, "viewer");
  const settings = new NotificationSettingsScreen(page);
  await settings.goto();
  await expect(settings.heading).toBeVisible();
  await expect(page.getByText("You can see these settings; only a seller admin or operator can change them.")).toBeVisible();
  await expect(settings.senderEmail).toBeDisabled();
  await expect(settings.smsSwitch).toBeDisabled();
  await expect(settings.webhookField("Webhook URL")).toBeDisabled();
  await expect(settings.saveWebhookButton).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, testInfo, "/notifications/settings (viewer)");
});
