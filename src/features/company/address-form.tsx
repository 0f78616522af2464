import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../ui/button";
import { intlLocale } from "../../ui/format/locale";
import { countryOptions } from "../../ui/country-options";
import { SelectField, TextField } from "../../ui/fields";
import { type AddressValues, addressProblems } from "./address-values";
import { COMPANY_TEXTS } from "./company-messages";
import styles from "./company.module.css";

type TextKey = Exclude<keyof AddressValues, "tax_number_is_cpf" | "is_default">;

/**
 * One ship-from address being added or changed. The problems shown are the wizard's sender
 * rules' (checked here first), else the server's refusal by field (`serverErrors`).
 */
export function AddressForm({
  initial,
  busy,
  serverErrors,
  onSubmit,
  onCancel,
}: {
  initial: AddressValues;
  busy: boolean;
  serverErrors: Record<string, string[]>;
  onSubmit: (values: AddressValues) => void;
  onCancel: () => void;
}) {
  const { i18n, t } = useLingui();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const shown = { ...serverErrors, ...problems };
  const text = (key: TextKey, label: string, extra: { required?: boolean; type?: string; autoComplete?: string; inputMode?: "numeric" } = {}) => (
    <TextField label={label} value={values[key]} onChange={(e) => setValues({ ...values, [key]: e.target.value })} errors={shown[key]} {...extra} />
  );
  const countries = [{ value: "", label: t`Choose a country` }, ...countryOptions(intlLocale(i18n))];

  return (
    <form
      className={styles.form}
      aria-label={t`Ship-from address`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = addressProblems(values, i18n, i18n._(COMPANY_TEXTS.blank));
        setProblems(found);
        if (Object.keys(found).length === 0) onSubmit(values);
      }}
    >
      <div className={styles.grid}>
        {text("label", t`Address name`, { required: true })}
        {text("name", t`Sender name`, { required: true, autoComplete: "organization" })}
        {text("email", t`E-mail`, { required: true, type: "email", autoComplete: "email" })}
        {text("phone", t`Phone`, { required: true, type: "tel", autoComplete: "tel" })}
        <SelectField label={t`Country`} required options={countries} value={values.country} onChange={(e) => setValues({ ...values, country: e.target.value })} errors={shown.country} />
        {text("postal_code", t`Postal code`, { required: true })}
        {text("state", t`State`, { required: true })}
        {text("city", t`City`, { required: true })}
        {text("address", t`Address`, { required: true })}
        {text("number", t`Number`, { required: true, inputMode: "numeric" })}
        {text("complement", t`Complement`)}
        {text("tax_number", t`Tax number`)}
        {text("website", t`Website`, { type: "url", autoComplete: "url" })}
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={values.tax_number_is_cpf} onChange={(e) => setValues({ ...values, tax_number_is_cpf: e.target.checked })} />
        {t`The tax number is a CPF`}
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={values.is_default} disabled={initial.is_default} onChange={(e) => setValues({ ...values, is_default: e.target.checked })} />
        {t`Default address (new orders and imports ship from it)`}
      </label>
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          <Trans>Save the address</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
