import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { dispatchOverpacks, downloadOverpackLabel } from "../../api/calls/overpacks";
import { apiErrorText } from "../../ui/api-error-text";
import { notDispatchedYetText, overpackSpecText } from "../../ui/overpack-refusal-text";
import { saveFile } from "../../ui/save-file";
import { overpackQueries } from "./queries";

/** What an action on overpacks needs to know of each. */
export interface OverpackFacts {
  id: number;
  reference: string;
  dispatched: boolean;
}

/**
 * Dispatch and the label PDFs of one overpack or a selection, shared by the list and the view.
 * Dispatch asks first (`request`), then sends once with one Idempotency-Key per confirmation; the
 * screens show it dispatched only from the server's fresh answer (the queries are invalidated).
 * The failure, in the user's language with the spec's texts, is `problem`.
 */
export function useOverpackActions(onDispatched?: () => void) {
  const { i18n } = useLingui();
  const client = useQueryClient();
  const [request, setRequest] = useState<OverpackFacts[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const explain = (error: unknown) => setProblem((overpackSpecText(error, i18n) ?? apiErrorText(error, i18n)).join(" "));

  const dispatch = useMutation({
    mutationFn: ({ ids, key }: { ids: number[]; key: string }) => dispatchOverpacks(ids, key),
    onSuccess: () => {
      setRequest(null);
      onDispatched?.();
    },
    onError: (error) => {
      setRequest(null);
      explain(error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: overpackQueries.all() }),
  });

  const labels = useMutation({
    mutationFn: async (overpacks: OverpackFacts[]) => {
      for (const overpack of overpacks) saveFile(await downloadOverpackLabel(overpack.id), `overpack-${overpack.reference}.pdf`);
    },
    onError: explain,
  });

  return {
    request,
    problem,
    dispatching: dispatch.isPending,
    downloading: labels.isPending,
    /** Opens the confirmation for these overpacks. */
    ask: (overpacks: OverpackFacts[]) => {
      setProblem(null);
      setRequest(overpacks);
    },
    cancel: () => setRequest(null),
    confirm: () => {
      if (request) dispatch.mutate({ ids: request.map((overpack) => overpack.id), key: crypto.randomUUID() });
    },
    /** The labels, one PDF each; refused on the device when one is not dispatched (the server refuses too). */
    downloadLabels: (overpacks: OverpackFacts[]) => {
      setProblem(null);
      if (overpacks.some((overpack) => !overpack.dispatched)) setProblem(notDispatchedYetText(i18n));
      else labels.mutate(overpacks);
    },
  };
}
