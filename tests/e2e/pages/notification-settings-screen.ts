import type { Locator, Page } from "@playwright/test";
import { type UiText, english } from "../support/catalogs";

/** /notifications/settings (src/features/notification-settings): e-mail, SMS/WhatsApp, webhook. */
export class NotificationSettingsScreen {
  static readonly PATH = "/notifications/settings";

  readonly heading: Locator;
  readonly emailForm: Locator;
  readonly senderEmail: Locator;
  readonly saveEmailButton: Locator;
  readonly txtRecord: Locator;
  readonly smsSwitch: Locator;
  readonly webhookForm: Locator;
  readonly saveWebhookButton: Locator;
  readonly newSecret: Locator;
  readonly testEventButton: Locator;
  readonly updated: Locator;

  constructor(
    readonly page: Page,
    readonly t: UiText = english,
  ) {
    const main = page.getByRole("main");
    this.heading = page.getByRole("heading", { level: 1, name: t("Notification settings") });
    this.emailForm = main.getByRole("form", { name: t("Sender e-mail") });
    this.senderEmail = this.emailForm.getByRole("textbox", { name: t("Sender e-mail") });
    this.saveEmailButton = this.emailForm.getByRole("button", { name: t("Save e-mail") });
    this.txtRecord = main.getByLabel(t("TXT record to publish"));
    this.smsSwitch = main.getByRole("switch", { name: t("SMS to buyers") });
    this.webhookForm = main.getByRole("form", { name: t("Webhook") });
    this.saveWebhookButton = this.webhookForm.getByRole("button", { name: t("Save webhook") });
    this.newSecret = main.getByRole("region", { name: t("New signing secret") });
    this.testEventButton = main.getByRole("button", { name: t("Send test event") });
    this.updated = page.getByText(t("Settings updated"));
  }

  async goto(): Promise<void> {
    await this.page.goto(NotificationSettingsScreen.PATH);
  }

  webhookField(name: string): Locator {
    return this.webhookForm.getByRole("textbox", { name: this.t(name), exact: true });
  }
}
