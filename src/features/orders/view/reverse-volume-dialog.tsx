import { useState } from "react";
import { Link } from "react-router-dom";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { createVolumeReverses, fetchVolumeReverses } from "../../../api/calls/volume-reverses";
import type { Order } from "../../../api/schemas/orders";
import { MAX_REVERSE_VOLUMES, type VolumeReverse } from "../../../api/schemas/volume-reverses";
import { paths } from "../../../config/paths";
import { Button } from "../../../ui/button";
import dialogStyles from "../../../ui/dialog.module.css";
import formStyles from "../../../ui/form.module.css";
import { reverseErrorTexts } from "./reverse-refusal-text";

/** The reverses list's queries start with this key; a new reverse makes them stale. */
const REVERSES_KEY = "volume-reverses";

/**
 * "Create reverse volume" (issue 18): the order's volumes to choose from, those already in
 * reverse marked and not choosable. Nothing is shown as made until the server answers; a refusal
 * is shown in the user's language and the choice stays as it was. One Idempotency-Key per choice,
 * so that pressing again after a lost answer makes no second reverse.
 */
export function ReverseVolumeDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const existing = useQuery({
    queryKey: [REVERSES_KEY, { order_id: order.id }],
    queryFn: ({ signal }) => fetchVolumeReverses({ order_id: String(order.id), limit: String(MAX_REVERSE_VOLUMES) }, signal),
  });
  const reversed = new Set((existing.data?.elements ?? []).map((reverse) => reverse.volume_id));
  const [chosen, setChosen] = useState<number[]>([]);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [made, setMade] = useState<VolumeReverse[] | null>(null);

  const toggle = (id: number, on: boolean) => {
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
    // Another choice is another request: it gets a key of its own.
    setKey(crypto.randomUUID());
    setProblems([]);
  };

  const submit = async () => {
    if (chosen.length === 0) {
      setProblems([t`Choose at least one volume`]);
      return;
    }
    setBusy(true);
    setProblems([]);
    try {
      setMade(await createVolumeReverses(order.id, chosen, key));
      void queryClient.invalidateQueries({ queryKey: [REVERSES_KEY] });
    } catch (error) {
      setProblems(reverseErrorTexts(error, i18n));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} className={dialogStyles.dialog}>
      <DialogBackdrop className={dialogStyles.backdrop} />
      <div className={dialogStyles.container}>
        <DialogPanel className={`${dialogStyles.panel} ${dialogStyles.small}`}>
          <DialogTitle className={dialogStyles.title}>
            <Trans>Create reverse volume</Trans>
          </DialogTitle>
          {made ? (
            <div className={dialogStyles.body} role="status">
              <p>
                <Trans>The customer can send these volumes back:</Trans>
              </p>
              <ul>
                {made.map((reverse) => (
                  <li key={reverse.id}>
                    <Link to={paths.volumeReverse(reverse.id)}>{reverse.reverse_number}</Link> · {reverse.tracking_reference}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <fieldset className={dialogStyles.body}>
              <legend>
                <Trans>Volumes to send back</Trans>
              </legend>
              {existing.isPending && (
                <p role="status">
                  <Trans>Loading the volumes…</Trans>
                </p>
              )}
              {order.volumes.map((volume) => {
                const done = reversed.has(volume.id);
                return (
                  <label key={volume.id} style={{ display: "flex", gap: "0.5rem", alignItems: "center", minHeight: 44 }}>
                    <input type="checkbox" disabled={done || busy} checked={chosen.includes(volume.id)} onChange={(event) => toggle(volume.id, event.target.checked)} />
                    <span>
                      <Trans>Box {volume.box_number}</Trans>
                      {volume.tracking_number ? ` · ${volume.tracking_number}` : ""}
                      {done && (
                        <>
                          {" · "}
                          <Trans>already in reverse</Trans>
                        </>
                      )}
                    </span>
                  </label>
                );
              })}
            </fieldset>
          )}
          {problems.length > 0 && (
            <div role="alert" className={formStyles.alert}>
              {problems.map((problem) => (
                <p key={problem}>{problem}</p>
              ))}
            </div>
          )}
          <div className={dialogStyles.actions}>
            <Button variant="secondary" onClick={onClose} data-autofocus>
              {made ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
            </Button>
            {!made && (
              <Button busy={busy} onClick={() => void submit()}>
                <Trans>Create reverse volume</Trans>
              </Button>
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
