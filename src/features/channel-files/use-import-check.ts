import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { ChannelImportContext } from "../../api/schemas/channel-files";
import type { ChannelImportRows } from "../../domain/channel-report";
import type { MeasurementSystem } from "../../domain/measurement";
import { type ImportContext, checkImport } from "../../domain/order-import";
import { channelProblemText } from "./problem-text";

/**
 * Each order of the file through the import rules (`checkImport`, src/domain/order-import), on
 * the rows the current mapping makes and with the seller's context as the server builds it: what
 * this screen says is what the import job will do. An order with a gap in its mapping (a SKU
 * without product template, no box) shows that gap only: it is what the user fixes here, and
 * the blank customs cells it leaves would only repeat it.
 */
export function useImportCheck(converted: ChannelImportRows, context: ChannelImportContext, system: MeasurementSystem) {
  const { i18n } = useLingui();
  const importContext: ImportContext = useMemo(() => ({ ...context, takenOrderNumbers: new Set(context.takenOrderNumbers) }), [context]);
  const result = useMemo(() => checkImport(converted.columns, converted.rows, importContext), [converted, importContext]);

  return useMemo(() => {
    const problems = new Map<string, string[]>();
    for (const rejected of result.rejected) problems.set(rejected.order_number, rejected.problems.map((problem) => channelProblemText(problem, i18n, system)));
    for (const gap of converted.gaps) {
      const texts = gap.missing_skus.map((sku) => i18n._(msg`No product template for SKU ${sku}`));
      if (gap.missing_box) texts.push(i18n._(msg`No box template chosen`));
      problems.set(gap.order_id, texts);
    }
    return {
      problemsOf: (orderId: string) => problems.get(orderId) ?? [],
      /** Problems of the whole file: nothing is imported while there is one. */
      fileProblems: result.problems.map((problem) => channelProblemText(problem, i18n, system)),
      valid: result.problems.length > 0 ? 0 : result.orders.length,
    };
  }, [result, converted.gaps, i18n, system]);
}
