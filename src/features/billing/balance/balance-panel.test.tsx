import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { json, stubFetch } from "../../../../tests/setup/fetch-stub";
import { renderApp } from "../../../../tests/setup/render-app";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import { settingsAnswer } from "../../../../tests/fixtures/billing";
import { billingStubs } from "../../../../tests/setup/billing-stubs";
import { clearSessionUser, storeSessionUser } from "../../../api/session";

const LOAD = { timeout: 15_000 };
const TEST = { timeout: 60_000 };
const NO_NOTIFICATIONS = { "GET /v1/my_notifications": () => json({ data: { elements: [], count: 0, ids: [] } }) };

/** A card by its category's name. */
const card = async (name: string) => screen.findByRole("article", { name }, LOAD);
/** The value of a card's fact (its `dd`) by its term. */
const fact = (element: HTMLElement, term: string) => within(element).getByText(term, { selector: "dt" }).nextElementSibling;

describe("/billing's Balance tab", () => {
  beforeEach(() => storeSessionUser(demoSessionUser()));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionUser();
  });

  it("shows each account's card with its badge, balance in reais, and the spec's message and state", TEST, async () => {
    stubFetch({ ...NO_NOTIFICATIONS, ...billingStubs() });
    await renderApp("/billing");

    const freight = await card("Freight");
    expect(within(freight).getByText("Pre-paid")).toBeVisible();
    expect(fact(freight, "Balance")).toHaveTextContent(/^R\$1,234\.50$/);
    expect(within(freight).getByText("No limit")).toBeVisible();
    expect(within(freight).queryByText("Partial Invoice")).toBeNull();
    expect(within(freight).queryByText("Disabled")).toBeNull();

    const duties = await card("Duties and taxes");
    expect(within(duties).getByText("Post-paid")).toBeVisible();
    expect(within(duties).getByText("Partial Invoice")).toBeVisible();
    expect(fact(duties, "Partial Invoice")).toHaveTextContent(/^R\$321\.09$/);
    expect(fact(duties, "Balance")).toHaveTextContent(/^-R\$80\.00$/);
    expect(within(duties).getByText("Suspended")).toBeVisible();
    expect(within(duties).getByText("Service is suspended due to non-payment")).toBeVisible();

    const sms = await card("SMS");
    expect(within(sms).getByText("Disabled")).toBeVisible();
    expect(within(sms).getByText("Service is suspended due to negative balance")).toBeVisible();

    const whatsapp = await card("WhatsApp");
    // Zero shows as 0.00 (spec section 9).
    expect(fact(whatsapp, "Balance")).toHaveTextContent(/^R\$0\.00$/);
    expect(within(whatsapp).getByText("Disabled")).toBeVisible();
    expect(within(whatsapp).getByText("Service is not active")).toBeVisible();

    const taxId = await card("Strict tax ID check");
    expect(within(taxId).getByText("Balance is 50.25 below the limit")).toBeVisible();
    expect(within(taxId).queryByText("Suspended")).toBeNull();

    // Each card has its settings and its usage.
    expect(within(freight).getByRole("button", { name: "Settings of Freight" })).toBeVisible();
    expect(within(freight).getByRole("button", { name: "View usage of Freight" })).toBeVisible();
  });

  it("says Global is not active on every card when the seller's global account is off; prepaid cards are disabled", TEST, async () => {
    stubFetch({ ...NO_NOTIFICATIONS, ...billingStubs({ "GET /v1/sellers/1/seller_account_setting": () => json({ data: settingsAnswer(false) }) }) });
    await renderApp("/billing");
    for (const name of ["Freight", "Duties and taxes", "SMS", "WhatsApp", "Strict tax ID check"]) {
      expect(within(await card(name)).getByText("Global is not active")).toBeVisible();
    }
    expect(within(await card("Freight")).getByText("Disabled")).toBeVisible();
  });

  it("writes the messages and amounts in Portuguese", TEST, async () => {
    stubFetch({ ...NO_NOTIFICATIONS, ...billingStubs() });
    await renderApp("/billing", "pt_BR");
    const taxId = await card("Verificação rigorosa de CPF/CNPJ");
    expect(within(taxId).getByText("O saldo está 50,25 abaixo do limite")).toBeVisible();
    expect(fact(await card("Frete"), "Saldo")).toHaveTextContent(/^R\$\s1\.234,50$/);
    expect(within(await card("Frete")).getByText("Pré-pago")).toBeVisible();
  });

  it("offers Add Credit to the seller's admin only", TEST, async () => {
    storeSessionUser(demoSessionUser({ group: "seller-viewer", name: "Vera Viewer", id: 3 }));
    stubFetch({ ...NO_NOTIFICATIONS, ...billingStubs() });
    await renderApp("/billing");
    await card("Freight");
    expect(screen.queryByRole("button", { name: "Add Credit" })).toBeNull();
  });
});
