import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSessionUser } from "../../api/use-session-user";
import { getDraft, isUnsavedWork, type OrderDraftRow, useOrderDrafts } from "../../offline/drafts/drafts-store";
import { DraftList } from "./drafts/draft-list";
import { useStartBlankDraft } from "./drafts/new-draft";
import { Wizard } from "./wizard/wizard";
import { FIRST_STEP, isWizardStep, savedStep, type WizardStep } from "./wizard/wizard-steps";
import styles from "./order-create.module.css";

/** The URL's query: ?draft=<id>&step=<step> (a reload continues that draft at that step). */
const DRAFT_PARAM = "draft";
const STEP_PARAM = "step";

/**
 * /orders/ordercreate. With `?draft=` the stepped wizard on that draft (loaded from this device);
 * without, the user's unsaved drafts with "Resume", "Discard" and "Start a new order" when there
 * are any, else straight into a new draft at Receiver (issue 14).
 */
export function OrderCreatePage() {
  const { t } = useLingui();
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const draftId = params.get(DRAFT_PARAM);
  const stepParam = params.get(STEP_PARAM);

  // Each step is a history entry of its own: the browser's Back and Forward move between steps,
  // on the same draft. Starting a draft replaces the entry that started it (the list, or the bare
  // URL that opened a new draft), so Back from Receiver leaves the wizard.
  const show = useCallback(
    (id: string, step: WizardStep, replace: boolean) => setParams(new URLSearchParams({ [DRAFT_PARAM]: id, [STEP_PARAM]: step }), { replace }),
    [setParams],
  );
  const nameStep = useCallback((step: WizardStep) => draftId !== null && show(draftId, step, true), [draftId, show]);

  if (!user) return null;
  const open = (id: string, step: WizardStep) => show(id, step, false);
  const started = (id: string) => show(id, FIRST_STEP, true);
  if (draftId === null) return <DraftsOrNew userId={user.id} onOpen={open} onStarted={started} />;
  return (
    <DraftWizard
      key={draftId}
      id={draftId}
      userId={user.id}
      step={isWizardStep(stepParam) ? stepParam : undefined}
      onStepChange={(step) => show(draftId, step, false)}
      onStepNamed={nameStep}
      missing={<DraftsOrNew userId={user.id} onOpen={open} onStarted={started} notice={t`This draft is not on this device: it was discarded, or its order was already created.`} />}
    />
  );
}

interface DraftsOrNewProps {
  userId: number;
  onOpen: (id: string, step: WizardStep) => void;
  onStarted: (id: string) => void;
  notice?: string;
}

/**
 * The list of unsaved drafts when there are any (or a notice to read); otherwise a new draft,
 * opened at once. A blank draft that an earlier visit opened and nobody typed in is not unsaved
 * work: it is continued rather than listed or multiplied.
 */
function DraftsOrNew({ userId, onOpen, onStarted, notice }: DraftsOrNewProps) {
  const drafts = useOrderDrafts(userId);
  // Decided once, on the drafts found on arrival: discarding the last draft of the list leaves
  // the list (with "Start a new order") rather than opening a draft under the user's pointer.
  const [mode, setMode] = useState<"list" | "new" | null>(null);
  const work = drafts?.filter(isUnsavedWork);
  if (mode === null && work !== undefined) setMode(work.length > 0 || notice !== undefined ? "list" : "new");
  if (drafts === undefined || work === undefined || mode === null) return <Opening />;
  if (mode === "new") return <StartBlank userId={userId} blank={drafts.find((row) => !isUnsavedWork(row))} onStarted={onStarted} />;
  return <DraftList userId={userId} drafts={work} onOpen={onOpen} onStarted={onStarted} notice={notice} />;
}

function Opening() {
  return (
    <p className={styles.muted} role="status">
      <Trans>Opening the draft…</Trans>
    </p>
  );
}

/** Opens `blank` (an untouched draft) or a new one, once, replacing the URL with the draft's. */
function StartBlank({ userId, blank, onStarted }: { userId: number; blank: OrderDraftRow | undefined; onStarted: (id: string) => void }) {
  const startBlankDraft = useStartBlankDraft(userId);
  const [failed, setFailed] = useState(false);
  // Once per mount, however often the live list of drafts re-renders this meanwhile.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (blank) {
      onStarted(blank.id);
      return;
    }
    startBlankDraft({ untouched: true }).then(
      (row) => onStarted(row.id),
      () => setFailed(true),
    );
  }, [blank, onStarted, startBlankDraft]);

  if (failed) {
    return (
      <p className={styles.muted} role="alert">
        <Trans>The draft could not be saved on this device.</Trans>
      </p>
    );
  }
  return <Opening />;
}

interface DraftWizardProps {
  id: string;
  userId: number;
  /** From the URL; without one, the step the draft was left on. */
  step: WizardStep | undefined;
  onStepChange: (step: WizardStep) => void;
  /** The URL names no step (a draft made by another screen): it gets the draft's, in place. */
  onStepNamed: (step: WizardStep) => void;
  missing: ReactNode;
}

/** Loads the draft once: later writes are the wizard's own, so it is not watched live. */
function DraftWizard({ id, userId, step, onStepChange, onStepNamed, missing }: DraftWizardProps) {
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

  const stored = typeof state === "object" ? savedStep(state.row.step) : undefined;
  useEffect(() => {
    if (step === undefined && stored !== undefined) onStepNamed(stored);
  }, [step, stored, onStepNamed]);

  if (state === "loading") return <Opening />;
  if (state === "missing") return missing;
  return <Wizard row={state.row} userId={userId} step={step ?? savedStep(state.row.step)} onStepChange={onStepChange} />;
}
