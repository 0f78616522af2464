import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import type { NotificationSettings } from "../../api/schemas/notification-settings";
import { storeSessionUser } from "../../api/session";
import { SavingIndicator } from "../../ui/saving-indicator";
import { NotificationSettingsPage } from "./notification-settings-page";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };
const PATH = "/v1/notification_settings/7";

const DEFAULTS: NotificationSettings = {
  seller_id: 7,
  sender_email: null,
  sender_domain: null,
  txt_record: null,
  domain_verified_at: null,
  verification_email_sent_at: null,
  sms_enabled: false,
  sms_cost_confirmation: null,
  whatsapp_enabled: false,
  whatsapp_cost_confirmation: null,
  webhook_url: null,
  webhook_method: "POST",
  webhook_auth_header: null,
  webhook_auth_key_hint: null,
  webhook_headers: [],
  webhook_endpoint: null,
  webhook_secret_set: false,
  webhook_secret_created_at: null,
  updated_at: null,
};

const WITH_DOMAIN: NotificationSettings = {
  ...DEFAULTS,
  sender_email: "notify@lumen-shop.example",
  sender_domain: "lumen-shop.example",
  txt_record: { name: "_portal-verification.lumen-shop.example", value: "portal-verification=0123456789abcdef" },
  verification_email_sent_at: "2026-11-26T10:00:00.000Z",
};

async function renderPage(group: "seller-admin" | "seller-viewer" = "seller-admin", locale: "en" | "pt_BR" = "en") {
  queryClient.clear();
  await activateLocale(locale);
  storeSessionUser(demoSessionUser({ group, seller_id: 7 }));
  render(
    <ShellProviders>
      <SavingIndicator />
      <NotificationSettingsPage />
    </ShellProviders>,
  );
  expect(screen.getByRole("heading", { level: 1, name: locale === "en" ? "Notification settings" : "Configurações de notificação" })).toBeVisible();
  await screen.findByRole("heading", { level: 2, name: locale === "en" ? "Webhook" : "Webhook" }, SLOW);
}

afterEach(() => vi.unstubAllGlobals());

