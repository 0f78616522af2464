import { Fragment } from "react";
import { useLingui } from "@lingui/react/macro";
import type { OverpackDetail } from "../../api/schemas/overpacks";
import { formatDateTime } from "../../ui/format/date";
import { formatMoney } from "../../ui/format/money";
import { formatNumber } from "../../ui/format/number";
import { destinationText, dimensionsText, weightText, yesNo } from "./overpack-words";
import { styles } from "./styles";

/** The spec's fields of one overpack (section 3) as a list of terms. */
export function OverpackFacts({ overpack }: { overpack: OverpackDetail }) {
  const { i18n, t } = useLingui();
  const dash = (value: string | null) => value ?? "—";
  const facts: [string, string][] = [
    [t`Dimensions`, dimensionsText(overpack, i18n)],
    [t`Destination country`, destinationText(overpack.destination_country, i18n)],
    [t`Total volumes`, formatNumber(overpack.total_volumes, {}, i18n)],
    [t`Total orders`, formatNumber(overpack.total_orders, {}, i18n)],
    [t`Total orders value`, overpack.currency === null ? "—" : formatMoney(overpack.total_orders_value, overpack.currency, i18n)],
    [t`Total weight`, weightText(overpack.total_weight, i18n)],
    [t`Contract`, dash(overpack.contract_name)],
    [t`Dispatch date`, overpack.dispatched_at ? formatDateTime(overpack.dispatched_at, {}, i18n) : "—"],
    [t`Ship from`, dash(overpack.ship_from)],
    [t`Origin hub`, dash(overpack.origin_hub)],
    [t`Carrier`, dash(overpack.carrier_name)],
    [t`Tracking number`, dash(overpack.tracking_number)],
    [t`Dispatched`, yesNo(overpack.dispatched, i18n)],
  ];
  return (
    <dl style={styles.facts}>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt style={styles.term}>{term}</dt>
          <dd style={styles.fact}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
