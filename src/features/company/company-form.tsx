import type { MessageDescriptor } from "@lingui/core";
import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { saveCompany } from "../../api/calls/company";
import type { Company } from "../../api/schemas/company";
import { showErrorToast } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { intlLocale } from "../../ui/format/locale";
import { countryOptions } from "../../ui/country-options";
import { SelectField, TextField } from "../../ui/fields";
import { MaskedField } from "../../ui/masked-field";
import { trackSaving } from "../../ui/saving-events";
import { showToast } from "../../ui/toast";
import { fieldErrorsOf } from "./company-messages";
import { type CompanyValues, type ReturnField, companyChanges, companyProblems, companyValues } from "./company-values";
import { companyQuery } from "./queries";
import styles from "./company.module.css";

const CNPJ_MASKS = ["##.###.###/####-##"];

/**
 * The company's details, brand colours and return address: one form, one Save (PUT
 * /v1/sellers/{id}), the top bar's saving indicator while it saves and 'Settings updated' after.
 * A reader sees the values in disabled fields.
 */
export function CompanyForm({ company, canWrite }: { company: Company; canWrite: boolean }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => companyValues(company));
  const [shown, setShown] = useState<Record<string, string[]>>({});
  // A new key per version of the form: a retried save applies once, a changed one is a new request.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const change = (next: CompanyValues) => {
    setValues(next);
    setKey(crypto.randomUUID());
  };
  const set = (field: Exclude<keyof CompanyValues, "return_address">, value: string) => change({ ...values, [field]: value });
  const setReturn = (field: ReturnField, value: string) => change({ ...values, return_address: { ...values.return_address, [field]: value } });
  const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);

  const save = useMutation({
    mutationFn: (next: CompanyValues) => trackSaving(() => saveCompany(company.id, companyChanges(next), key)),
    onSuccess: (saved) => {
      queryClient.setQueryData(companyQuery(company.id).queryKey, saved);
      setShown({});
      showToast(t`Settings updated`, "success");
    },
    onError: (error) => {
      const byField = fieldErrorsOf(error, translate);
      setShown(byField);
      showErrorToast(error, i18n, { lead: t`Could not save, try again later`, ...(Object.keys(byField).length > 0 ? { reasons: [t`Please, check your information and try again`] } : {}) });
    },
  });
  const errors = (path: string) => shown[path];
  const countries = [{ value: "", label: t`Choose a country` }, ...countryOptions(intlLocale(i18n))];

  return (
    <form
      className={styles.form}
      aria-label={t`Company details`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problems = companyProblems(values);
        if (Object.keys(problems).length > 0) {
          setShown(Object.fromEntries(Object.entries(problems).map(([path, list]) => [path, list.map((d) => translate(d))])));
          return;
        }
        save.mutate(values);
      }}
    >
      {!canWrite && (
        <p className={styles.hint}>
          <Trans>You can see the company; only a seller admin or operator can change it.</Trans>
        </p>
      )}
      <fieldset className={styles.group} disabled={!canWrite}>
        <legend className={styles.legend}>
          <Trans>General data</Trans>
        </legend>
        <div className={styles.grid}>
          <TextField label={t({ message: "Name", context: "of a company" })} required value={values.name} onChange={(e) => set("name", e.target.value)} errors={errors("name")} autoComplete="organization" />
          <TextField label={t`Legal name`} value={values.legal_name} onChange={(e) => set("legal_name", e.target.value)} errors={errors("legal_name")} />
          <TextField label={t`RFB code`} value={values.rfb_code} onChange={(e) => set("rfb_code", e.target.value)} errors={errors("rfb_code")} />
          <TextField label={t`Customer id`} value={values.customer_id} onChange={(e) => set("customer_id", e.target.value)} errors={errors("customer_id")} />
          <TextField label={t`E-mail`} required type="email" value={values.email} onChange={(e) => set("email", e.target.value)} errors={errors("email")} autoComplete="email" />
          <TextField label={t`Website`} type="url" value={values.website} onChange={(e) => set("website", e.target.value)} errors={errors("website")} autoComplete="url" />
          <MaskedField label={t`Tax number (CNPJ)`} value={values.tax_number} onValueChange={(value) => set("tax_number", value)} masks={CNPJ_MASKS} errors={errors("tax_number")} />
        </div>
      </fieldset>
      <fieldset className={styles.group} disabled={!canWrite}>
        <legend className={styles.legend}>
          <Trans>Colours</Trans>
        </legend>
        <div className={styles.grid}>
          {(["primary_color", "secondary_color"] as const).map((field) => (
            <div key={field}>
              <TextField
                label={field === "primary_color" ? t`Primary colour` : t`Secondary colour`}
                value={values[field]}
                onChange={(e) => set(field, e.target.value)}
                errors={errors(field)}
              />
              <input
                type="color"
                aria-label={field === "primary_color" ? t`Pick the primary colour` : t`Pick the secondary colour`}
                value={/^#[0-9a-fA-F]{6}$/.test(values[field]) ? values[field] : "#000000"}
                onChange={(e) => set(field, e.target.value)}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group} disabled={!canWrite}>
        <legend className={styles.legend}>
          <Trans>Return address</Trans>
        </legend>
        <p className={styles.hint}>
          <Trans>Where returned parcels are sent. Leave every field empty for none.</Trans>
        </p>
        <div className={styles.grid}>
          <SelectField label={t`Country`} options={countries} value={values.return_address.country} onChange={(e) => setReturn("country", e.target.value)} errors={errors("return_address.country")} />
          <TextField label={t`Postal code`} value={values.return_address.postal_code} onChange={(e) => setReturn("postal_code", e.target.value)} errors={errors("return_address.postal_code")} />
          <TextField label={t`State`} value={values.return_address.state} onChange={(e) => setReturn("state", e.target.value)} errors={errors("return_address.state")} />
          <TextField label={t`City`} value={values.return_address.city} onChange={(e) => setReturn("city", e.target.value)} errors={errors("return_address.city")} />
          <TextField label={t`Address`} value={values.return_address.address} onChange={(e) => setReturn("address", e.target.value)} errors={errors("return_address.address")} />
          <TextField label={t`Number`} inputMode="numeric" value={values.return_address.number} onChange={(e) => setReturn("number", e.target.value)} errors={errors("return_address.number")} />
          <TextField label={t`Complement`} value={values.return_address.complement} onChange={(e) => setReturn("complement", e.target.value)} errors={errors("return_address.complement")} />
        </div>
      </fieldset>
      {canWrite && (
        <div className={styles.actions}>
          <Button type="submit" busy={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </div>
      )}
    </form>
  );
}
