import { type FormEvent, useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MeasurementSystem } from "../../domain/measurement";
import { lengthUnit, weightUnit } from "../../domain/measurement-units";
import { Button } from "../../ui/button";
import formStyles from "../../ui/form.module.css";
import { TextField } from "../../ui/fields";
import { destinationCountryOptions } from "../../ui/country-options";
import { intlLocale } from "../../ui/format/locale";
import { MAX_QUOTE_BOXES, QUOTE_CURRENCIES, type QuoteBoxValues, type QuoteFieldProblem, type QuoteFormValues, emptyQuoteBox } from "./quote-form-values";
import styles from "./quotes.module.css";

interface QuoteFormProps {
  values: QuoteFormValues;
  onChange: (values: QuoteFormValues) => void;
  /** Shown once the user asked for quotes. */
  problems: ReadonlyMap<string, QuoteFieldProblem>;
  system: MeasurementSystem;
  busy: boolean;
  online: boolean;
  onSubmit: () => void;
}

/** Destination, boxes, goods value and what the parcel holds: what a quote needs. */
export function QuoteForm({ values, onChange, problems, system, busy, online, onSubmit }: QuoteFormProps) {
  const { i18n, t } = useLingui();
  const countryId = useId();
  const offlineId = useId();
  const countries = destinationCountryOptions(intlLocale(i18n));
  const set = (change: Partial<QuoteFormValues>) => onChange({ ...values, ...change });
  const setBox = (index: number, change: Partial<QuoteBoxValues>) =>
    set({ boxes: values.boxes.map((box, i) => (i === index ? { ...box, ...change } : box)) });
  const problemText = (path: string) => {
    const problem = problems.get(path);
    if (problem === "blank") return [t`Can't be blank`];
    if (problem === "not_positive") return [t`Must be a number greater than 0`];
    return [];
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const length = lengthUnit(system);
  const weight = weightUnit(system);

  return (
    <form className={styles.form} aria-label={t`Quote`} noValidate onSubmit={submit}>
      <div className={styles.grid}>
        <div className={formStyles.field}>
          <label htmlFor={countryId} className={formStyles.label}>
            <Trans>Destination country</Trans>
          </label>
          <select id={countryId} className={formStyles.input} value={values.country} onChange={(e) => set({ country: e.target.value })}>
            <optgroup label={t`Main destinations`}>
              {countries.reference.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </optgroup>
            <optgroup label={t`Other countries`}>
              {countries.others.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <TextField label={t`Postal code`} value={values.postal_code} autoComplete="off" onChange={(e) => set({ postal_code: e.target.value })} />
      </div>

      {values.boxes.map((box, index) => {
        const number = index + 1;
        const path = (measure: string) => `boxes.${index}.${measure}`;
        return (
          <fieldset key={box.key} className={styles.box}>
            <legend className={styles.legend}>
              <Trans>Box {number}</Trans>
            </legend>
            <div className={styles.grid}>
              <TextField label={t`Length (${length})`} inputMode="decimal" required value={box.length} errors={problemText(path("length"))} onChange={(e) => setBox(index, { length: e.target.value })} />
              <TextField label={t`Width (${length})`} inputMode="decimal" required value={box.width} errors={problemText(path("width"))} onChange={(e) => setBox(index, { width: e.target.value })} />
              <TextField label={t`Height (${length})`} inputMode="decimal" required value={box.height} errors={problemText(path("height"))} onChange={(e) => setBox(index, { height: e.target.value })} />
              <TextField label={t`Weight (${weight})`} inputMode="decimal" required value={box.weight} errors={problemText(path("weight"))} onChange={(e) => setBox(index, { weight: e.target.value })} />
            </div>
            {values.boxes.length > 1 && (
              <Button variant="secondary" onClick={() => set({ boxes: values.boxes.filter((_, i) => i !== index) })}>
                <Trans>Remove box</Trans>
              </Button>
            )}
          </fieldset>
        );
      })}
      <div>
        <Button variant="secondary" disabled={values.boxes.length >= MAX_QUOTE_BOXES} onClick={() => set({ boxes: [...values.boxes, emptyQuoteBox()] })}>
          <Trans>Add box</Trans>
        </Button>
      </div>

      <div className={styles.grid}>
        <TextField label={t`Goods value`} inputMode="decimal" required value={values.goods_value} errors={problemText("goods_value")} onChange={(e) => set({ goods_value: e.target.value })} />
        <CurrencySelect value={values.currency} onChange={(currency) => set({ currency })} />
      </div>
      <div className={styles.checks}>
        <label className={styles.check}>
          <input type="checkbox" checked={values.contain_battery} onChange={(e) => set({ contain_battery: e.target.checked })} />
          <Trans>Contains batteries</Trans>
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={values.dangerous_good} onChange={(e) => set({ dangerous_good: e.target.checked })} />
          <Trans>Dangerous goods</Trans>
        </label>
        <label className={styles.check}>
          <input type="checkbox" checked={values.insurance} onChange={(e) => set({ insurance: e.target.checked })} />
          <Trans>Insurance</Trans>
        </label>
      </div>
      <div className={styles.submit}>
        <Button type="submit" busy={busy} disabled={!online} aria-describedby={online ? undefined : offlineId}>
          <Trans>Get quotes</Trans>
        </Button>
        {!online && (
          <p id={offlineId} className={styles.offline}>
            <Trans>You are offline. Quotes need the network; the order wizard prices your contracts on this device.</Trans>
          </p>
        )}
      </div>
    </form>
  );
}

function CurrencySelect({ value, onChange }: { value: string; onChange: (currency: string) => void }) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        <Trans>Currency</Trans>
      </label>
      <select id={id} className={formStyles.input} value={value} onChange={(e) => onChange(e.target.value)}>
        {QUOTE_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}
