/**
 * The end-to-end suite's shared pieces, re-exported from their homes: support/ holds what is not a
 * screen (demo users, URLs, catalogs, /v1 calls and pools, the device's storage and outbox, axe,
 * the `test` fixture), pages/ holds one page object per screen. New code imports from those; this
 * file stays so that a spec can take everything from one place.
 */
export * from "./support/api";
export * from "./support/axe";
export * from "./support/catalogs";
export * from "./support/database";
export * from "./support/device";
export * from "./support/outbox";
export * from "./support/test";
export * from "./support/urls";
export * from "./support/users";
export * from "./pages/pickup-screen";
export * from "./pages/shell";
export * from "./pages/sign-in-page";
