import { msg } from "@lingui/core/macro";
import { isMisreadS10 } from "../../domain/s10";

/**
 * A misread, caught before anything is recorded or queued (issue 13): a code in the S10 shape of
 * a tracking number (two letters, nine digits, two letters) whose check digit does not add up,
 * from the camera, a keyboard-wedge scanner or the keyboard alike. Every other code (last-mile
 * numbers, order numbers, volume numbers such as "NB473124829BR-1") is not judged here.
 *
 * Screens ask this only after the orders saved on the device had their say: a reference issued
 * before references were S10 numbers (decision 025) has the shape without a real check digit.
 */
export const isMisreadCode = (code: string): boolean => isMisreadS10(code);

/** What the user is told; the server's 422 says the same (PICKUP_MESSAGES.misread). */
export const MISREAD_MESSAGE = msg`This code's check digit is wrong: scan it again.`;
