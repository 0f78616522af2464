import { useLingui } from "@lingui/react/macro";
import { phoneExample } from "../../../domain/phone-example";
import type { DraftSender } from "../../../offline/drafts/order-draft-values";
import { MaskedField } from "../../../ui/masked-field";
import { TextField } from "../../../ui/fields";
import { AddressFields, type AddressField } from "../fields/address-fields";
import { useFieldErrors } from "../wizard/field-errors";
import type { StepProps } from "../wizard/step-props";
import styles from "../order-create.module.css";

const DEFAULT_PHONE_EXAMPLE_COUNTRY = "BR";

/** When the sender says the tax number is a CPF it takes the CPF mask; other tax numbers are free text. */
const CPF_MASKS = ["###.###.###-##"];

/**
 * Sender: who ships. Prefilled in a new draft from the last sender this user created an order
 * with (src/offline/drafts/default-sender.ts). The phone is written internationally, with + and the country code.
 */
export function SenderStep({ draft, update, issues, showAll }: StepProps) {
  const { t } = useLingui();
  const errors = useFieldErrors(issues, showAll);
  const sender = draft.sender;
  // An example from the sender's country; until one is chosen, Brazil's (the example it always gave).
  const phoneSample = phoneExample(sender.country || DEFAULT_PHONE_EXAMPLE_COUNTRY)?.international ?? "";
  const set = <K extends keyof DraftSender>(field: K, value: DraftSender[K]) => update((current) => ({ ...current, sender: { ...current.sender, [field]: value } }));
  // The sender has no quarter or reference; AddressFields only offers them to the receiver.
  const setAddress = (field: AddressField, value: string) => {
    if (field !== "quarter" && field !== "reference") set(field, value);
  };

  return (
    <div className={styles.fields}>
      <TextField label={t`Name`} required value={sender.name} onChange={(event) => set("name", event.target.value)} autoComplete="organization" {...errors.field("sender.name")} />
      <TextField label={t`E-mail`} required type="email" value={sender.email} onChange={(event) => set("email", event.target.value)} autoComplete="email" {...errors.field("sender.email")} />
      <MaskedField
        label={t`Phone`}
        required
        type="tel"
        value={sender.phone}
        onValueChange={(value) => set("phone", value)}
        hint={t`+ and country code, e.g. ${phoneSample}`}
        autoComplete="tel"
        {...errors.field("sender.phone")}
      />
      <AddressFields section="sender" value={sender} onChange={setAddress} errors={errors} />
      <MaskedField
        label={t`Tax number`}
        value={sender.tax_number}
        onValueChange={(value) => set("tax_number", value)}
        masks={sender.tax_number_is_cpf ? CPF_MASKS : []}
        {...errors.field("sender.tax_number")}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={sender.tax_number_is_cpf} onChange={(event) => set("tax_number_is_cpf", event.target.checked)} />
        {t`The tax number is a CPF`}
      </label>
      <TextField label={t`Website`} type="url" value={sender.website} onChange={(event) => set("website", event.target.value)} autoComplete="url" {...errors.field("sender.website")} />
    </div>
  );
}
