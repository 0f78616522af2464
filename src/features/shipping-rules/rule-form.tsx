import { type FormEvent, type ReactNode, useState } from "react";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { RULE_PRIORITIES } from "../../domain/shipping-rules/vocabulary";
import { Button } from "../../ui/button";
import { SelectField, TextField } from "../../ui/fields";
import { ActionFields, useActionChoices } from "./action-fields";
import { ConditionRows } from "./condition-rows";
import { hasProblems, RULE_NAME_MAX_LENGTH, type RuleFormValues, type RuleProblems, ruleProblems } from "./rule-form-values";
import { priorityLabel } from "../../ui/shipping-rule-text";
import { styles } from "./styles";

const PROBLEM_TEXTS = {
  blank: msg`Can't be blank`,
  "too-long": msg`Can't be more than ${RULE_NAME_MAX_LENGTH} characters`,
  "invalid-date": msg`Must be a date`,
  none: msg`Add at least one condition`,
  "too-many": msg`Too many conditions`,
  "choose-action": msg`Choose an action`,
  "choose-value": msg`Choose at least one`,
  money: msg`must be greater than 0.01`,
  percent: msg`A percentage from 0 to 1000`,
} as const;

const texts = (problem: keyof typeof PROBLEM_TEXTS | undefined, i18n: I18n) => (problem ? [i18n._(PROBLEM_TEXTS[problem])] : []);

interface RuleFormProps {
  initial: RuleFormValues;
  submitLabel: string;
  busy: boolean;
  /** Problems the server found on fields, by field ("name"), shown like the form's own. */
  serverErrors?: Partial<Record<"name" | "expiration" | "action", string[]>>;
  onSubmit: (values: RuleFormValues) => void;
  cancel: ReactNode;
  /** What shows under the form with its current values (the test panel: its own form, not nested). */
  after?: (values: RuleFormValues) => ReactNode;
}

/** A new or a saved rule: name, priority, expiration, active, conditions and one action, checked before sending. */
export function RuleForm({ initial, submitLabel, busy, serverErrors = {}, onSubmit, cancel, after }: RuleFormProps) {
  const { i18n, t } = useLingui();
  const choices = useActionChoices();
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const problems: RuleProblems = ruleProblems(values);
  const shown = (problem: keyof typeof PROBLEM_TEXTS | undefined) => (tried ? texts(problem, i18n) : []);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (hasProblems(problems)) {
      // The first field that needs the user, so a keyboard or screen reader user lands on it.
      requestAnimationFrame(() => (event.target as HTMLFormElement).querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    onSubmit(values);
  }

  return (
    <>
    <form style={styles.form} onSubmit={submit} noValidate aria-label={t`Shipping rule`}>
      <TextField
        label={t`Name`}
        required
        autoComplete="off"
        maxLength={RULE_NAME_MAX_LENGTH + 20}
        value={values.name}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
        errors={[...shown(problems.name), ...(serverErrors.name ?? [])]}
      />
      <div style={styles.row}>
        <SelectField
          label={t({ message: "Priority", context: "of a shipping rule" })}
          value={values.priority}
          onChange={(event) => setValues({ ...values, priority: event.target.value as RuleFormValues["priority"] })}
          options={[
            { value: "", label: t`Not chosen (very low)` },
            ...RULE_PRIORITIES.map((priority) => ({ value: String(priority), label: `${priority} – ${priorityLabel(priority, i18n)}` })),
          ]}
        />
        <TextField
          label={t`Expiration`}
          type="date"
          value={values.expiration}
          onChange={(event) => setValues({ ...values, expiration: event.target.value })}
          errors={[...shown(problems.expiration), ...(serverErrors.expiration ?? [])]}
        />
        <label style={styles.check}>
          <input type="checkbox" checked={values.active} onChange={(event) => setValues({ ...values, active: event.target.checked })} />
          <Trans>Active</Trans>
        </label>
      </div>
      <ConditionRows conditions={values.conditions} problems={problems.conditionRows} showProblems={tried} onChange={(conditions) => setValues({ ...values, conditions })} />
      {tried && problems.conditions && (
        <p role="alert" style={styles.muted}>
          {texts(problems.conditions, i18n)[0]}
        </p>
      )}
      <ActionFields
        actionName={values.action_name}
        values={values.action_values}
        choices={choices}
        nameErrors={shown(problems.action_name)}
        valueErrors={[...shown(problems.action_values), ...(serverErrors.action ?? [])]}
        onChange={(action_name, action_values) => setValues({ ...values, action_name, action_values })}
      />
      <div style={styles.header}>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {cancel}
      </div>
    </form>
    {after?.(values)}
    </>
  );
}
