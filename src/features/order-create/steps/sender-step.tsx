import { useEffect } from "react";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { accountQueries } from "../../../api/queries/shared-queries";
import type { SellerAddress } from "../../../api/schemas/company";
import { useSessionUser } from "../../../api/use-session-user";
import { senderOfAddress } from "../../../offline/drafts/default-sender";
import { phoneExample } from "../../../domain/phone-example";
import type { DraftSender } from "../../../offline/drafts/order-draft-values";
import { MaskedField } from "../../../ui/masked-field";
import { SelectField, TextField } from "../../../ui/fields";
import { AddressFields, type AddressField } from "../fields/address-fields";
import { useFieldErrors } from "../wizard/field-errors";
import type { StepProps } from "../wizard/step-props";
import styles from "../order-create.module.css";
import { ruleEffectText } from "../../../ui/shipping-rule-text";
import { useOrderRuleChoices } from "./order-rules";

const DEFAULT_PHONE_EXAMPLE_COUNTRY = "BR";

/** When the sender says the tax number is a CPF it takes the CPF mask; other tax numbers are free text. */
const CPF_MASKS = ["###.###.###-##"];

/** The value of "Ship from" when the sender is none of the seller's addresses (typed by hand). */
const TYPED_SENDER = "";

/** The address the sender is, field for field, if it is one of them. */
function addressOfSender(sender: DraftSender, addresses: readonly SellerAddress[]): SellerAddress | undefined {
  return addresses.find((address) => {
    const fields = senderOfAddress(address);
    return (Object.keys(fields) as (keyof DraftSender)[]).every((key) => fields[key] === sender[key]);
  });
}

/**
 * Sender: who ships. "Ship from" offers the seller's addresses (/company, decision 054); a new
 * draft starts with the default one (src/offline/drafts/default-sender.ts), and any field may
 * still be typed. A ship_from shipping rule (decision 062) replaces that starting sender with
 * its address until the user picks or types one, and the select says which rule chose it.
 * The phone is written internationally, with + and the country code.
 */
export function SenderStep({ draft, update, issues, showAll, context }: StepProps) {
  const { t, i18n } = useLingui();
  const errors = useFieldErrors(issues, showAll);
  const sender = draft.sender;
  const addresses = useQuery({ ...accountQueries.sellerAddresses(useSessionUser()?.seller_id), staleTime: 5 * 60_000 }).data ?? [];
  const chosen = addressOfSender(sender, addresses);
  const ruleShipFrom = useOrderRuleChoices(context.rules.shipping_rules).shipFrom;
  const ruleAddress = ruleShipFrom ? addresses.find((address) => String(address.id) === ruleShipFrom.id) : undefined;
  const prefill = ruleAddress !== undefined && draft.sender_chosen !== true && draft.editing_order_id === null && chosen?.id !== ruleAddress.id;
  useEffect(() => {
    if (prefill && ruleAddress) update((current) => ({ ...current, sender: senderOfAddress(ruleAddress) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the rule's address becomes known or the user's choice changes
  }, [prefill, ruleAddress]);
  const chosenByRule = ruleShipFrom && ruleAddress && chosen?.id === ruleAddress.id ? ruleEffectText(ruleShipFrom.effect, i18n) : undefined;
  // An example from the sender's country; until one is chosen, Brazil's (the example it always gave).
  const phoneSample = phoneExample(sender.country || DEFAULT_PHONE_EXAMPLE_COUNTRY)?.international ?? "";
  const set = <K extends keyof DraftSender>(field: K, value: DraftSender[K]) =>
    update((current) => ({ ...current, sender: { ...current.sender, [field]: value }, sender_chosen: true }));
  // The sender has no quarter or reference; AddressFields only offers them to the receiver.
  const setAddress = (field: AddressField, value: string) => {
    if (field !== "quarter" && field !== "reference") set(field, value);
  };

  return (
    <div className={styles.fields}>
      {addresses.length > 0 && (
        <SelectField
          label={t`Ship from`}
          hint={chosenByRule}
          value={chosen ? String(chosen.id) : TYPED_SENDER}
          options={[
            ...addresses.map(({ id, label, is_default }) => ({ value: String(id), label: is_default ? t`${label} (default)` : label })),
            ...(chosen ? [] : [{ value: TYPED_SENDER, label: t`Another address, typed below` }]),
          ]}
          onChange={(event) => {
            const address = addresses.find((candidate) => String(candidate.id) === event.target.value);
            if (address) update((current) => ({ ...current, sender: senderOfAddress(address), sender_chosen: true }));
          }}
        />
      )}
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
