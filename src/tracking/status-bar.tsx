/** @jsxImportSource preact */
import { t } from "@lingui/core/macro";
import { STATUS_BAR_STEPS, type StatusBarStep } from "../domain/tracking";
import { stepLabel } from "./status-labels";

/** The five steps, the current one marked for assistive technology and by more than colour. */
export function StatusBar({ current }: { current: StatusBarStep }) {
  const currentIndex = STATUS_BAR_STEPS.indexOf(current);
  return (
    <ol class="status-bar" aria-label={t`Delivery progress`}>
      {STATUS_BAR_STEPS.map((step, index) => (
        <li key={step} class={index < currentIndex ? "done" : index === currentIndex ? "current" : "todo"} aria-current={index === currentIndex ? "step" : undefined}>
          {stepLabel(step)}
        </li>
      ))}
    </ol>
  );
}
