import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../ui/button";
import { SelectField, TextField } from "../../ui/fields";
import { groupLabel } from "../../ui/group-label";
import { userQueries } from "./queries";
import { styles } from "./styles";
import { emailErrors, nameErrors } from "./validation";

/** What the form edits; `group_id` as the select keeps it ("" before a choice). */
export interface UserFormValues {
  name: string;
  email: string;
  group_id: string;
  can_overpack: boolean;
}

export const EMPTY_USER: UserFormValues = { name: "", email: "", group_id: "", can_overpack: false };

interface UserFormProps {
  initial: UserFormValues;
  submitLabel: string;
  busy: boolean;
  cancelTo: string;
  onSubmit: (values: UserFormValues) => void;
}

/** Name, e-mail, group and "can overpack" of a new or an existing user, checked before sending. */
export function UserForm({ initial, submitLabel, busy, cancelTo, onSubmit }: UserFormProps) {
  const { i18n, t } = useLingui();
  const groups = useQuery(userQueries.groups());
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const errors = {
    name: nameErrors(values.name, i18n),
    email: emailErrors(values.email, i18n),
    group_id: values.group_id === "" ? [i18n._(msg`Choose a group`)] : [],
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (errors.name.length > 0) return nameInput.current?.focus();
    if (errors.email.length > 0) return emailInput.current?.focus();
    if (errors.group_id.length > 0) return;
    onSubmit({ ...values, name: values.name.trim(), email: values.email.trim() });
  }

  return (
    <form style={styles.form} onSubmit={submit} noValidate>
      <TextField ref={nameInput} label={t`Name`} required autoComplete="off" value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} errors={touched ? errors.name : []} />
      <TextField
        ref={emailInput}
        label={t`Email`}
        type="email"
        inputMode="email"
        autoComplete="off"
        required
        value={values.email}
        onChange={(e) => setValues({ ...values, email: e.target.value })}
        errors={touched ? errors.email : []}
      />
      <SelectField
        label={t`Group`}
        required
        value={values.group_id}
        onChange={(e) => setValues({ ...values, group_id: e.target.value })}
        errors={touched ? errors.group_id : []}
        options={[{ value: "", label: t`Choose a group` }, ...(groups.data ?? []).map((group) => ({ value: String(group.id), label: groupLabel(group.name, i18n) }))]}
      />
      <label style={styles.check}>
        <input type="checkbox" checked={values.can_overpack} onChange={(e) => setValues({ ...values, can_overpack: e.target.checked })} />
        <Trans>Can create overpacks</Trans>
      </label>
      <div style={styles.header}>
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
