import { type FormEvent, type ReactNode, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { FISCAL_PAYMENT_STATUSES } from "../../api/schemas/fiscal-payments";
import { Button } from "../../ui/button";
import { EMPTY_FILTERS, type FilterField, type FilterValues, backwardsRanges } from "./filter-params";
import { STATUS_NAMES } from "./payment-words";
import { styles } from "./styles";

interface Props {
  initial: FilterValues;
  onApply: (values: FilterValues) => void;
}

/**
 * The list's filters (spec section 3): status, and ranges with a start and an end for payment
 * date, created date, value and DIR date. Applied together on "Filter", so that typing a range
 * does not ask the server at every key.
 */
export function FiscalPaymentFilters({ initial, onApply }: Props) {
  const { i18n, t } = useLingui();
  const [values, setValues] = useState(initial);
  const [backwards, setBackwards] = useState<readonly FilterField[]>([]);
  const input = (field: FilterField, label: string, type: "date" | "text") => (
    <label style={styles.field}>
      {label}
      <input
        style={styles.input}
        type={type}
        inputMode={type === "text" ? "decimal" : undefined}
        value={values[field]}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      />
    </label>
  );
  const range = (legend: ReactNode, start: FilterField, end: FilterField, type: "date" | "text") => (
    <fieldset style={styles.range}>
      <legend style={styles.legend}>{legend}</legend>
      {input(start, t`From`, type)}
      {input(end, t`To`, type)}
      {backwards.includes(end) && (
        <span role="alert" style={styles.error}>
          <Trans>The end comes before the start.</Trans>
        </span>
      )}
    </fieldset>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = backwardsRanges(values);
    setBackwards(problems);
    // Nothing is lost: the boxes keep what was typed, and the list keeps its last filters.
    if (problems.length === 0) onApply(values);
  };
  const clear = () => {
    setBackwards([]);
    setValues(EMPTY_FILTERS);
    onApply(EMPTY_FILTERS);
  };

  return (
    <form style={styles.filters} onSubmit={submit} aria-label={t`Filters`}>
      <label style={styles.field}>
        <Trans>Status</Trans>
        <select style={styles.input} value={values.status} onChange={(event) => setValues({ ...values, status: event.target.value })}>
          <option value="">{t`All statuses`}</option>
          {FISCAL_PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {i18n._(STATUS_NAMES[status])}
            </option>
          ))}
        </select>
      </label>
      {range(<Trans>Payment date</Trans>, "start_payment_date", "end_payment_date", "date")}
      {range(<Trans>Created date</Trans>, "start_created_date", "end_created_date", "date")}
      {range(<Trans>DIR date</Trans>, "start_dir_date", "end_dir_date", "date")}
      {range(<Trans>Value (R$)</Trans>, "start_value", "end_value", "text")}
      <span style={styles.row}>
        <Button type="submit">
          <Trans>Filter</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={clear}>
          <Trans>Clear filters</Trans>
        </Button>
      </span>
    </form>
  );
}
