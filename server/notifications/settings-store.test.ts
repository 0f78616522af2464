import { describe, expect, it } from "vitest";
import { defaultNotificationSettings, verifiedSenderOf, webhookTargetOf, webhookUrlOf } from "./settings-store";

describe("what delivery reads from the settings", () => {
  it("joins the URL and the endpoint with one slash", () => {
    expect(webhookUrlOf("https://hooks.example.com/", "/tracking")).toBe("https://hooks.example.com/tracking");
    expect(webhookUrlOf("https://hooks.example.com/api", "events")).toBe("https://hooks.example.com/api/events");
    expect(webhookUrlOf("https://hooks.example.com/api", null)).toBe("https://hooks.example.com/api");
  });

  it("has no webhook target without a URL or a secret, and sends the auth header after the extra ones", () => {
    const base = defaultNotificationSettings(1);
    expect(webhookTargetOf(base)).toBeNull();
    expect(webhookTargetOf({ ...base, webhookUrl: "https://hooks.example.com" })).toBeNull();
    const target = webhookTargetOf({
      ...base,
      webhookUrl: "https://hooks.example.com",
      webhookEndpoint: "/t",
      webhookMethod: "PUT",
      webhookSecret: "whsec_abc",
      webhookAuthHeader: "X-Api-Key",
      webhookAuthKey: "the-key",
      webhookHeaders: [{ name: "X-Api-Key", value: "from extra headers" }, { name: "X-Shop", value: "lumen" }],
    });
    expect(target).toEqual({ url: "https://hooks.example.com/t", method: "PUT", secret: "whsec_abc", headers: { "X-Api-Key": "the-key", "X-Shop": "lumen" } });
  });

  it("names the seller's sender only once its domain is verified", () => {
    const base = { ...defaultNotificationSettings(1), senderEmail: "notify@shop.example", senderDomain: "shop.example" };
    expect(verifiedSenderOf(base)).toBeNull();
    expect(verifiedSenderOf({ ...base, domainVerifiedAt: "2026-11-27T00:00:00.000Z" })).toBe("notify@shop.example");
  });
});
