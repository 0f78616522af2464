import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ScanResult } from "../../../offline/overpack-scans";
import { overpackRefusalText } from "../../../ui/overpack-refusal-text";

/** One scan's result in the user's language: added, waiting to be sent, already in, or refused with why. */
export function scanResultText(result: ScanResult, i18n: I18n): string {
  switch (result.kind) {
    case "added":
      return i18n._(msg`Added`);
    case "pending":
      return i18n._(msg`Waiting to be sent`);
    case "already":
      return i18n._(msg`Already in this overpack`);
    case "refused": {
      const why = overpackRefusalText(result.reason, result.messages, i18n);
      return result.byServer ? i18n._(msg`Refused by the server: ${why}`) : i18n._(msg`Refused: ${why}`);
    }
  }
}
