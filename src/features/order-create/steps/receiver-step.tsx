import { useLingui } from "@lingui/react/macro";
import { countryReference, isReferenceCountry } from "../../../domain/country-reference";
import { phoneExample } from "../../../domain/phone-example";
import type { DraftCustomer } from "../../../offline/drafts/order-draft-values";
import { MaskedField } from "../../../ui/masked-field";
import { TextField } from "../../../ui/fields";
import { AddressBook } from "../fields/address-book";
import { AddressFields } from "../fields/address-fields";
import { useFieldErrors } from "../wizard/field-errors";
import type { StepProps } from "../wizard/step-props";
import styles from "../order-create.module.css";

/**
 * Receiver: who gets the parcel. The tax document takes the destination's masks (CPF or CNPJ for
 * Brazil, picked by how many digits are typed) and is required where customs clear on it (the
 * reference countries); the phone must be a number of the destination country. The address book
 * (/settings/customers) fills the whole receiver, or keeps the one typed.
 */
export function ReceiverStep({ draft, update, issues, showAll }: StepProps) {
  const { t } = useLingui();
  const errors = useFieldErrors(issues, showAll);
  const customer = draft.customer;
  const set = (field: keyof DraftCustomer, value: string) => update((current) => ({ ...current, customer: { ...current.customer, [field]: value } }));
  const documentRules = customer.country ? countryReference(customer.country)?.document : undefined;
  const phoneSample = customer.country ? phoneExample(customer.country)?.national : undefined;

  return (
    <div className={styles.fields}>
        <AddressBook receiver={customer} onChoose={(receiver) => update((current) => ({ ...current, customer: receiver }))} />
        <TextField label={t`Full name`} required value={customer.full_name} onChange={(event) => set("full_name", event.target.value)} autoComplete="off" {...errors.field("customer.full_name")} />
        <MaskedField
          label={t`Tax document`}
          required={customer.country !== "" && isReferenceCountry(customer.country)}
          value={customer.document}
          onValueChange={(value) => set("document", value)}
          masks={documentRules?.masks ?? []}
          hint={documentRules?.name}
          autoComplete="off"
          {...errors.field("customer.document")}
        />
        <MaskedField
          label={t`Phone`}
          required
          type="tel"
          value={customer.phone}
          onValueChange={(value) => set("phone", value)}
          hint={phoneSample ? t`with the area code, e.g. ${phoneSample}` : t`with the area code`}
          autoComplete="off"
          {...errors.field("customer.phone")}
        />
        <TextField label={t`E-mail`} type="email" value={customer.email} onChange={(event) => set("email", event.target.value)} autoComplete="off" {...errors.field("customer.email")} />
        <AddressFields section="customer" value={customer} onChange={set} errors={errors} withQuarterAndReference />
    </div>
  );
}
