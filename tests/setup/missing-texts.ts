import { i18n } from "../../src/app/i18n";

let missingTexts: string[] = [];
let stopWatching: (() => void) | undefined;

/**
 * Texts the app asked for while a catalog that should hold them was not loaded: in production
 * they would show as message ids (the build keeps no English in the code). renderApp loads
 * catalogs as the app does, so any is a screen or widget that does not name its catalog.
 */
export function watchForMissingTexts() {
  stopWatching ??= i18n.on("missing", ({ id, locale }) => missingTexts.push(`${locale} ${id}`));
}

/** Called after every app test (tests/setup/app-setup.ts). */
export function assertNoMissingTexts() {
  stopWatching?.();
  stopWatching = undefined;
  const seen = missingTexts;
  missingTexts = [];
  if (seen.length > 0) throw new Error(`Texts shown before their catalog was loaded (src/app/i18n.ts): ${[...new Set(seen)].join(", ")}`);
}
