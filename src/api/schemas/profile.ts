import * as v from "valibot";
import { LanguageCode, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORDS_DIFFER } from "./auth";
import { Email, Envelope, MESSAGES } from "./common";

/** A person's name as the profile keeps it. */
export const USER_NAME_MAX_LENGTH = 120;

/**
 * Refusals of the profile and password calls. The app recognises them by these texts and says
 * them in the user's language (src/features/profile/profile-error-text.ts).
 */
export const PROFILE_MESSAGES = {
  /** 422 on `email`: another account (of any seller) signs in with this address. */
  emailTaken: "This e-mail is already used by another account.",
  /** 422 on `current_password`. */
  wrongCurrentPassword: "The current password is not correct.",
  /** 429 with Retry-After: too many wrong current passwords (counted per user, decision 068). */
  tooManyWrongPasswords: "Too many wrong passwords. Please wait and try again.",
  /** 422 on `current_password`: a new sign-in e-mail needs the current password (decision 068). */
  currentPasswordNeeded: "Enter your current password to change the e-mail.",
  /** 429 with Retry-After: too many confirmation mails asked by this user or to this address. */
  tooManyMails: "Too many e-mails sent. Please wait and try again.",
  /** 422 of POST /v1/email_change/confirm: unknown, used or expired link. */
  confirmationInvalid: "This confirmation link is not valid or has expired. Change the e-mail in your profile again.",
} as const;

const UserName = v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(USER_NAME_MAX_LENGTH, MESSAGES.tooLong(USER_NAME_MAX_LENGTH)));

const CurrentPassword = v.pipe(v.string(MESSAGES.mustBeText), v.nonEmpty(MESSAGES.blank), v.maxLength(PASSWORD_MAX_LENGTH, MESSAGES.tooLong(PASSWORD_MAX_LENGTH)));

/**
 * PUT /v1/users: the signed-in user's own profile (spec section 7, "PUT /v1/users (profile)").
 * A new `email` needs `current_password` and waits for the new address to confirm it
 * (decision 068): until then the answer's `email` is the old one and `pending_email` the new one.
 */
export const ProfileRequest = v.object({ name: UserName, email: Email, language: LanguageCode, current_password: v.optional(CurrentPassword) });
export type ProfileRequest = v.InferOutput<typeof ProfileRequest>;

export const Profile = v.object({ id: v.number(), name: v.string(), email: v.string(), language: LanguageCode, pending_email: v.nullable(v.string()) });
export type Profile = v.InferOutput<typeof Profile>;
export const ProfileResponse = Envelope(Profile);

/** The same rules as a reset's new password (ConfirmResetPasswordRequest). */
const NewPassword = v.pipe(
  v.string(MESSAGES.mustBeText),
  v.minLength(PASSWORD_MIN_LENGTH, `Must have at least ${PASSWORD_MIN_LENGTH} characters`),
  v.maxLength(PASSWORD_MAX_LENGTH, MESSAGES.tooLong(PASSWORD_MAX_LENGTH)),
);

/** PUT /v1/user_email_password: the current password, the new one and its confirmation. */
export const ChangePasswordRequest = v.pipe(
  v.object({
    current_password: CurrentPassword,
    password: NewPassword,
    password_confirmation: v.string(MESSAGES.mustBeText),
  }),
  v.forward(
    v.check((input) => input.password === input.password_confirmation, PASSWORDS_DIFFER),
    ["password_confirmation"],
  ),
);
export type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequest>;
/** `other_sessions_ended`: how many of the user's other sign-ins stopped working. */
export const ChangePasswordResponse = Envelope(v.object({ password_changed: v.literal(true), other_sessions_ended: v.number() }));

/** POST /v1/email_change/confirm: the token of the link mailed to the new address (public: the link may open anywhere). */
export const ConfirmEmailChangeRequest = v.object({
  token: v.pipe(v.string(MESSAGES.mustBeText), v.regex(/^[A-Za-z0-9_-]{20,200}$/, PROFILE_MESSAGES.confirmationInvalid)),
});
/** `id`: the user whose e-mail changed, so that a device signed in as them keeps the new one. */
export const ConfirmEmailChangeResponse = Envelope(v.object({ email_changed: v.literal(true), id: v.number(), email: v.string() }));
