import { Suspense, lazy, useEffect } from "react";
import { useSessionUser } from "../../api/use-session-user";
import { startSavingQueries } from "../../offline/saved-queries";
import { loadCatalogs } from "../i18n";
import { queryClient } from "../query-client";
import { isSavedQuery } from "./saved-query-keys";

/** The notice's words are the sync area's (the device and the server): they load with it. */
const SavedDataAge = lazy(() =>
  Promise.all([import("../../features/sync/saved-data-age"), loadCatalogs(["sync"])]).then(([m]) => ({ default: m.SavedDataAge })),
);

/**
 * The shell's saved server state (decision 016), loaded after the shell has painted so that its
 * first load carries none of it: keeps the chosen queries of the signed-in user on this device,
 * answers from them when the network is missing, and says how old what the screen shows is.
 */
export default function SavedData() {
  const userId = useSessionUser()?.id;
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
