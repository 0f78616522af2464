/**
 * The version of the terms of service the portal shows (src/app/shell/terms-text.tsx). Raise it
 * whenever the text changes in substance: every user is then asked to accept the new terms at
 * their next sign-in, and the server records who accepted which version when (decision 053).
 */
export const TERMS_VERSION = "2026-11-26";
