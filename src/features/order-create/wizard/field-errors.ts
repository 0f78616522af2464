import { type FocusEvent, useCallback, useMemo, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { MeasurementSystem } from "../../../domain/measurement";
import type { OrderIssue } from "../../../domain/order-validation";
import { orderIssueMessage } from "../../../ui/order-issue-text";

export interface FieldErrors {
  /** The translated problems of one field path ("customer.document"), or none while not shown. */
  errorsAt: (path: string) => string[];
  /** Marks a field as touched: its problems show from now on. */
  touch: (path: string) => void;
  /** What a field spreads: its shown problems and the blur that reveals them. */
  field: (path: string) => { errors: string[]; onBlur: (event: FocusEvent) => void };
}

/**
 * Set on the wizard's Back and Next (wizard.tsx) while a pointer presses one of them: leaving a
 * field for that press reveals nothing by itself. Its problems would appear between the press and
 * the release, push the button down, and the click would land beside it and be lost (issue 14,
 * seen at 1366x860). Next reveals every problem of the step anyway; Back leaves it. Leaving with
 * the keyboard (Tab to Back) reveals them as usual.
 */
export const WIZARD_ACTION_PRESSED_ATTRIBUTE = "data-wizard-action-pressed";

const leavesForPressedWizardAction = (event: FocusEvent) =>
  event.relatedTarget instanceof Element && event.relatedTarget.closest(`[${WIZARD_ACTION_PRESSED_ATTRIBUTE}]`) !== null;

export function useFieldErrors(issues: readonly OrderIssue[], showAll: boolean, measurement: MeasurementSystem = "metric"): FieldErrors {
  const { i18n } = useLingui();
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());

  const byPath = useMemo(() => {
    const map = new Map<string, OrderIssue[]>();
    for (const issue of issues) map.set(issue.path, [...(map.get(issue.path) ?? []), issue]);
    return map;
  }, [issues]);

  const touch = useCallback((path: string) => setTouched((current) => (current.has(path) ? current : new Set(current).add(path))), []);

  const errorsAt = useCallback(
    (path: string) => {
      if (!showAll && !touched.has(path)) return [];
      // Two codes can translate alike; a list of messages shows each once.
      return [...new Set((byPath.get(path) ?? []).map((issue) => orderIssueMessage(issue, i18n, measurement)))];
    },
    [byPath, i18n, measurement, showAll, touched],
  );

  const field = useCallback(
    (path: string) => ({
      errors: errorsAt(path),
      onBlur: (event: FocusEvent) => {
        if (!leavesForPressedWizardAction(event)) touch(path);
      },
    }),
    [errorsAt, touch],
  );

  return { errorsAt, touch, field };
}
