/**
 * The pages a mailed link opens (a password to choose, a new e-mail to confirm), loaded as one
 * chunk: they share the sign-in page's card and its action state, and as two chunks the shared
 * part would become a third file on the sign-in page's path (scripts/bundle-budget.mjs).
 */
export { ResetPasswordPage } from "./reset-password-page";
export { ConfirmEmailPage } from "./confirm-email-page";
