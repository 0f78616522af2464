import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSessionUser } from "../../api/use-session-user";
import { getDraft, type OrderDraftRow } from "../../offline/drafts/drafts-store";
import { WIZARD_STEPS, type WizardStep } from "../../offline/drafts/order-draft-values";
import { DraftList } from "./draft-list";
import { Wizard } from "./wizard";
import styles from "./order-create.module.css";

/** The URL's query: ?draft=<id>&step=<step> (a reload continues that draft at that step). */
const DRAFT_PARAM = "draft";
const STEP_PARAM = "step";

const isStep = (value: string | null): value is WizardStep => value !== null && (WIZARD_STEPS as readonly string[]).includes(value);

/**
 * /orders/ordercreate. With `?draft=` the stepped wizard on that draft (loaded from this device);
 * without, the user's unsaved drafts and "Start a new order".
 */
export function OrderCreatePage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const draftId = params.get(DRAFT_PARAM);
  const stepParam = params.get(STEP_PARAM);

  // Steps replace the URL: the browser's back button leaves the wizard instead of replaying steps.
  const show = useCallback(
    (id: string, step: WizardStep, replace: boolean) => setParams(new URLSearchParams({ [DRAFT_PARAM]: id, [STEP_PARAM]: step }), { replace }),
    [setParams],
  );

  if (!user) return null;
  if (draftId === null) {
    return <DraftList userId={user.id} onOpen={(id, step) => show(id, step, false)} onStarted={(id) => show(id, "receiver", true)} />;
  }
  return (
    <DraftWizard
      key={draftId}
      id={draftId}
      userId={user.id}
      step={isStep(stepParam) ? stepParam : undefined}
      onStepChange={(step) => show(draftId, step, true)}
      missing={<DraftList userId={user.id} onOpen={(id, step) => show(id, step, false)} onStarted={(id) => show(id, "receiver", true)} notice={t`This draft is not on this device: it was discarded, or its order was already created.`} />}
    />
  );
}

interface DraftWizardProps {
  id: string;
  userId: number;
  /** From the URL; without one, the step the draft was left on. */
  step: WizardStep | undefined;
  onStepChange: (step: WizardStep) => void;
  missing: ReactNode;
}

/** Loads the draft once: later writes are the wizard's own, so it is not watched live. */
function DraftWizard({ id, userId, step, onStepChange, missing }: DraftWizardProps) {
  const [state, setState] = useState<{ row: OrderDraftRow } | "loading" | "missing">("loading");

  useEffect(() => {
    let live = true;
    getDraft(id).then(
      // Another user's draft on a shared device is as good as missing.
      (row) => live && setState(row && row.userId === userId ? { row } : "missing"),
      () => live && setState("missing"),
    );
    return () => {
      live = false;
    };
  }, [id, userId]);

  if (state === "loading") {
    return (
      <p className={styles.muted} role="status">
        <Trans>Opening the draft…</Trans>
      </p>
    );
  }
  if (state === "missing") return missing;
  return <Wizard row={state.row} userId={userId} step={step ?? state.row.step} onStepChange={onStepChange} />;
}
