import { ConfirmResetPasswordResponse, LoginResponse, LogoutResponse, ResetPasswordResponse, type LoginRequest, type SessionUser } from "../schemas/auth";
import { Challenge, type VerificationAction } from "../schemas/verification";
import { apiRequest } from "../client";
import { clearSessionUser, storeSessionUser } from "../session";

/**
 * Signs in, with this browser's device token of the account when it has one (decision 068). The
 * tokens' module comes with the press of Sign in, not with the page (scripts/bundle-budget.mjs).
 */
export async function login(input: LoginRequest): Promise<SessionUser> {
  const { deviceTokenFor, rememberDeviceToken } = await import("../device-tokens");
  const device = input.device ?? deviceTokenFor(input.email);
  const { data } = await apiRequest("post", "login", LoginResponse, { json: device ? { ...input, device } : input, anonymous: true });
  if (data.device_token) rememberDeviceToken(input.email, data.device_token);
  storeSessionUser(data.user);
  return data.user;
}

/** A proof-of-work challenge (GET /v1/challenge), for a sign-in the server asked to verify (decision 024). */
export async function fetchChallenge(action: VerificationAction): Promise<Challenge> {
  return apiRequest("get", "challenge", Challenge, { searchParams: { action }, anonymous: true });
}

/** Signs out locally even when the server cannot be reached: the token dies with its 30 days. */
export async function logout(): Promise<void> {
  try {
    await apiRequest("post", "logout", LogoutResponse);
  } finally {
    clearSessionUser();
  }
}

export async function requestPasswordReset(email: string): Promise<string> {
  const { data } = await apiRequest("post", "reset_password", ResetPasswordResponse, { json: { email }, anonymous: true });
  return data.message;
}

/** Sets a new password with the token of a mailed reset link. */
export async function confirmPasswordReset(input: { token: string; password: string; password_confirmation: string }): Promise<void> {
  await apiRequest("post", "reset_password/confirm", ConfirmResetPasswordResponse, { json: input, anonymous: true });
}
