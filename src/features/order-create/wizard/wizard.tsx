import { type ComponentType, type PointerEvent as ReactPointerEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Order } from "../../../api/schemas/orders";
import { orderCosts, orderIssues } from "../../../domain/order-validation";
import { deleteDraft, type OrderDraftRow } from "../../../offline/drafts/drafts-store";
import { draftToOrderInput } from "../../../offline/drafts/order-draft-values";
import { Button } from "../../../ui/button";
import formStyles from "../../../ui/form.module.css";
import { intlLocale } from "../../../ui/format/locale";
import { BoxesStep } from "../steps/boxes-step";
import { useAgreementFollowsCosts } from "../steps/cost-agreement";
import { CourierStep } from "../steps/courier-step";
import { FinishStep } from "../steps/finish-step";
import { rememberLastSender } from "../../../offline/drafts/default-sender";
import { OverviewStep } from "../steps/overview-step";
import { ReceiverStep } from "../steps/receiver-step";
import { SenderStep } from "../steps/sender-step";
import { ShipmentStep } from "../steps/shipment-step";
import { WIZARD_ACTION_PRESSED_ATTRIBUTE } from "./field-errors";
import { issuesOfStep, type StepProps } from "./step-props";
import { useDraftAutosave } from "./use-draft-autosave";
import { useWizardContext } from "./use-wizard-context";
import { STEP_TITLES, WizardNav } from "./wizard-nav";
import { WIZARD_STEPS, type WizardStep } from "./wizard-steps";
import styles from "../order-create.module.css";

const STEP_COMPONENTS: Record<WizardStep, ComponentType<StepProps>> = {
  receiver: ReceiverStep,
  sender: SenderStep,
  shipment: ShipmentStep,
  courier: CourierStep,
  overview: OverviewStep,
  boxes: BoxesStep,
  finish: FinishStep,
};

const LAST_STEP = WIZARD_STEPS.length - 1;

/** Marks Back and Next as pressed until the pointer is released anywhere (see field-errors.ts). */
function markPressed(event: ReactPointerEvent<HTMLElement>) {
  const actions = event.currentTarget;
  actions.setAttribute(WIZARD_ACTION_PRESSED_ATTRIBUTE, "");
  const release = () => {
    actions.removeAttribute(WIZARD_ACTION_PRESSED_ATTRIBUTE);
    window.removeEventListener("pointerup", release, true);
    window.removeEventListener("pointercancel", release, true);
  };
  window.addEventListener("pointerup", release, true);
  window.addEventListener("pointercancel", release, true);
}

/**
 * The step on screen. A step change shows at once from the wizard's own state: going through the
 * router's URL first would make it wait for a render of the whole shell (the router updates in a
 * transition), which is most of a step change's time. The URL's step still rules: when it
 * changes to a step the wizard did not ask for (a link, the browser), the wizard follows it.
 */
function useShownStep(urlStep: WizardStep): [WizardStep, (step: WizardStep) => void] {
  const [shown, setShown] = useState(urlStep);
  // The URL last seen, and the steps asked for whose URL has not arrived yet (quick presses may
  // ask for several before the router catches up; it may report them one by one or only the last,
  // and the next step asked for clears what is left).
  const [url, setUrl] = useState({ step: urlStep, pending: [] as readonly WizardStep[] });
  if (urlStep !== url.step) {
    const ours = url.pending.lastIndexOf(urlStep);
    setUrl({ step: urlStep, pending: ours === -1 ? [] : url.pending.slice(ours + 1) });
    if (ours === -1) setShown(urlStep);
  }
  const show = useCallback((step: WizardStep) => {
    setShown(step);
    setUrl((current) => ({ ...current, pending: [...current.pending, step] }));
  }, []);
  return [shown, show];
}

interface WizardProps {
  row: OrderDraftRow;
  userId: number;
  step: WizardStep;
  onStepChange: (step: WizardStep) => void;
}

/**
 * The stepped order form (wizard design in the issue's brief): the draft in memory, saved to
 * Dexie as it changes; the rules of the whole order run once per change (memoised, so a step
 * change or a keystroke elsewhere costs no rule run); Next is refused while the step has
 * problems, which then all show and the first invalid field takes the focus.
 */
