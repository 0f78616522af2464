import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { countryReference, isReferenceCountry, postalMasks } from "../../domain/country-reference";
import { phoneExample } from "../../domain/phone-example";
import { Button } from "../../ui/button";
import { countryOptions } from "../../ui/country-options";
import { SelectField, TextField } from "../../ui/fields";
import { intlLocale } from "../../ui/format/locale";
import { MaskedField } from "../../ui/masked-field";
import { type CustomerValues, customerProblems } from "./customer-values";
import styles from "./customers.module.css";

type TextKey = "full_name" | "email" | "state" | "city" | "address" | "number" | "complement" | "reference";

/**
 * One customer being added or changed: the fields of the order wizard's receiver, with its masks
 * (the tax document as the destination's CPF or CNPJ, the postal code as the country's) and its
 * rules (src/domain/order-validation.ts `customerIssues`), checked here and again by the server.
 */
export function CustomerForm({
  initial,
  title,
  busy,
  serverErrors,
  onSubmit,
  onCancel,
}: {
  initial: CustomerValues;
  title: string;
  busy: boolean;
  serverErrors: Record<string, string[]>;
  onSubmit: (values: CustomerValues) => void;
  onCancel: () => void;
}) {
  const { i18n, t } = useLingui();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const shown = { ...serverErrors, ...problems };
  const set = (field: keyof CustomerValues, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const text = (key: TextKey, label: string, extra: { required?: boolean; type?: string; inputMode?: "numeric" } = {}) => (
    <TextField label={label} value={values[key]} onChange={(e) => set(key, e.target.value)} errors={shown[key]} autoComplete="off" {...extra} />
  );
  const reference = values.country ? countryReference(values.country) : undefined;
  const phoneSample = values.country ? phoneExample(values.country)?.national : undefined;
  const countries = [{ value: "", label: t`Choose a country` }, ...countryOptions(intlLocale(i18n))];

  return (
    <form
      className={styles.form}
      aria-label={title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = customerProblems(values, i18n);
        setProblems(found);
        if (Object.keys(found).length === 0) onSubmit(values);
      }}
    >
      <h2 className={styles.formTitle}>{title}</h2>
      <div className={styles.grid}>
        {text("full_name", t`Name`, { required: true })}
        {text("email", t`E-mail`, { type: "email" })}
        <MaskedField
          label={t`Phone`}
          required
          type="tel"
          value={values.phone}
          onValueChange={(value) => set("phone", value)}
          hint={phoneSample ? t`with the area code, e.g. ${phoneSample}` : t`with the area code`}
          autoComplete="off"
          errors={shown.phone}
        />
        <SelectField label={t`Country`} required options={countries} value={values.country} onChange={(e) => set("country", e.target.value)} errors={shown.country} />
        <MaskedField
          label={t`Postal code`}
          required
          value={values.postal_code}
          onValueChange={(value) => set("postal_code", value)}
          masks={postalMasks(values.country)}
          keepUnfitting
          hint={reference?.nationalTerm}
          autoComplete="off"
          errors={shown.postal_code}
        />
        {text("state", t`State`, { required: true })}
        {text("city", t`City`, { required: true })}
        {text("address", t`Address`, { required: true })}
        {text("number", t`Number`, { required: true, inputMode: "numeric" })}
        {text("complement", t`Complement`)}
        {text("reference", t`Reference`)}
        <MaskedField
          label={t`Tax document`}
          required={values.country !== "" && isReferenceCountry(values.country)}
          value={values.document}
          onValueChange={(value) => set("document", value)}
          masks={reference?.document?.masks ?? []}
          hint={reference?.document?.name}
          autoComplete="off"
          errors={shown.document}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          <Trans>Save the customer</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
