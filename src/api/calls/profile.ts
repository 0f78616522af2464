import { apiRequest } from "../client";
import {
  ConfirmEmailChangeResponse,
  type ChangePasswordRequest,
  ChangePasswordResponse,
  type ProfileRequest,
  ProfileResponse,
} from "../schemas/profile";
import { getSessionUser, storeSessionUser } from "../session";

/**
 * PUT /v1/users: the user's own name, e-mail and language. The user kept on this device takes the
 * saved values at once, so the top bar shows the new name without a new sign-in.
 */
export async function saveProfile(input: ProfileRequest, idempotencyKey: string) {
  const { data } = await apiRequest("put", "users", ProfileResponse, { json: input, idempotencyKey });
  // Unless the user signed out (or someone else signed in) meanwhile.
  const current = getSessionUser();
  if (current?.id === data.id) storeSessionUser({ ...current, name: data.name, email: data.email, language: data.language });
  return data;
}

/** PUT /v1/user_email_password: the user's other sessions end; this one goes on. */
export const changePassword = async (input: ChangePasswordRequest) => (await apiRequest("put", "user_email_password", ChangePasswordResponse, { json: input })).data;

/**
 * POST /v1/email_change/confirm with the token of the mailed link (decision 068). A device signed
 * in as that user keeps the new address at once, so its profile form starts from it.
 */
export async function confirmEmailChange(token: string) {
  const { data } = await apiRequest("post", "email_change/confirm", ConfirmEmailChangeResponse, { json: { token }, anonymous: true });
  const current = getSessionUser();
  if (current?.id === data.id) storeSessionUser({ ...current, email: data.email });
  return data;
}
