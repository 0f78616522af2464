import { describe, expect, it } from "vitest";
import { DEFAULT_MAIL_FROM, loadDeliveryConfig } from "./delivery-config";

describe("the delivery settings of the environment", () => {
  it("sends nothing anywhere by default: mails to the outbox, no admin webhook, no SMS provider", () => {
    expect(loadDeliveryConfig({})).toEqual({ smtpUrl: null, mailFrom: DEFAULT_MAIL_FROM, adminWebhook: null, sms: null });
    expect(loadDeliveryConfig({ SMTP_URL: "", MAIL_FROM: "" }).smtpUrl).toBeNull();
  });

  it("reads SMTP, the sender, the admin webhook and the SMS provider", () => {
    const config = loadDeliveryConfig({
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      MAIL_FROM: "tracking@portal.example.com",
      ADMIN_WEBHOOK_URL: "https://ops.example.com/hooks",
      ADMIN_WEBHOOK_SECRET: "whsec_c2VjcmV0",
      SMS_PROVIDER_URL: "https://api.twilio.com",
      SMS_ACCOUNT_SID: "AC1",
      SMS_AUTH_TOKEN: "token",
      SMS_FROM: "+15550001111",
    });
    expect(config).toEqual({
      smtpUrl: "smtps://user:pass@mail.example.com:465",
      mailFrom: "tracking@portal.example.com",
      adminWebhook: { url: "https://ops.example.com/hooks", secret: "whsec_c2VjcmV0" },
      sms: { baseUrl: "https://api.twilio.com", accountSid: "AC1", authToken: "token", smsFrom: "+15550001111", whatsappFrom: null },
    });
  });

  it("refuses a wrong URL or half a setting with a message naming it, rather than sending nothing silently", () => {
    expect(() => loadDeliveryConfig({ SMTP_URL: "mail.example.com" })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadDeliveryConfig({ ADMIN_WEBHOOK_URL: "https://ops.example.com/hooks" })).toThrow(/ADMIN_WEBHOOK_SECRET: needed/);
    expect(() => loadDeliveryConfig({ SMS_PROVIDER_URL: "https://api.twilio.com", SMS_ACCOUNT_SID: "AC1" })).toThrow(/SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM: needed/);
  });
});
