import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { useCan } from "../../api/use-can";
import { NOTIFICATION_CHANNELS, ADMIN_ONLY_CHANNEL } from "../../domain/notification-rule-scope";
import { Button } from "../../ui/button";
import { FieldErrors, TextField } from "../../ui/fields";
import { CheckpointMatrix } from "./checkpoint-matrix";
import { ConditionsEditor } from "./conditions-editor";
import { type RuleFormValues, ruleFormErrors } from "./rule-form-state";
import { ScopeFields } from "./scope-fields";
import { styles } from "./styles";

interface RuleFormProps {
  initial: RuleFormValues;
  submitLabel: string;
  busy: boolean;
  cancelTo: string;
  /** The server refused the name as taken: shown under the name until it changes. */
  nameTaken: boolean;
  onSubmit: (values: RuleFormValues) => void;
}

/** The channels a user sees in the matrix: webhook_admin only for administrators (section 6). */
export function useVisibleChannels() {
  const admin = useCan("notifications:admin-channel");
  return NOTIFICATION_CHANNELS.filter((channel) => admin || channel !== ADMIN_ONLY_CHANNEL);
}

/**
 * A tracking notification rule: its name, conditions, scope and the checkpoint matrix. Problems
 * are shown only after a first try to save, under the field they concern; nothing typed is lost.
 */
export function RuleForm({ initial, submitLabel, busy, cancelTo, nameTaken, onSubmit }: RuleFormProps) {
  const { t } = useLingui();
  const channels = useVisibleChannels();
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const [submittedName, setSubmittedName] = useState<string | null>(null);
  const problems = ruleFormErrors(values);
  const shown = tried ? problems : { conditions: {} };
  const nameErrors = [
    ...(shown.ruleName ? [t`Can't be blank`] : []),
    ...(nameTaken && submittedName === values.ruleName ? [t`The rule name provided already exists`] : []),
  ];
  const conditionErrors = Object.fromEntries(Object.keys(shown.conditions).map((index) => [index, t`Enter at least one value.`]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const { conditions, ...rest } = problems;
    if (Object.keys(rest).length > 0 || Object.keys(conditions).length > 0) return;
    setSubmittedName(values.ruleName);
    onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate style={styles.form} aria-label={t`Tracking notification rule`}>
      <div style={styles.narrow}>
        <TextField label={t`Rule name`} value={values.ruleName} onChange={(event) => setValues({ ...values, ruleName: event.target.value })} errors={nameErrors} required maxLength={100} />
      </div>
      <ConditionsEditor conditions={values.conditions} errors={conditionErrors} onChange={(conditions) => setValues({ ...values, conditions })} />
      <ScopeFields scope={values} error={shown.contractIds ? t`Choose at least one contract.` : undefined} onChange={(scope) => setValues({ ...values, ...scope })} />
      <CheckpointMatrix cells={values.cells} channels={channels} onChange={(cells) => setValues({ ...values, cells })} />
      <FieldErrors id="rule-cells-error" errors={shown.cells ? [t`Choose at least one checkpoint and channel.`] : []} />
      <div style={styles.actions}>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        <Link to={cancelTo}>
          <Trans>Cancel</Trans>
        </Link>
      </div>
    </form>
  );
}
