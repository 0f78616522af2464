import { Trans, useLingui } from "@lingui/react/macro";
import { CONDITION_NAMES, type ConditionName, OPERATORS_OF, type Operator } from "../../domain/shipping-rules/vocabulary";
import { Button } from "../../ui/button";
import { SelectField, TextField } from "../../ui/fields";
import { type ConditionDraft, newCondition, renameCondition } from "./rule-form-state";
import { styles } from "./styles";
import { conditionLabel, operatorLabel } from "../../ui/shipping-rule-text";

interface ConditionsEditorProps {
  conditions: ConditionDraft[];
  /** Messages under a condition's values, by its index. */
  errors: Record<number, string>;
  onChange: (conditions: ConditionDraft[]) => void;
}

/**
 * The rule's conditions in the shipping-rule vocabulary: a condition, one of the operators it
 * allows (none for "All shipments"), and values typed comma-separated. No condition means every
 * shipment of the rule's scope.
 */
export function ConditionsEditor({ conditions, errors, onChange }: ConditionsEditorProps) {
  const { t, i18n } = useLingui();
  const replace = (index: number, condition: ConditionDraft) => onChange(conditions.map((c, i) => (i === index ? condition : c)));

  return (
    <fieldset style={styles.fieldset}>
      <legend>
        <Trans>Conditions</Trans>
      </legend>
      {conditions.length === 0 && (
        <p style={{ margin: 0 }}>
          <Trans>No conditions: the rule is about every shipment of its scope.</Trans>
        </p>
      )}
      {conditions.map((condition, index) => {
        const operators = OPERATORS_OF[condition.condition_name];
        const position = index + 1;
        return (
          <div key={index} role="group" aria-label={t`Condition ${position}`} style={styles.condition}>
            <SelectField
              label={t`Condition`}
              value={condition.condition_name}
              onChange={(event) => replace(index, renameCondition(condition, event.target.value as ConditionName))}
              options={CONDITION_NAMES.map((name) => ({ value: name, label: conditionLabel(name, i18n) }))}
            />
            {operators.length > 0 && (
              <>
                <SelectField
                  label={t`Operator`}
                  value={condition.operator}
                  onChange={(event) => replace(index, { ...condition, operator: event.target.value as Operator })}
                  options={operators.map((operator) => ({ value: operator, label: operatorLabel(operator, i18n) }))}
                />
                <TextField
                  label={t`Values, separated by commas`}
                  value={condition.valuesText}
                  onChange={(event) => replace(index, { ...condition, valuesText: event.target.value })}
                  errors={errors[index] ? [errors[index]] : []}
                  required
                />
              </>
            )}
            <Button type="button" variant="secondary" onClick={() => onChange(conditions.filter((_, i) => i !== index))}>
              <Trans>Remove condition {position}</Trans>
            </Button>
          </div>
        );
      })}
      <div>
        <Button type="button" variant="secondary" onClick={() => onChange([...conditions, newCondition()])}>
          <Trans>Add condition</Trans>
        </Button>
      </div>
    </fieldset>
  );
}
