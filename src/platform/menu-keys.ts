/**
 * Menu entries that a platform or a user's group can take away (spec, configuration area,
 * "Access-dependent menu changes"). Only these can be removed; every other entry is always shown
 * when its own rules allow it.
 */
export const MENU_KEYS = ["overpacks", "integrations", "notifications", "settings"] as const;
export type MenuKey = (typeof MENU_KEYS)[number];
