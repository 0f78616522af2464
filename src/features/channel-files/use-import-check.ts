import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { ChannelImportRows } from "../../domain/channel-report";

/**
 * What stops each order of the file, in the user's language: the gaps of the mapping (a SKU
 * without product template, no box template), named first because they are what the user fixes
 * here. The same rows go through the import rules on the server; the orders the rules refuse are
 * kept in the rejected orders list.
 */
export function useImportCheck(converted: ChannelImportRows) {
  const { i18n } = useLingui();
  const problems = new Map<string, string[]>();
  for (const gap of converted.gaps) {
    const texts = gap.missing_skus.map((sku) => i18n._(msg`No product template for SKU ${sku}`));
    if (gap.missing_box) texts.push(i18n._(msg`No box template chosen`));
    problems.set(gap.order_id, texts);
  }
  return { problemsOf: (orderId: string) => problems.get(orderId) ?? [], blocked: problems.size };
}
