import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { PICKUP_MESSAGES } from "../../api/schemas/pickups";
import { MISREAD_MESSAGE, isMisreadCode } from "./misread";

describe("isMisreadCode", () => {
  it("catches an S10 tracking number with a wrong check digit, typed or scanned in any case", () => {
    for (const code of ["NB473124820BR", "nb473124820br", " RR123456780CH "]) expect(isMisreadCode(code), code).toBe(true);
  });

  it("lets valid S10 numbers and every other kind of code through", () => {
    for (const code of ["NB473124829BR", "RR123456785CH", "NB473124820BR-1", "REF-1", "LG-10042", "LM000123", "1Z999AA10123456784"]) {
      expect(isMisreadCode(code), code).toBe(false);
    }
  });

  it("tells the user the same as the server's refusal", () => {
    const en = setupI18n({ locale: "en", messages: { en: {} } });
    expect(en._(MISREAD_MESSAGE)).toBe(PICKUP_MESSAGES.misread);
  });
});
