import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { ApiError } from "../../../api/errors";
import { REVERSE_MESSAGES } from "../../../api/schemas/volume-reverses";
import type { ReverseRefusal } from "../../../domain/volume-reverse";
import { INTL_LOCALE } from "../../../ui/format/locale";
import { reverseErrorTexts, reverseRefusalText } from "./reverse-refusal-text";

/** English with no catalog: Lingui shows the source messages, which are the English texts. */
const en = setupI18n({ locale: "en", locales: [INTL_LOCALE.en], messages: { en: {} } });
const refused = (message: string, status = 409) => new ApiError("http", status, [message]);

describe("reverseErrorTexts", () => {
  it("recognises every refusal of the server and says it in the same words (our catalog translates them)", () => {
    for (const [refusal, english] of Object.entries(REVERSE_MESSAGES) as [ReverseRefusal, string][]) {
      expect(reverseRefusalText(refusal, en)).toBe(english);
      expect(reverseErrorTexts(refused(english), en)).toEqual([english]);
    }
  });

  it("recognises the volume_ids field messages, and shows a message it does not know as it is", () => {
    expect(reverseErrorTexts(refused("volume_ids Choose volumes of this order", 422), en)).toEqual(["Choose volumes of this order"]);
    expect(reverseErrorTexts(refused("Something new", 422), en)).toEqual(["Something new"]);
  });

  it("says to check the connection when the call never reached the server", () => {
    expect(reverseErrorTexts(new ApiError("network", undefined, []), en)).toEqual(["Check your internet connection and try again."]);
  });
});
