import * as v from "valibot";
import { GROUP_NAMES } from "../../domain/groups";
import { LANGUAGE_CODES } from "../../domain/languages";
import { PLATFORM_IDS } from "../../domain/platform-ids";
import { Email, Envelope, MESSAGES } from "./common";
import { ColumnSettings } from "./columns";

/** scrypt works on any length, but a cap keeps a hostile 1 MB "password" from costing CPU. */
export const PASSWORD_MAX_LENGTH = 256;

export const LoginRequest = v.object({
  email: Email,
  password: v.pipe(
    v.string(MESSAGES.mustBeText),
    v.nonEmpty(MESSAGES.blank),
    v.maxLength(PASSWORD_MAX_LENGTH, MESSAGES.tooLong(PASSWORD_MAX_LENGTH)),
  ),
  platform: v.picklist(PLATFORM_IDS, "Unknown platform"),
});
export type LoginRequest = v.InferOutput<typeof LoginRequest>;

export const GroupName = v.picklist(GROUP_NAMES);
export const LanguageCode = v.picklist(LANGUAGE_CODES, "Must be 0, 1 or 2");

/** The signed-in user as login answers it and as the app keeps it under `{platform}-user`. */
export const SessionUser = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  auth_token: v.string(),
  group: GroupName,
  seller_id: v.number(),
  can_overpack: v.boolean(),
  column_settings: ColumnSettings,
  language: LanguageCode,
});
export type SessionUser = v.InferOutput<typeof SessionUser>;

export const LoginResponse = Envelope(v.object({ user: SessionUser }));

export const ResetPasswordRequest = v.object({ email: Email });
export const ResetPasswordResponse = Envelope(v.object({ message: v.string() }));
/** Said whether or not the address exists, so the form cannot be used to discover accounts. */
export const RESET_PASSWORD_ANSWER =
  "If an account exists for this e-mail, we have sent instructions to reset the password.";

export const LogoutResponse = Envelope(v.object({ signed_out: v.literal(true) }));

/** Spec: "Password and confirmation must match". */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORDS_DIFFER = "Password and confirmation must match";

/** The second step of a reset: the token from the mailed link and the new password, twice. */
export const ConfirmResetPasswordRequest = v.pipe(
  v.object({
    token: v.pipe(v.string(MESSAGES.mustBeText), v.regex(/^[A-Za-z0-9_-]{20,200}$/, "This reset link is not valid.")),
    password: v.pipe(
      v.string(MESSAGES.mustBeText),
      v.minLength(PASSWORD_MIN_LENGTH, `Must have at least ${PASSWORD_MIN_LENGTH} characters`),
      v.maxLength(PASSWORD_MAX_LENGTH, MESSAGES.tooLong(PASSWORD_MAX_LENGTH)),
    ),
    password_confirmation: v.string(MESSAGES.mustBeText),
  }),
  v.forward(
    v.check((input) => input.password === input.password_confirmation, PASSWORDS_DIFFER),
    ["password_confirmation"],
  ),
);
export const ConfirmResetPasswordResponse = Envelope(v.object({ password_changed: v.literal(true) }));
