import type { PlatformId } from "./platform-ids";

/**
 * The version of the terms of service the portal shows (src/app/shell/terms-text.tsx). Raise it
 * whenever the text changes in substance: every user is then asked to accept the new terms at
 * their next sign-in, and the server records who accepted which version when (decision 053).
 */
export const TERMS_VERSION = "2026-11-26";

/**
 * Spec: the terms of service are hidden for one partner platform. Its users are never asked, so
 * the server does not hold them to an acceptance either (server/auth/require-user.ts); the app's
 * platform registry reads its flag from here.
 */
export const PLATFORMS_WITHOUT_TERMS: readonly PlatformId[] = ["tiendamia"];
export const platformAsksTerms = (platform: string) => !(PLATFORMS_WITHOUT_TERMS as readonly string[]).includes(platform);
