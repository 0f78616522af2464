import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "@lingui/core";
import { activateLocale } from "../../tests/setup/test-providers";
import { dispatchRefusalLine, dispatchRefusalText } from "./dispatch-refusal-text";

const BALANCE = { reason: "balance_not_allowed", service: "freight", service_name: "Freight", service_refusal: "negative_balance" };
const SERVER_WORDS = ["Freight: Service is suspended due to negative balance"];

describe("a dispatch the balance refused (issue 20)", () => {
  beforeAll(() => activateLocale("en"));

  it("names the service and why, in the user's language", async () => {
    expect(dispatchRefusalText(BALANCE, SERVER_WORDS, i18n)).toBe("Freight: Service is suspended due to negative balance");
    expect(dispatchRefusalText({ ...BALANCE, service: "sms", service_refusal: "over_limit" }, [], i18n)).toBe("SMS: This service would take the balance below its limit");
    // The outbox's line has no contract heading for it.
    expect(dispatchRefusalLine("LG-1", BALANCE, SERVER_WORDS, i18n)).toBe("Freight: Service is suspended due to negative balance");
    await activateLocale("pt_BR");
    expect(dispatchRefusalText(BALANCE, SERVER_WORDS, i18n)).toBe("Frete: O serviço está suspenso por saldo negativo");
    expect(dispatchRefusalText({ ...BALANCE, service_refusal: "non_payment" }, [], i18n)).toBe("Frete: O serviço está suspenso por falta de pagamento");
    await activateLocale("zh_CN");
    expect(dispatchRefusalText({ ...BALANCE, service_refusal: "not_active" }, [], i18n)).toMatch(/^运费：服务未启用$/);
    await activateLocale("en");
  });

  it("names a service this app does not know by the server's name, and shows the server's words for a reason it does not know", () => {
    expect(dispatchRefusalText({ ...BALANCE, service: "fax", service_name: "Fax" }, SERVER_WORDS, i18n)).toBe("Fax: Service is suspended due to negative balance");
    expect(dispatchRefusalText({ ...BALANCE, service_refusal: "moon_phase" }, ["Freight: the moon is wrong"], i18n)).toBe("Freight: the moon is wrong");
  });
});
