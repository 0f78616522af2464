import type { Messages } from "@lingui/core";

/**
 * The loaders of every catalog but the sign-in page's (src/app/i18n.ts), in a chunk of their
 * own: the list grows with each area of the portal, and the sign-in page, which shows only the
 * start texts and the auth area's, never downloads it. The signed-in shell loads it with its own
 * catalogs (scripts/bundle-routes.mjs counts it there).
 */
export const CATALOG_FILES = import.meta.glob<{ messages: Messages }>(["../../locales/*/{shell,labels}.po", "../../locales/*/features/*.po", "!../../locales/*/features/auth.po"]);
