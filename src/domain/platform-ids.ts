/**
 * The fourteen partner platforms. The spec names nb (the default), shein, total and tiendamia;
 * the other ten are demo brands meant to be replaced by real partners.
 * The server accepts only these ids at sign-in; the app's registry (src/platform) adds the brand.
 */
export const PLATFORM_IDS = [
  "nb",
  "shein",
  "total",
  "tiendamia",
  "aurora",
  "borealis",
  "cobalt",
  "dune",
  "ember",
  "fjord",
  "granite",
  "harbor",
  "indigo",
  "juniper",
] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];
export const DEFAULT_PLATFORM: PlatformId = "nb";
