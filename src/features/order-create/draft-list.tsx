import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { fetchCurrentSeller } from "../../api/calls/me";
import { createDraft, deleteDraft, draftTitle, type OrderDraftRow, useOrderDrafts } from "../../offline/drafts/drafts-store";
import { type DraftSender, emptyOrderDraft, type WizardStep } from "../../offline/drafts/order-draft-values";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import formStyles from "../../ui/form.module.css";
import { formatDateTime } from "../../ui/format/date";
import { showToast } from "../../ui/toast";
import { readLastSender, senderForNewDraft } from "./last-sender";
import { wizardQueries } from "./queries";
import styles from "./order-create.module.css";

interface DraftListProps {
  userId: number;
  onOpen: (id: string, step: WizardStep) => void;
  /** Replaces the URL with the new draft's. */
  onStarted: (id: string) => void;
  /** Shown above the list, e.g. that the draft asked for is not on this device. */
  notice?: string;
}

/**
 * /orders/ordercreate without a draft: the user's unsaved drafts on this device, newest first,
 * each resumed or discarded (asked first), and "Start a new order". Works offline: drafts are
 * local, and a new one needs no server.
 */
export function DraftList({ userId, onOpen, onStarted, notice }: DraftListProps) {
  const { i18n, t } = useLingui();
  const drafts = useOrderDrafts(userId);
  const [discarding, setDiscarding] = useState<OrderDraftRow | null>(null);
  const [starting, setStarting] = useState(false);
  // undefined: no sender saved yet; null: still reading.
  const [lastSender, setLastSender] = useState<DraftSender | undefined | null>(null);

  useEffect(() => {
    let live = true;
    readLastSender(userId).then(
      (sender) => live && setLastSender(sender),
      () => live && setLastSender(undefined),
    );
    return () => {
      live = false;
    };
  }, [userId]);

  // Without a last sender, the seller's profile prefills the Sender step; asked ahead so that
  // "Start a new order" never waits on the network (offline it simply starts empty).
  const seller = useQuery({
    queryKey: [...wizardQueries.all(), "current-seller", userId],
    queryFn: fetchCurrentSeller,
    enabled: lastSender === undefined,
    retry: false,
    staleTime: Infinity,
  });

  const titleOf = (row: OrderDraftRow) => draftTitle(row.values) ?? t`Untitled draft`;

  const start = async () => {
    setStarting(true);
    try {
      const values = emptyOrderDraft();
      values.sender = senderForNewDraft(lastSender ?? (await readLastSender(userId).catch(() => undefined)), seller.data);
      const row = await createDraft(userId, values);
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
      {drafts && drafts.length > 0 && (
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
                    <Button onClick={() => onOpen(row.id, row.step)} aria-label={t`Resume draft ${title}`}>
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