export function Wizard({ row, userId, step: urlStep, onStepChange }: WizardProps) {
  const { i18n, t } = useLingui();
  const headingId = useId();
  const [shownStep, showStep] = useShownStep(urlStep);
  const [created, setCreated] = useState<Order | null>(null);
  // Once the order exists only Finish is left: the browser's Back (a step's history entry) does
  // not reopen a step of an order that is created.
  const step: WizardStep = created ? "finish" : shownStep;
  const { values, update, savedAt, failed, forget } = useDraftAutosave(row, step);
  const context = useWizardContext(values);
  const measurement = context.measurement;
  const input = useMemo(() => draftToOrderInput(values, measurement), [values, measurement]);
  const issues = useMemo(() => orderIssues(input, context.rules), [input, context.rules]);
  const costs = useMemo(() => orderCosts(input, context.rules), [input, context.rules]);
  useAgreementFollowsCosts(values, costs, update);
  const [shownSteps, setShownSteps] = useState<ReadonlySet<WizardStep>>(() => new Set());
  const stepRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After the next render, the first invalid field takes the focus (Next refused).
  const focusInvalid = useRef(false);
  const stepShown = useRef(step);

  const stepIndex = WIZARD_STEPS.indexOf(step);
  const stepIssues = useMemo(() => issuesOfStep(step, issues), [step, issues]);
  const reachable = useMemo(() => {
    const first = WIZARD_STEPS.findIndex((s) => issuesOfStep(s, issues).length > 0);
    return first === -1 ? LAST_STEP : first;
  }, [issues]);

  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    const field = stepRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    // The field with its label and hint in sight (its wrapper), clear of the sticky top bar by
    // the wrapper's scroll margin; the focus itself does not scroll to the bare input.
    field.focus({ preventScroll: true });
    (field.parentElement ?? field).scrollIntoView?.({ block: "nearest" });
  });

  // A new step, however it came (Next, the step bar, the browser's Back or Forward): the page goes
  // back to its top, where the top bar cannot cover the step bar or the heading whatever its
  // height (it wraps in some languages), and the heading takes the focus without scrolling again.
  // The wizard puts each step at the top itself: the browser must not restore, after that, where
  // the page was when the user left that step (with Back it did, once the Receiver step grew its
  // address book, leaving the step bar and the heading scrolled away above the top bar).
  useEffect(() => {
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = "manual";
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  useEffect(() => {
    if (stepShown.current === step) return;
    stepShown.current = step;
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  const go = useCallback(
    (next: WizardStep) => {
      if (next === step) return;
      // The step shows at once (an urgent render of the wizard alone); the URL follows in the
      // router's transition, which re-renders the whole shell without holding the step back.
      showStep(next);
      onStepChange(next);
    },
    [onStepChange, step, showStep],
  );

  const next = () => {
    if (stepIssues.length > 0) {
      setShownSteps((current) => new Set(current).add(step));
      focusInvalid.current = true;
      return;
    }
    const following = WIZARD_STEPS[stepIndex + 1];
    if (following) go(following);
  };
  const back = () => {
    const previous = WIZARD_STEPS[stepIndex - 1];
    if (previous) go(previous);
  };

  const onOrderSaved = useCallback(
    (order: Order) => {
      // The order exists now: the draft is done with, and its sender is the next draft's.
      forget();
      setCreated(order);
      void rememberLastSender(userId, values.sender).catch(() => undefined);
      void deleteDraft(row.id).catch(() => undefined);
    },
    [forget, userId, values.sender, row.id],
  );

  const Step = STEP_COMPONENTS[step];
  const showAll = shownSteps.has(step);
  // The step's content re-renders only when what it reads changes: not when the router's
  // transition re-renders the shell after a step change, nor for the saved time ticking.
  const stepContent = useMemo(
    () => (
      <Step
        draft={values}
        update={update}
        issues={issues}
        showAll={showAll}
        measurement={measurement}
        context={context}
        draftId={row.id}
        onOrderSaved={onOrderSaved}
      />
    ),
    [Step, values, update, issues, showAll, measurement, context, row.id, onOrderSaved],
  );
  const editing = values.editing_order_id !== null;
  const locale = intlLocale(i18n);
  const timeFormat = useMemo(() => new Intl.DateTimeFormat(locale, { timeStyle: "short" }), [locale]);
  const savedTime = timeFormat.format(new Date(savedAt));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{editing ? t`Edit order ${values.shipment.order_number}` : t`Create order`}</h1>
        {created === null && (
          <p className={styles.saved}>
            {failed ? <Trans>The draft could not be saved on this device.</Trans> : <Trans>Draft saved at {savedTime}</Trans>}
          </p>
        )}
      </header>
      {!context.online && created === null && (
        <p className={formStyles.notice} role="status">
          <Trans>You are offline. Creating an order needs the network; your draft is saved on this device.</Trans>
        </p>
      )}
      <WizardNav current={step} reachable={reachable} onGo={go} locked={created !== null} />
      <section ref={stepRef} className={styles.step} aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {i18n._(STEP_TITLES[step])}
        </h2>
        {stepContent}
      </section>
      {created === null && (
        <div className={styles.actions} onPointerDown={markPressed}>
          {stepIndex > 0 && (
            <Button variant="secondary" onClick={back}>
              <Trans context="wizard step">Back</Trans>
            </Button>
          )}
          {stepIndex < LAST_STEP && (
            <Button onClick={next}>
              <Trans context="wizard step">Next</Trans>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
