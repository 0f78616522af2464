import { useLingui } from "@lingui/react/macro";
import { signedBrl } from "./billing-words";
import { styles, table } from "./styles";

/**
 * A signed amount in a table (spec section 4: a positive credit green, a negative red), with its
 * sign written out so that colour is never the only cue.
 */
export function AmountCell({ value }: { value: number }) {
  const { i18n } = useLingui();
  const tone = value > 0 ? styles.positive : value < 0 ? styles.negative : undefined;
  return <td style={{ ...table.amount, ...tone }}>{signedBrl(value, i18n)}</td>;
}

/** A day of a list's range ("2026-11-26", whole UTC days) as a Date to format in UTC; a full timestamp as it is. */
export const rangeDay = (day: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day);
