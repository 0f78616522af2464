import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { fetchBoxTemplates } from "../../api/calls/templates";
import { accountQueries, settingsQueries } from "../../api/queries/shared-queries";
import { useSessionUser } from "../../api/use-session-user";
import { INCOTERMS } from "../../domain/pricing";
import { ACTION_NAMES, type ActionName } from "../../domain/shipping-rules/vocabulary";
import { FieldErrors, SelectField, TextField } from "../../ui/fields";
import { ACTION_VALUE_KIND } from "./rule-form-values";
import type { ValueNames } from "./rule-text";
import { actionLabel } from "../../ui/shipping-rule-text";
import { styles } from "./styles";

export interface Choice {
  value: string;
  label: string;
}

/** What an action can name: the seller's carriers (from its contracts), packages and ship-from addresses. */
export interface ActionChoices {
  couriers: Choice[];
  packages: Choice[];
  addresses: Choice[];
}

/** The seller's carriers, packages (box templates) and ship-from addresses, for the action's values. */
export function useActionChoices(): ActionChoices {
  const user = useSessionUser();
  const contracts = useQuery(settingsQueries.contracts(user?.id));
  const packages = useQuery({ queryKey: ["shipping-rules", "box-templates", user?.id] as const, queryFn: ({ signal }) => fetchBoxTemplates(signal) });
  const addresses = useQuery(accountQueries.sellerAddresses(user?.seller_id));
  // The values are carrier names (schemas/shipping-rules.ts): one choice per carrier, however many contracts it has.
  const carriers = [...new Set((contracts.data ?? []).map((contract) => contract.carrier_name))];
  return {
    couriers: carriers.map((name) => ({ value: name, label: name })),
    packages: (packages.data?.elements ?? []).map((template) => ({ value: String(template.id), label: template.name })),
    addresses: (addresses.data ?? []).map((address) => ({ value: String(address.id), label: address.label })),
  };
}

/** The names of the seller's packages and addresses by id, for a rule read as words. */
export function useValueNames(): ValueNames {
  const choices = useActionChoices();
  const named = (list: Choice[]) => new Map(list.map((choice) => [choice.value, choice.label]));
  return { packages: named(choices.packages), addresses: named(choices.addresses) };
}

interface ActionFieldsProps {
  actionName: ActionName | "";
  values: string[];
  choices: ActionChoices;
  onChange: (actionName: ActionName | "", values: string[]) => void;
  nameErrors: string[];
  valueErrors: string[];
}

/** The rule's one action: its kind, then the values that kind takes. */
export function ActionFields({ actionName, values, choices, onChange, nameErrors, valueErrors }: ActionFieldsProps) {
  const { i18n, t } = useLingui();
  return (
    <fieldset style={styles.group}>
      <legend>
        <Trans>Action</Trans>
      </legend>
      <SelectField
        label={t`Action`}
        required
        value={actionName}
        errors={nameErrors}
        // Another kind's values mean nothing to this one.
        onChange={(event) => onChange(event.target.value as ActionName | "", [])}
        options={[{ value: "", label: t`Choose an action` }, ...ACTION_NAMES.map((name) => ({ value: name, label: actionLabel(name, i18n) }))]}
      />
      {actionName !== "" && <ActionValues actionName={actionName} values={values} choices={choices} errors={valueErrors} onChange={(next) => onChange(actionName, next)} />}
    </fieldset>
  );
}

function ActionValues({ actionName, values, choices, errors, onChange }: { actionName: ActionName; values: string[]; choices: ActionChoices; errors: string[]; onChange: (values: string[]) => void }) {
  const { t } = useLingui();
  const kind = ACTION_VALUE_KIND[actionName];
  const first = values[0] ?? "";
  if (kind === "incoterm") {
    return (
      <SelectField
        label={t`Incoterm`}
        required
        value={first}
        errors={errors}
        onChange={(event) => onChange(event.target.value === "" ? [] : [event.target.value])}
        options={[{ value: "", label: t`Choose an incoterm` }, ...INCOTERMS.map((incoterm) => ({ value: incoterm, label: incoterm }))]}
      />
    );
  }
  if (kind === "address" || kind === "courier" || kind === "package") {
    const one = {
      address: { label: t`Ship-from address`, none: t`Choose an address`, options: choices.addresses },
      courier: { label: t`Courier`, none: t`Choose a courier`, options: choices.couriers },
      package: { label: t`Package`, none: t`Choose a package`, options: choices.packages },
    }[kind];
    return (
      <SelectField
        label={one.label}
        required
        value={first}
        errors={errors}
        onChange={(event) => onChange(event.target.value === "" ? [] : [event.target.value])}
        options={[{ value: "", label: one.none }, ...one.options]}
      />
    );
  }
  if (kind === "money") {
    return <TextField label={t`Freight amount`} required inputMode="decimal" autoComplete="off" value={first} errors={errors} onChange={(event) => onChange([event.target.value])} />;
  }
  if (kind === "cost-share") {
    return (
      <TextField
        label={t`Percent added to the contract's freight`}
        required
        inputMode="decimal"
        autoComplete="off"
        value={first}
        errors={errors}
        onChange={(event) => onChange([event.target.value])}
      />
    );
  }
  const options = kind === "couriers" ? choices.couriers : choices.packages;
  const legend = kind === "couriers" ? t`Couriers` : t`Packages`;
  return <ChoiceList legend={legend} options={options} values={values} errors={errors} onChange={onChange} empty={kind === "couriers" ? t`You have no contracts yet.` : t`You have no box templates yet.`} />;
}

interface ChoiceListProps {
  legend: string;
  options: Choice[];
  values: string[];
  errors: string[];
  empty: string;
  onChange: (values: string[]) => void;
}

/** Several of the seller's couriers or packages, as checkboxes in the order the seller has them. */
function ChoiceList({ legend, options, values, errors, empty, onChange }: ChoiceListProps) {
  const errorId = useId();
  const toggle = (value: string, checked: boolean) => onChange(checked ? [...values, value] : values.filter((chosen) => chosen !== value));
  return (
    <fieldset style={styles.group} aria-describedby={errors.length > 0 ? errorId : undefined}>
      <legend>
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      {options.length === 0 && <p style={styles.muted}>{empty}</p>}
      {options.map((option) => (
        <label key={option.value} style={styles.check}>
          <input type="checkbox" checked={values.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />
          {option.label}
        </label>
      ))}
      <FieldErrors id={errorId} errors={errors} />
    </fieldset>
  );
}
