import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { PICKUP_MESSAGES, type PickupType } from "../api/schemas/pickups";
import { MISREAD_MESSAGE } from "./scanner/misread";

/**
 * The server's refusals of a pickup or dropoff scan (POST /v1/pickups), in the user's language,
 * each with what to do about it. The server answers in English (PICKUP_MESSAGES); the scan screen
 * and the outbox screen recognise its words and show ours, as the tracking settings do.
 */
export type PickupRefusal = "not-dispatched" | "unknown-code" | "misread" | "already-recorded" | "clock-ahead" | "too-old";

/** A field's message arrives as "reference <message>" (extractErrorMessages): compared by its end. */
const RECOGNISED: readonly [PickupRefusal, (message: string) => boolean][] = [
  ["not-dispatched", (message) => message === PICKUP_MESSAGES.notDispatched],
  ["unknown-code", (message) => message === PICKUP_MESSAGES.unknownReference],
  ["misread", (message) => message.endsWith(PICKUP_MESSAGES.misread)],
  ["already-recorded", (message) => message === PICKUP_MESSAGES.alreadyRecorded("pickup") || message === PICKUP_MESSAGES.alreadyRecorded("dropoff")],
  ["clock-ahead", (message) => message.endsWith(PICKUP_MESSAGES.scannedInFuture)],
  ["too-old", (message) => message.endsWith(PICKUP_MESSAGES.scannedTooLongAgo)],
];

/** Which refusal the server's messages are, when they are one we know. */
export function pickupRefusalOf(messages: readonly string[]): PickupRefusal | undefined {
  for (const [refusal, matches] of RECOGNISED) if (messages.some(matches)) return refusal;
  return undefined;
}

/** The refusal in the user's words (the same sentence as the server's). */
export function pickupRefusalText(refusal: PickupRefusal, type: PickupType, i18n: I18n): string {
  switch (refusal) {
    case "not-dispatched":
      return i18n._(msg`Dispatch the order before recording its pickup or dropoff.`);
    case "unknown-code":
      return i18n._(msg`No order with this tracking number or order number.`);
    case "misread":
      return i18n._(MISREAD_MESSAGE);
    case "already-recorded":
      return type === "dropoff" ? i18n._(msg`This order's dropoff is already recorded.`) : i18n._(msg`This order's pickup is already recorded.`);
    case "clock-ahead":
      return i18n._(msg`The scan time is in the future; check the device's clock.`);
    case "too-old":
      return i18n._(msg`The scan is more than 30 days old.`);
  }
}

/** What the person can do about a refused scan waiting on the outbox screen. */
export function pickupRefusalAdvice(refusal: PickupRefusal, i18n: I18n): string {
  switch (refusal) {
    case "not-dispatched":
      return i18n._(msg`Dispatch the order, then press Retry. If the parcel should not go, discard this scan.`);
    case "unknown-code":
    case "misread":
      return i18n._(msg`Check the code on the label: correct it to send the scan again, or discard it.`);
    case "already-recorded":
      return i18n._(msg`The server already has this handover: nothing is lost. Discard this scan.`);
    case "clock-ahead":
      return i18n._(msg`Set the device's date and time right, then press Retry in a few minutes.`);
    case "too-old":
      return i18n._(msg`It can no longer be recorded: discard this scan.`);
  }
}
