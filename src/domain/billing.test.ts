import { describe, expect, it } from "vitest";
import { type CategoryAccount, balanceCard, cardMessageText, cardState, chargeRefusal, chargeRefusalText, plainAmount } from "./billing";

const account = (over: Partial<CategoryAccount> = {}): CategoryAccount => ({
  method: "prepaid",
  is_active: true,
  is_blocked: false,
  limit_cents: null,
  balance_cents: 10_000,
  global_active: true,
  ...over,
});

const textOf = (a: CategoryAccount) => {
  const message = cardState(a).message;
  return message ? cardMessageText(message) : null;
};

describe("balance card state (spec section 4)", () => {
  it("a prepaid service blocked with a negative balance is disabled and suspended for negative balance", () => {
    const a = account({ is_blocked: true, balance_cents: -1 });
    expect(cardState(a)).toMatchObject({ disabled: true, suspended: false });
    expect(textOf(a)).toBe("Service is suspended due to negative balance");
  });

  it("a prepaid service blocked with money left is still usable", () => {
    expect(cardState(account({ is_blocked: true, balance_cents: 0 })).disabled).toBe(false);
  });

  it("a blocked postpaid service is suspended for non-payment, whatever its balance", () => {
    const a = account({ method: "postpaid", is_blocked: true, balance_cents: 5_000 });
    expect(cardState(a)).toMatchObject({ disabled: false, suspended: true });
    expect(textOf(a)).toBe("Service is suspended due to non-payment");
  });

  it("an inactive service says so; a prepaid one is disabled", () => {
    expect(textOf(account({ is_active: false }))).toBe("Service is not active");
    expect(cardState(account({ is_active: false })).disabled).toBe(true);
    expect(textOf(account({ method: "postpaid", is_active: false }))).toBe("Service is not active");
  });

  it("global inactive comes before every other reason", () => {
    const a = account({ global_active: false, is_active: false, is_blocked: true, balance_cents: -500 });
    expect(textOf(a)).toBe("Global is not active");
    expect(cardState(a).disabled).toBe(true);
  });

  it("under the negative of the limit says by how much, with two decimals", () => {
    const a = account({ limit_cents: 10_000, balance_cents: -15_050 });
    expect(textOf(a)).toBe("Balance is 50.50 below the limit");
    expect(cardState(a).disabled).toBe(false);
  });

  it("within the limit says nothing; exactly at it is not below it", () => {
    expect(cardState(account({ limit_cents: 10_000, balance_cents: -10_000 })).message).toBeNull();
  });

  it("no limit set says No limit", () => {
    expect(textOf(account({ balance_cents: -999_999 }))).toBe("No limit");
  });
});

describe("charging a service", () => {
  it("an active prepaid account without limit may go negative", () => {
    expect(chargeRefusal(account({ balance_cents: 100 }), 5_000)).toBeNull();
  });

  it("refuses for each stopping reason of the card", () => {
    expect(chargeRefusal(account({ global_active: false }), 1)).toBe("global_not_active");
    expect(chargeRefusal(account({ is_active: false }), 1)).toBe("not_active");
    expect(chargeRefusal(account({ is_blocked: true, balance_cents: -1 }), 1)).toBe("negative_balance");
    expect(chargeRefusal(account({ method: "postpaid", is_blocked: true }), 1)).toBe("non_payment");
    expect(chargeRefusal(null, 1)).toBe("no_account");
  });

  it("a blocked prepaid account cannot go below zero, to the cent", () => {
    expect(chargeRefusal(account({ is_blocked: true, balance_cents: 1_000 }), 1_000)).toBeNull();
    expect(chargeRefusal(account({ is_blocked: true, balance_cents: 1_000 }), 1_001)).toBe("insufficient_balance");
  });

  it("a limit bounds how far below zero a charge may take the balance", () => {
    expect(chargeRefusal(account({ limit_cents: 5_000, balance_cents: 0 }), 5_000)).toBeNull();
    expect(chargeRefusal(account({ limit_cents: 5_000, balance_cents: 0 }), 5_001)).toBe("over_limit");
  });

  it("names the service and why", () => {
    expect(chargeRefusalText("Freight", "negative_balance")).toBe("Freight: Service is suspended due to negative balance");
  });
});

describe("cards and amounts", () => {
  it("plain amounts have two decimals and a sign", () => {
    expect(plainAmount(0)).toBe("0.00");
    expect(plainAmount(5)).toBe("0.05");
    expect(plainAmount(-123_456)).toBe("-1234.56");
  });

  it("a postpaid card shows its partial invoice, a prepaid one none", () => {
    const category = { id: 1, code: "freight", name: "Freight" };
    const base = { category, global_active: true, balance_cents: { prepaid: 700, postpaid: -300 }, partial_invoice_cents: 300 };
    const post = balanceCard({ ...base, setting: { method: "postpaid", is_active: true, is_blocked: false, limit_cents: null } });
    expect(post).toMatchObject({ method: "postpaid", balance_cents: -300, partial_invoice_cents: 300 });
    const pre = balanceCard({ ...base, setting: { method: "prepaid", is_active: true, is_blocked: false, limit_cents: null } });
    expect(pre).toMatchObject({ method: "prepaid", balance_cents: 700, partial_invoice_cents: null });
  });

  it("a category without a setting is an inactive prepaid card at 0.00", () => {
    const card = balanceCard({ category: { id: 3, code: "sms", name: "SMS" }, setting: null, global_active: true, balance_cents: {}, partial_invoice_cents: 0 });
    expect(card).toMatchObject({ method: "prepaid", balance_cents: 0, state: { disabled: true, message: { code: "not_active" } } });
  });
});
