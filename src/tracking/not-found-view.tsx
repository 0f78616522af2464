/** @jsxImportSource preact */
import { t } from "@lingui/core/macro";
import { navigate } from "./router";
import { TRACKING_PATH } from "../domain/tracking";

/** Spec (section 2): more than two entries means there is a page of ours to go back to. */
const HISTORY_WITH_A_PREVIOUS_PAGE = 2;

export function NotFoundView() {
  const back = () => {
    if (history.length > HISTORY_WITH_A_PREVIOUS_PAGE) history.back();
    else navigate(TRACKING_PATH);
  };
  // "Try again" goes back one step (to the form as it was); opened in a fresh tab it goes to the form.
  const tryAgain = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (history.length > 1) history.back();
    else navigate(TRACKING_PATH);
  };
  return (
    <>
      <h1>{t`Tracking not found`}</h1>
      <p>{t`Check the tracking number and the tax ID, then try again.`}</p>
      <div class="actions">
        <button type="button" class="button" onClick={back}>
          {t`Back`}
        </button>
        <a class="button primary" href={TRACKING_PATH} onClick={tryAgain}>
          {t`Try again`}
        </a>
      </div>
    </>
  );
}