describe("/notifications/settings", () => {
  it("refuses a free-mail sender before sending, then saves an address of the seller's domain and shows its TXT record", TEST, async () => {
    const puts: unknown[] = [];
    stubFetch({
      [`GET ${PATH}`]: () => json({ data: DEFAULTS }),
      [`PUT ${PATH}`]: async (request) => {
        puts.push(await request.json());
        return json({ data: WITH_DOMAIN });
      },
    });
    await renderPage();
    const form = screen.getByRole("form", { name: "Sender e-mail" });
    const email = within(form).getByRole("textbox", { name: "Sender e-mail" });
    await userEvent.type(email, "shop@gmail.com");
    await userEvent.click(within(form).getByRole("button", { name: "Save e-mail" }));
    expect(await within(form).findByText("email format invalid or not allowed")).toBeVisible();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(puts).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, "notify@lumen-shop.example");
    await userEvent.click(within(form).getByRole("button", { name: "Save e-mail" }));
    expect(await screen.findByText("Settings updated", undefined, SLOW)).toBeVisible();
    expect(screen.getByText("Saved")).toBeVisible();
    expect(puts).toEqual([{ sender_email: "notify@lumen-shop.example" }]);
    const record = screen.getByLabelText("TXT record to publish");
    expect(within(record).getByText("_portal-verification.lumen-shop.example")).toBeVisible();
    expect(within(record).getByText("portal-verification=0123456789abcdef")).toBeVisible();
    expect(screen.getByText("Not verified")).toBeVisible();
  });

  it("shows why Verify failed in the domain's frame, and the spec's message after Resend", TEST, async () => {
    stubFetch({
      [`GET ${PATH}`]: () => json({ data: WITH_DOMAIN }),
      [`POST ${PATH}/verify-domain`]: () => json({ messages: [{ sender_domain: ["The TXT record was not found yet; DNS changes can take a few hours"] }] }, 422),
      [`POST ${PATH}/resend-verification`]: () => json({ data: { ...WITH_DOMAIN, verification_email_sent_at: "2026-11-27T00:30:00.000Z" }, message: "verification email resent" }),
    });
    await renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("The TXT record was not found yet; DNS changes can take a few hours", { selector: "li" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByText("verification email resent", undefined, SLOW)).toBeVisible();
  });

  it("asks to confirm the extra cost before turning SMS on, and sends nothing when the user cancels", TEST, async () => {
    const puts: unknown[] = [];
    stubFetch({
      [`GET ${PATH}`]: () => json({ data: DEFAULTS }),
      [`PUT ${PATH}`]: async (request) => {
        puts.push(await request.json());
        return json({ data: { ...DEFAULTS, sms_enabled: true, sms_cost_confirmation: { at: "2026-11-27T00:30:00.000Z", by: "Ana Admin" } } });
      },
    });
    await renderPage();
    const sms = screen.getByRole("switch", { name: "SMS to buyers" });
    await userEvent.click(sms);
    let dialog = await screen.findByRole("dialog", { name: "Turn on SMS?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sms).not.toBeChecked();
    expect(puts).toEqual([]);

    await userEvent.click(sms);
    dialog = await screen.findByRole("dialog", { name: "Turn on SMS?" });
    expect(within(dialog).getByText(/charged to your account/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm the cost and turn on" }));
    expect(await screen.findByText(/Extra cost confirmed by Ana Admin/, undefined, SLOW)).toBeVisible();
    expect(screen.getByRole("switch", { name: "SMS to buyers" })).toBeChecked();
    expect(puts).toEqual([{ sms_enabled: true, confirm_cost: true }]);
  });

  it("saves the webhook with header rows and a write-only key, shows the new secret once, and the test event's answer", TEST, async () => {
    const puts: unknown[] = [];
    const saved: NotificationSettings = {
      ...DEFAULTS,
      webhook_url: "https://hooks.lumen.example",
      webhook_endpoint: "/tracking",
      webhook_auth_header: "X-Api-Key",
      webhook_auth_key_hint: "••••",
      webhook_headers: [{ name: "X-Shop", value: "lumen" }],
      webhook_secret_set: true,
      webhook_secret_created_at: "2026-11-27T00:30:00.000Z",
    };
    stubFetch({
      [`GET ${PATH}`]: () => json({ data: DEFAULTS }),
      [`PUT ${PATH}`]: async (request) => {
        puts.push(await request.json());
        return json({ data: { ...saved, webhook_secret: "whsec_c2VjcmV0LXNob3duLW9uY2UtMTIzNDU2" } });
      },
      [`POST ${PATH}/webhook-test`]: () => json({ data: { ok: false, status: 401, body: "<b>bad signature</b>", error: null } }),
    });
    await renderPage();
    const form = screen.getByRole("form", { name: "Webhook" });
    await userEvent.type(within(form).getByRole("textbox", { name: "Webhook URL" }), "https://hooks.lumen.example");
    await userEvent.type(within(form).getByRole("textbox", { name: "Endpoint" }), "/tracking");
    await userEvent.type(within(form).getByRole("textbox", { name: "Authentication header name" }), "X-Api-Key");
    await userEvent.type(within(form).getByLabelText("Authentication key"), "key-0123456789-abcd");
    await userEvent.click(within(form).getByRole("button", { name: "Add header" }));
    await userEvent.type(within(form).getByRole("textbox", { name: "Header 1 name" }), "X-Shop");
    await userEvent.type(within(form).getByRole("textbox", { name: "Header 1 value" }), "lumen");
    await userEvent.click(within(form).getByRole("button", { name: "Save webhook" }));

    const secret = await screen.findByRole("region", { name: "New signing secret" }, SLOW);
    expect(within(secret).getByText("whsec_c2VjcmV0LXNob3duLW9uY2UtMTIzNDU2")).toBeVisible();
    expect(puts[0]).toEqual({
      webhook_url: "https://hooks.lumen.example",
      webhook_method: "POST",
      webhook_endpoint: "/tracking",
      webhook_auth_header: "X-Api-Key",
      webhook_auth_key: "key-0123456789-abcd",
      webhook_headers: [{ name: "X-Shop", value: "lumen" }],
    });
    // The key field is emptied after the save: the key is never shown back.
    expect(within(form).getByLabelText("Authentication key")).toHaveValue("");
    await userEvent.click(within(secret).getByRole("button", { name: "I have saved it" }));
    expect(screen.queryByText("whsec_c2VjcmV0LXNob3duLW9uY2UtMTIzNDU2")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Send test event" }));
    expect(await screen.findByText("The receiver answered 401", undefined, SLOW)).toBeVisible();
    // The receiver's body is shown as text, never as HTML.
    expect(screen.getByText("<b>bad signature</b>")).toBeVisible();
  });

  it("shows the webhook URL's refusal in its field frame", TEST, async () => {
    stubFetch({
      [`GET ${PATH}`]: () => json({ data: DEFAULTS }),
      [`PUT ${PATH}`]: () => json({ messages: [{ webhook_url: ["The webhook URL must not point to a loopback or private address"] }] }, 422),
    });
    await renderPage();
    const form = screen.getByRole("form", { name: "Webhook" });
    const url = within(form).getByRole("textbox", { name: "Webhook URL" });
    await userEvent.type(url, "https://10.0.0.5/hooks");
    await userEvent.click(within(form).getByRole("button", { name: "Save webhook" }));
    expect(await within(form).findByText("The webhook URL must not point to a loopback or private address")).toBeVisible();
    expect(url).toHaveAttribute("aria-invalid", "true");
    expect(url).toHaveValue("https://10.0.0.5/hooks");
  });

  it("is read-only for a viewer, in Portuguese", TEST, async () => {
    stubFetch({ [`GET ${PATH}`]: () => json({ data: { ...WITH_DOMAIN, webhook_url: "https://hooks.lumen.example", webhook_secret_set: true, webhook_secret_created_at: "2026-11-27T00:30:00.000Z" } }) });
    await renderPage("seller-viewer", "pt_BR");
    expect(screen.getByText("Você pode ver estas configurações; somente um administrador ou operador do vendedor pode alterá-las.")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "E-mail do remetente" })).toBeDisabled();
    expect(screen.getByRole("switch", { name: "SMS aos compradores" })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: "URL do webhook" })).toBeDisabled();
    for (const name of ["Salvar e-mail", "Verificar", "Salvar webhook", "Trocar a chave", "Enviar evento de teste"]) expect(screen.queryByRole("button", { name })).toBeNull();
  });
});
