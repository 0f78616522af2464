import { beforeAll, describe, expect, it } from "vitest";
import { i18n, setupI18n } from "@lingui/core";
import { activateLocale } from "../../tests/setup/test-providers";
import { CHARGE_REFUSAL_TEXTS, type ChargeRefusal, SERVICE_CATEGORY_CODES, chargeRefusalText } from "../domain/billing";
import { dispatchRefusalLine, dispatchRefusalText } from "./dispatch-refusal-text";
import { INTL_LOCALE } from "./format/locale";

/** English with no catalog: Lingui shows the source messages, which are the English texts. */
const en = setupI18n({ locale: "en", locales: [INTL_LOCALE.en], messages: { en: {} } });

/** The server's English names of the demo categories (migration 024). */
const SERVER_NAMES: Record<(typeof SERVICE_CATEGORY_CODES)[number], string> = {
  freight: "Freight",
  duties: "Duties and taxes",
  sms: "SMS",
  whatsapp: "WhatsApp",
  tax_id_check: "Strict tax ID check",
};

describe("a dispatch refused by the balance (issue 20)", () => {
  it("names the service and why, in the words the server uses, for every service and reason", () => {
    for (const service of SERVICE_CATEGORY_CODES) {
      for (const reason of Object.keys(CHARGE_REFUSAL_TEXTS) as ChargeRefusal[]) {
        const refusal = { reason: "balance_not_allowed", service, service_refusal: reason };
        expect(dispatchRefusalText(refusal, ["ignored"], en)).toBe(chargeRefusalText(SERVER_NAMES[service], reason));
      }
    }
  });

  it("shows the server's words for a service or reason this app does not know", () => {
    const messages = ["Parcel lockers: Service is not active"];
    expect(dispatchRefusalText({ reason: "balance_not_allowed", service: "lockers", service_refusal: "not_active" }, messages, en)).toBe(messages[0]);
    expect(dispatchRefusalText({ reason: "balance_not_allowed", service: "freight", service_refusal: "later_reason" }, messages, en)).toBe(messages[0]);
  });

  it("is not put under the contract heading on the outbox screen", () => {
    expect(dispatchRefusalLine("NB-1", { reason: "balance_not_allowed", service: "freight", service_refusal: "negative_balance" }, [], en)).toBe("Freight: Service is suspended due to negative balance");
  });
});

describe("a dispatch refused by the balance, in the user's language", () => {
  const BALANCE = { reason: "balance_not_allowed", service: "freight", service_refusal: "negative_balance" };
  const SERVER_WORDS = ["Freight: Service is suspended due to negative balance"];
  beforeAll(() => activateLocale("en"));

  it("names the service and why in Portuguese and Chinese", async () => {
    expect(dispatchRefusalText({ ...BALANCE, service: "sms", service_refusal: "over_limit" }, [], i18n)).toBe("SMS: This service would take the balance below its limit");
    await activateLocale("pt_BR");
    expect(dispatchRefusalText(BALANCE, SERVER_WORDS, i18n)).toBe("Frete: Serviço suspenso por saldo negativo");
    expect(dispatchRefusalText({ ...BALANCE, service_refusal: "non_payment" }, [], i18n)).toBe("Frete: Serviço suspenso por falta de pagamento");
    await activateLocale("zh_CN");
    expect(dispatchRefusalText({ ...BALANCE, service_refusal: "not_active" }, [], i18n)).toBe("运费：服务未启用");
    await activateLocale("en");
  });
});
