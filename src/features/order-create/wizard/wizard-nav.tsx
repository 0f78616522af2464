import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { WIZARD_STEPS, type WizardStep } from "./wizard-steps";
import styles from "../order-create.module.css";

/** The steps' titles (wizard design): the nav's buttons and the heading of the step shown. */
export const STEP_TITLES: Record<WizardStep, MessageDescriptor> = {
  receiver: msg`Receiver`,
  sender: msg`Sender`,
  shipment: msg`Shipment`,
  courier: msg`Courier`,
  overview: msg`Overview`,
  boxes: msg`Boxes`,
  finish: msg`Finish`,
};

interface WizardNavProps {
  current: WizardStep;
  /** The furthest step the user may jump to: up to the first step with problems. */
  reachable: number;
  onGo: (step: WizardStep) => void;
  /** Once the order is created the steps are closed: only Finish stays. */
  locked?: boolean;
}

/**
 * The steps as buttons (nav "Order steps"): any earlier step is one press away; later ones up to
 * the first step with problems, so a jump never skips a check that Next would have made.
 */
export function WizardNav({ current, reachable, onGo, locked = false }: WizardNavProps) {
  const { i18n, t } = useLingui();
  const currentIndex = WIZARD_STEPS.indexOf(current);
  return (
    <nav aria-label={t`Order steps`} className={styles.nav}>
      <ol>
        {WIZARD_STEPS.map((step, index) => {
          const enabled = !locked && step !== current && (index < currentIndex || index <= reachable);
          return (
            <li key={step}>
              <button type="button" aria-current={step === current ? "step" : undefined} disabled={!enabled && step !== current} onClick={() => onGo(step)}>
                <span aria-hidden="true" className={styles.stepNumber}>
                  {index + 1}
                </span>
                {i18n._(STEP_TITLES[step])}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
