import { fetchChallenge, login } from "../../api/calls/auth";
import { ApiError } from "../../api/errors";
import { type LoginRequest, SIGN_IN_MESSAGES, type SessionUser } from "../../api/schemas/auth";
import { encodeVerification } from "../../api/schemas/verification";

/**
 * Signing in, with the device check the server may ask for (decision 024): after too many
 * failed sign-ins from this address or for this account, the server answers 429 "needs a human
 * verification" instead of checking the password. The page then solves a login challenge by
 * itself (no puzzle for the user, about a second on a slow phone) and sends the sign-in again.
 */

/** The device check found no solution (a broken or forged challenge): nothing to send. */
export class DeviceCheckFailed extends Error {
  constructor() {
    super("The device check found no solution");
    this.name = "DeviceCheckFailed";
  }
}

const saysSo = (error: unknown, status: number, message: string) =>
  error instanceof ApiError && error.kind === "http" && error.status === status && error.messages.includes(message);

/** The server wants a solved challenge before it checks this sign-in's password. */
export const needsDeviceCheck = (error: unknown) => saysSo(error, 429, SIGN_IN_MESSAGES.verificationRequired);
/** The solution sent was refused (expired, or used by another tab meanwhile). */
export const deviceCheckRefused = (error: unknown) => saysSo(error, 403, SIGN_IN_MESSAGES.verificationFailed);

/** The `verification` field for the next sign-in; throws ApiError when no challenge can be had. */
async function passDeviceCheck(): Promise<string> {
  const challenge = await fetchChallenge("login");
  const { solveDeviceCheck } = await import("./device-check");
  const number = await solveDeviceCheck(challenge);
  if (number === null) throw new DeviceCheckFailed();
  const { algorithm, salt, signature } = challenge;
  return encodeVerification({ algorithm, challenge: challenge.challenge, number, salt, signature });
}

/** A refused solution is replaced once, as the tracking page does, before the user hears of it. */
const DEVICE_CHECK_TRIES = 2;

export async function signInWithDeviceCheck(input: LoginRequest, onCheckingDevice: (checking: boolean) => void): Promise<SessionUser> {
  try {
    return await login(input);
  } catch (error) {
    if (!needsDeviceCheck(error)) throw error;
  }
  for (let attempt = 1; ; attempt++) {
    onCheckingDevice(true);
    let verification: string;
    try {
      verification = await passDeviceCheck();
    } finally {
      onCheckingDevice(false);
    }
    try {
      return await login({ ...input, verification });
    } catch (error) {
      if (attempt >= DEVICE_CHECK_TRIES || !deviceCheckRefused(error)) throw error;
    }
  }
}
