import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CONDITION_NAMES, type ConditionName, type Operator, OPERATORS_OF } from "../../domain/shipping-rules/vocabulary";
import { Button } from "../../ui/button";
import { SelectField, TextField } from "../../ui/fields";
import { type ConditionDraft, type ConditionProblem, conditionOf, emptyCondition, isNumericCondition, MAX_CONDITIONS, takesValues } from "./rule-form-values";
import { conditionLabel, conditionText, operatorLabel } from "../../ui/shipping-rule-text";
import { styles } from "./styles";

const PROBLEM_TEXTS: Record<ConditionProblem, ReturnType<typeof msg>> = {
  "choose-condition": msg`Choose a condition`,
  "choose-operator": msg`Choose an operator`,
  "operator-not-fit": msg`This operator does not fit this condition`,
  "values-blank": msg`Can't be blank`,
  "values-number": msg`One number, with a dot for decimals (100.50)`,
  "values-whole": msg`One whole number`,
};

export const conditionProblemText = (problem: ConditionProblem, i18n: I18n) => i18n._(PROBLEM_TEXTS[problem]);

interface ConditionRowsProps {
  conditions: ConditionDraft[];
  problems: Record<string, ConditionProblem[]>;
  /** Whether problems show yet (after the first try to save). */
  showProblems: boolean;
  onChange: (conditions: ConditionDraft[]) => void;
}

/**
 * The rule's conditions, all of which must hold. A new one picks its condition, then an operator
 * among those that fit it (OPERATORS_OF), then values as comma-separated text; "All shipments"
 * takes neither. Conditions of a saved rule are locked (section 3): read as words, not edited.
 */
export function ConditionRows({ conditions, problems, showProblems, onChange }: ConditionRowsProps) {
  const { i18n } = useLingui();
  const replace = (key: string, change: Partial<ConditionDraft>) => onChange(conditions.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <fieldset style={styles.group}>
      <legend>
        <Trans>Conditions (all must hold)</Trans>
      </legend>
      {conditions.map((row, index) =>
        row.locked ? (
          <p key={row.key} style={styles.check}>
            <span>
              <Trans>Condition {index + 1}:</Trans> {conditionText(conditionOf(row), i18n)}
            </span>
            <span style={styles.muted}>
              <Trans>(locked)</Trans>
            </span>
          </p>
        ) : (
          <ConditionRow
            key={row.key}
            number={index + 1}
            row={row}
            problems={showProblems ? (problems[row.key] ?? []) : []}
            onChange={(change) => replace(row.key, change)}
            onRemove={conditions.length > 1 ? () => onChange(conditions.filter((other) => other.key !== row.key)) : undefined}
          />
        ),
      )}
      {conditions.length < MAX_CONDITIONS && (
        <div>
          <Button type="button" variant="secondary" onClick={() => onChange([...conditions, emptyCondition()])}>
            <Trans>Add condition</Trans>
          </Button>
        </div>
      )}
    </fieldset>
  );
}

interface ConditionRowProps {
  number: number;
  row: ConditionDraft;
  problems: ConditionProblem[];
  onChange: (change: Partial<ConditionDraft>) => void;
  onRemove?: () => void;
}

function ConditionRow({ number, row, problems, onChange, onRemove }: ConditionRowProps) {
  const { i18n, t } = useLingui();
  const name = row.condition_name;
  const operators: readonly Operator[] = name === "" ? [] : OPERATORS_OF[name];
  const text = (wanted: ConditionProblem[]) => problems.filter((problem) => wanted.includes(problem)).map((problem) => conditionProblemText(problem, i18n));
  const chooseCondition = (next: ConditionName | "") => {
    const fits = next !== "" && row.operator !== "" && OPERATORS_OF[next].includes(row.operator);
    // An operator that does not fit the new condition is dropped; one that does is kept with the values.
    onChange({ condition_name: next, operator: fits ? row.operator : (next === "" ? [] : OPERATORS_OF[next])[0] ?? "", values: takesValues(next) ? row.values : "" });
  };
  return (
    <div style={styles.row} role="group" aria-label={t`Condition ${number}`}>
      <SelectField
        label={t`Condition`}
        required
        value={name}
        errors={text(["choose-condition"])}
        onChange={(event) => chooseCondition(event.target.value as ConditionName | "")}
        options={[{ value: "", label: t`Choose a condition` }, ...CONDITION_NAMES.map((option) => ({ value: option, label: conditionLabel(option, i18n) }))]}
      />
      {takesValues(name) && (
        <SelectField
          label={t`Operator`}
          required
          value={row.operator}
          errors={text(["choose-operator", "operator-not-fit"])}
          onChange={(event) => onChange({ operator: event.target.value as Operator | "" })}
          options={[{ value: "", label: t`Choose an operator` }, ...operators.map((operator) => ({ value: operator, label: operatorLabel(operator, i18n) }))]}
        />
      )}
      {takesValues(name) && (
        <TextField
          label={isNumericCondition(name) ? t`Value` : t`Values, separated by commas`}
          required
          autoComplete="off"
          value={row.values}
          errors={text(["values-blank", "values-number", "values-whole"])}
          onChange={(event) => onChange({ values: event.target.value })}
        />
      )}
      {onRemove && (
        <div>
          <Button type="button" variant="secondary" onClick={onRemove} aria-label={t`Remove condition ${number}`}>
            <Trans>Remove</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
