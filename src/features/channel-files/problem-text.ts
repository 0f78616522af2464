import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { cellSource } from "../../domain/channel-report";
import type { MeasurementSystem } from "../../domain/measurement";
import { type ImportProblem, importProblemText, isImportIssueCode } from "../../domain/order-import";
import type { OrderIssueCode } from "../../domain/order-validation";
import { orderIssueMessage } from "../../ui/order-issue-text";

/**
 * An import problem of a channel order in the user's language, placed where the user can find
 * it: the report's row and column ("Row 3, ship-postal-code"), or the template that filled the
 * cell. The wizard's rules keep the wizard's translated texts (src/ui/order-issue-text.ts); the
 * few import-only codes a mapped report can meet keep the domain's English text.
 */
/** A channel report has no sender: the import ships from the sender of the seller's latest order (decision 040). */
export const NO_SENDER = msg`No sender to ship from: create an order first; imports ship from the sender of your latest order.`;

function where(problem: ImportProblem, i18n: I18n): string {
  const source = problem.column === null ? undefined : cellSource(problem.column);
  const line = problem.line;
  if (source && "report" in source) {
    const column = source.report;
    return line === null ? column : i18n._(msg`Row ${line}, ${column}`);
  }
  if (source?.template === "product") return line === null ? i18n._(msg`Product template`) : i18n._(msg`Row ${line}, product template`);
  if (source?.template === "box") return i18n._(msg`Box template`);
  return line === null ? "" : i18n._(msg`Row ${line}`);
}

export function channelProblemText(problem: ImportProblem, i18n: I18n, system: MeasurementSystem): string {
  // The one import-only code every channel order meets alike: said once above the orders too.
  if (problem.code === "no_default_sender") return i18n._(NO_SENDER);
  const text = isImportIssueCode(problem.code)
    ? importProblemText(problem)
    : orderIssueMessage({ path: String(problem.params?.field ?? problem.column ?? ""), code: problem.code as OrderIssueCode, params: problem.params }, i18n, system);
  const place = where(problem, i18n);
  return place === "" ? text : `${place}: ${text}`;
}
