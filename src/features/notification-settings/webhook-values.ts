import type { NotificationSettings, UpdateNotificationSettingsRequest, WebhookMethod } from "../../api/schemas/notification-settings";

/** One extra header row of the form; `key` keeps React's rows apart while names are typed. */
export interface HeaderRow {
  key: number;
  name: string;
  value: string;
}

export interface WebhookValues {
  url: string;
  method: WebhookMethod;
  endpoint: string;
  authHeader: string;
  /** Write-only: empty keeps the stored key (unless removeKey). */
  authKey: string;
  removeKey: boolean;
  headers: HeaderRow[];
}

let rowKeys = 0;
export const newHeaderRow = (name = "", value = ""): HeaderRow => ({ key: (rowKeys += 1), name, value });

export function webhookValues(settings: NotificationSettings): WebhookValues {
  return {
    url: settings.webhook_url ?? "",
    method: settings.webhook_method,
    endpoint: settings.webhook_endpoint ?? "",
    authHeader: settings.webhook_auth_header ?? "",
    authKey: "",
    removeKey: false,
    headers: settings.webhook_headers.map((h) => newHeaderRow(h.name, h.value)),
  };
}

/** The PUT body: every webhook field; the key only when typed (or removed). Blank header rows are dropped. */
export function webhookChanges(values: WebhookValues): UpdateNotificationSettingsRequest {
  const headers = values.headers.filter((h) => h.name.trim() !== "" || h.value.trim() !== "").map(({ name, value }) => ({ name, value }));
  return {
    webhook_url: values.url.trim() === "" ? null : values.url.trim(),
    webhook_method: values.method,
    webhook_endpoint: values.endpoint.trim() === "" ? null : values.endpoint.trim(),
    webhook_auth_header: values.authHeader.trim() === "" ? null : values.authHeader.trim(),
    ...(values.removeKey ? { webhook_auth_key: null } : values.authKey.trim() !== "" ? { webhook_auth_key: values.authKey } : {}),
    webhook_headers: headers,
  };
}
