/**
 * The top bar's saving indicator is driven by an event carrying a boolean (spec, "Authenticated
 * shell"): a screen announces `true` when a save starts and `false` when it ends. A window event
 * keeps screens and the top bar unaware of each other.
 */
export const SAVING_EVENT = "app:saving";
/** A save that failed: the indicator stops without claiming "Saved"; the screen shows the error. */
export const SAVING_FAILED_EVENT = "app:saving-failed";

export function announceSaving(saving: boolean): void {
  window.dispatchEvent(new CustomEvent<boolean>(SAVING_EVENT, { detail: saving }));
}

export function announceSavingFailed(): void {
  window.dispatchEvent(new Event(SAVING_FAILED_EVENT));
}

/** Announces around `work`: saving, then saved on success, or failed when it throws (and rethrows). */
export async function trackSaving<T>(work: () => Promise<T>): Promise<T> {
  announceSaving(true);
  try {
    const result = await work();
    announceSaving(false);
    return result;
  } catch (error) {
    announceSavingFailed();
    throw error;
  }
}
