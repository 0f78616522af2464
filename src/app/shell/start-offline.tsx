import { Suspense, lazy, useEffect } from "react";
import { msg } from "@lingui/core/macro";
import { i18n } from "@lingui/core";
import { useSessionUser } from "../../api/use-session-user";
import { startOutboxSender } from "../../offline/outbox";
import { startSavingQueries } from "../../offline/saved-queries";
import { requestPersistentStorage } from "../../offline/storage";
import { showToast } from "../../ui/toast";
import { loadCatalogs } from "../i18n";
import { preloadOfflineScreens } from "../routes/offline-screens";
import { queryClient } from "../query-client";
import { isSavedQuery } from "./saved-query-keys";

/** Long enough to read a two-line warning; the outbox screen keeps saying it. */
const STORAGE_REFUSED_TOAST_MS = 10_000;

/** The notice's words are the sync area's (the device and the server): they load with it. */
const SavedDataAge = lazy(() =>
  Promise.all([import("../../features/sync/saved-data-age"), loadCatalogs(["sync"])]).then(([m]) => ({ default: m.SavedDataAge })),
);

/**
 * The outbox's sender and the request for persistent storage. The outbox sends only while someone
 * is signed in (it uses the session's token): leaving the shell stops it, and operations stay
 * queued for when the same user signs in again. Queued operations must also survive the browser's
 * clean-ups of storage: when it refuses to keep them, the user is told here (in the language of
 * the moment) and again on the outbox screen.
 */
function startOutbox(): () => void {
  const stop = startOutboxSender();
  preloadOfflineScreens();
  void requestPersistentStorage(() => showToast(i18n._(msg`This browser may clear data saved on this device when space runs low.`), "warning", STORAGE_REFUSED_TOAST_MS));
  return stop;
}

/**
 * What the signed-in shell starts on this device, loaded once the shell has painted, like the top
 * bar's widgets (decision 012): the shell's first load has no room for IndexedDB code or the
 * persister (its budget, decision 035). Starts the outbox, keeps the chosen server answers of the
 * signed-in user for offline screens and answers from them without a network (decision 016), and
 * says above the screen how old what it shows is. Everything stops when the shell unmounts.
 */
export default function StartOffline() {
  const userId = useSessionUser()?.id;
  useEffect(() => startOutbox(), []);
  useEffect(() => {
    if (userId === undefined) return;
    return startSavingQueries({ queryClient, userId, buster: __APP_BUILD__, shouldSave: isSavedQuery });
  }, [userId]);
  return (
    <Suspense fallback={null}>
      <SavedDataAge isSaved={isSavedQuery} />
    </Suspense>
  );
}
