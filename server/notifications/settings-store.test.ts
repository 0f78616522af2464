import { describe, expect, it } from "vitest";
import { sealSetting } from "./sealed-settings";
import { defaultNotificationSettings, verifiedSenderOf, webhookTargetOf, webhookUrlOf } from "./settings-store";

const KEY = Buffer.alloc(32, 7);

describe("what delivery reads from the settings", () => {
  it("joins the URL and the endpoint with one slash", () => {
    expect(webhookUrlOf("https://hooks.example.com/", "/tracking")).toBe("https://hooks.example.com/tracking");
    expect(webhookUrlOf("https://hooks.example.com/api", "events")).toBe("https://hooks.example.com/api/events");
    expect(webhookUrlOf("https://hooks.example.com/api", null)).toBe("https://hooks.example.com/api");
  });

  it("has no webhook target without a URL or a secret, and sends the auth header after the extra ones", () => {
    const base = defaultNotificationSettings(1);
    expect(webhookTargetOf(base, KEY)).toBeNull();
    expect(webhookTargetOf({ ...base, webhookUrl: "https://hooks.example.com" }, KEY)).toBeNull();
    const configured = {
      ...base,
      webhookUrl: "https://hooks.example.com",
      webhookEndpoint: "/t",
      webhookMethod: "PUT" as const,
      webhookSecretSealed: sealSetting(KEY, 1, "webhook_secret", "whsec_abc"),
      webhookAuthHeader: "X-Api-Key",
      webhookAuthKeySealed: sealSetting(KEY, 1, "webhook_auth_key", "the-key"),
      webhookHeaders: [{ name: "X-Api-Key", value: "from extra headers" }, { name: "X-Shop", value: "lumen" }],
    };
    expect(webhookTargetOf(configured, KEY)).toEqual({ url: "https://hooks.example.com/t", method: "PUT", secret: "whsec_abc", headers: { "X-Api-Key": "the-key", "X-Shop": "lumen" } });
    // Sealed for another seller, or opened with another key (INTEGRATIONS_KEY changed): nothing to send.
    expect(webhookTargetOf({ ...configured, sellerId: 2 }, KEY)).toBeNull();
    expect(webhookTargetOf(configured, Buffer.alloc(32, 8))).toBeNull();
  });

  it("names the seller's sender only once its domain is verified", () => {
    const base = { ...defaultNotificationSettings(1), senderEmail: "notify@shop.example", senderDomain: "shop.example" };
    expect(verifiedSenderOf(base)).toBeNull();
    expect(verifiedSenderOf({ ...base, domainVerifiedAt: "2026-11-27T00:00:00.000Z" })).toBe("notify@shop.example");
  });
});
