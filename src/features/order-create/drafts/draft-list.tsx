import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { deleteDraft, draftTitle, type OrderDraftRow } from "../../../offline/drafts/drafts-store";
import { savedStep, type WizardStep } from "../wizard/wizard-steps";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import formStyles from "../../../ui/form.module.css";
import { formatDateTime } from "../../../ui/format/date";
import { showToast } from "../../../ui/toast";
import { useStartBlankDraft } from "./new-draft";
import styles from "../order-create.module.css";

interface DraftListProps {
  userId: number;
  /** The user's unsaved drafts on this device, newest first (live). */
  drafts: readonly OrderDraftRow[];
  onOpen: (id: string, step: WizardStep) => void;
  /** Replaces the URL with the new draft's. */
  onStarted: (id: string) => void;
  /** Shown above the list, e.g. that the draft asked for is not on this device. */
  notice?: string;
}

/**
 * /orders/ordercreate when the user has unsaved drafts on this device (or the draft asked for is
 * missing): the drafts, newest first, each resumed or discarded (asked first), and "Start a new
 * order". Works offline: drafts are local, and a new one needs no server.
 */
export function DraftList({ userId, drafts, onOpen, onStarted, notice }: DraftListProps) {
  const { i18n, t } = useLingui();
  const [discarding, setDiscarding] = useState<OrderDraftRow | null>(null);
  const [starting, setStarting] = useState(false);
  const startBlankDraft = useStartBlankDraft(userId);

  const titleOf = (row: OrderDraftRow) => draftTitle(row.values) ?? t`Untitled draft`;

  const start = async () => {
    setStarting(true);
    try {
      // Untouched until the user types: left blank, it is continued next time, not listed.
      const row = await startBlankDraft({ untouched: true });
      onStarted(row.id);
    } catch {
      showToast(t`The draft could not be saved on this device.`, "error");
      setStarting(false);
    }
  };

  const discard = async (row: OrderDraftRow) => {
    await deleteDraft(row.id);
    setDiscarding(null);
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>
          <Trans>Create order</Trans>
        </h1>
      </header>
      {notice && (
        <p className={formStyles.alert} role="alert">
          {notice}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={() => void start()} busy={starting}>
          <Trans>Start a new order</Trans>
        </Button>
      </div>
      {drafts.length > 0 && (
        <section aria-labelledby="unsaved-drafts" className={styles.drafts}>
          <h2 id="unsaved-drafts">
            <Trans>Unsaved drafts</Trans>
          </h2>
          <ul>
            {drafts.map((row) => {
              const title = titleOf(row);
              const saved = formatDateTime(row.updatedAt, {}, i18n);
              return (
                <li key={row.id} className={styles.draft}>
                  <div>
                    <p className={styles.draftTitle}>{title}</p>
                    <p className={styles.muted}>
                      <Trans>Saved {saved}</Trans>
                    </p>
                  </div>
                  <div className={styles.actions}>
                    <Button onClick={() => onOpen(row.id, savedStep(row.step))} aria-label={t`Resume draft ${title}`}>
                      <Trans>Resume</Trans>
                    </Button>
                    <Button variant="secondary" onClick={() => setDiscarding(row)} aria-label={t`Discard draft ${title}`}>
                      <Trans>Discard</Trans>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={discarding !== null}
        title={discarding ? t`Discard draft ${titleOf(discarding)}?` : ""}
        confirmLabel={<Trans>Discard</Trans>}
        danger
        onConfirm={() => discarding && void discard(discarding)}
        onClose={() => setDiscarding(null)}
      >
        <Trans>What was filled in is removed from this device.</Trans>
      </ConfirmDialog>
    </div>
  );
}
