import * as v from "valibot";
import { GROUP_NAMES } from "../../domain/groups";
import { LANGUAGE_CODES } from "../../domain/languages";
import { PLATFORM_IDS } from "../../domain/platform-ids";
import { Email, Envelope, MESSAGES } from "./common";
import { ColumnSettings } from "./columns";
import { MAX_VERIFICATION, VERIFICATION_FAILED } from "./verification";

/** Device tokens are 43 characters (32 random bytes, base64url); anything much longer is no token. */
export const DEVICE_TOKEN_MAX_LENGTH = 200;

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
  /**
   * A solved challenge of GET /v1/challenge?action=login (base64 JSON, as for tracking), needed
   * only once the address or the account has used up its failed sign-ins (decision 024).
   */
  verification: v.optional(v.pipe(v.string(MESSAGES.mustBeText), v.maxLength(MAX_VERIFICATION))),
  /**
   * The device token an earlier sign-in of this account gave this browser (`device_token`): it
   * lets the owner past the slots that space out strangers' guesses (decision 068).
   */
  device: v.optional(v.pipe(v.string(MESSAGES.mustBeText), v.maxLength(DEVICE_TOKEN_MAX_LENGTH))),
});
export type LoginRequest = v.InferOutput<typeof LoginRequest>;

/**
 * Why a sign-in (or a reset) was not checked. The app recognises them by these texts and says
 * them in the user's language; other clients read them as they are.
 */
export const SIGN_IN_MESSAGES = {
  /** 429: solve GET /v1/challenge?action=login, then send the sign-in again with `verification`. */
  verificationRequired: "Too many failed sign-ins. This sign-in needs a human verification (GET /v1/challenge?action=login).",
  /** 403: the solution was missing, forged, expired or already used. */
  verificationFailed: VERIFICATION_FAILED,
  /** 429: reset mails asked, or reset links tried, too often from one address. */
  tooManyResets: "Too many failed sign-ins. Please wait a minute and try again.",
  /**
   * 429 with Retry-After: the account has failed too often today; from a browser it does not
   * know, one sign-in is checked per slot (decision 068).
   */
  accountResting: "Too many failed sign-ins for this account today. Please wait and try again.",
} as const;

/** 503 with Retry-After: too many password checks at once on the server (decision 024). */
export const SERVER_BUSY = "The server is busy. Please try again in a few seconds.";

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

/**
 * `device_token`: kept by the browser (not with the session: it outlives sign-out) and sent as
 * `device` with later sign-ins of this account (decision 068). Absent when the sign-in brought one.
 */
export const LoginResponse = Envelope(v.object({ user: SessionUser, device_token: v.optional(v.string()) }));

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
