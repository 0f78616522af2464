import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { MISREAD_MESSAGE } from "../../../ui/scanner";
import type { ScanSelection } from "../list/order-selection";
import type { OrderScanResult } from "./use-order-scan";

/**
 * What a warehouse scan says, the same on /orders (the scan field) and on an order page (a scan
 * caught there): one wording for one outcome wherever the worker stands.
 */

export const selectedText = (number: string, count: number, i18n: I18n) =>
  i18n._(msg({ message: plural(count, { one: `${number} selected (# selected)`, other: `${number} selected (# selected)` }) }));

export const alreadySelectedText = (number: string, count: number, i18n: I18n) =>
  i18n._(msg({ message: plural(count, { one: `${number} is already selected (# selected)`, other: `${number} is already selected (# selected)` }) }));

/** What a scan in selection mode did to the selection, counting the orders selected after it. */
export function scanSelectionText(outcome: ScanSelection, number: string, count: number, i18n: I18n): string {
  switch (outcome) {
    case "added":
      return selectedText(number, count, i18n);
    case "already-selected":
      return alreadySelectedText(number, count, i18n);
    case "already-dispatched":
      return i18n._(msg`${number} is already dispatched, so it was not added to the selection.`);
  }
}

/** Why a scanned code opened or selected nothing. */
export function scanProblemText(result: Exclude<OrderScanResult, { kind: "found" }>, i18n: I18n): string {
  const scanned = result.code;
  switch (result.kind) {
    case "unknown":
      return i18n._(msg`No order has the code ${scanned}. Check the label and scan again.`);
    case "misread":
      return i18n._(MISREAD_MESSAGE);
    case "not-on-device":
      return i18n._(msg`This device is offline and has no saved order with the code ${scanned}. Connect to the internet to look it up.`);
    case "unreachable":
      return i18n._(msg`The code ${scanned} could not be looked up because the server did not answer. Try again.`);
  }
}
