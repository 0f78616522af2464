import { BALANCE, CATEGORIES, accountEvent, invoice, settingsAnswer } from "../fixtures/billing";
import { type RouteHandler, json } from "./fetch-stub";

export const eventPage = (events: ReturnType<typeof accountEvent>[], count = events.length) =>
  json({ data: { seller_account_events: events, count, meta: { start_date: "2026-08-28", end_date: "2026-11-26", offset: 0, limit: 15 } } });

/** Every call /billing makes, answered with the fixtures above (override one by its key). */
export function billingStubs(overrides: Record<string, RouteHandler> = {}): Record<string, RouteHandler> {
  return {
    "GET /v1/seller_accounts/categories": () => json({ data: CATEGORIES }),
    "GET /v1/sellers/1/seller_account_setting": () => json({ data: settingsAnswer() }),
    "GET /v1/seller_account_events/1/balance": () => json({ data: BALANCE }),
    "GET /v1/sellers/1/seller_account_events": () => eventPage([accountEvent(1), accountEvent(2, { event_type: "service", value: -12.3, service: "Order NB-1" })]),
    "GET /v1/seller_account_invoices/1/invoices": () => json({ data: { seller_account_invoices: [invoice(1), invoice(2, { paid: false })], count: 2 } }),
    "GET /v1/seller_account_events": () => eventPage([accountEvent(1)]),
    ...overrides,
  };
}
