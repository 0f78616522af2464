import { type FormEvent, useRef, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { changePassword } from "../../api/calls/profile";
import { PASSWORD_MIN_LENGTH } from "../../api/schemas/auth";
import { showErrorToast } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/fields";
import { showToast } from "../../ui/toast";
import { profileFieldErrors, tooManyPasswordsText } from "./profile-error-text";
import { styles } from "./styles";

const EMPTY = { current: "", password: "", confirmation: "" };
type Values = typeof EMPTY;

/** The same rules as a reset's new password (the server's ChangePasswordRequest checks them too). */
function checkValues(values: Values, i18n: I18n) {
  const blank = i18n._(msg`Can't be blank`);
  return {
    current: values.current === "" ? [blank] : [],
    password: values.password === "" ? [blank] : values.password.length < PASSWORD_MIN_LENGTH ? [i18n._(msg`Must have at least ${PASSWORD_MIN_LENGTH} characters`)] : [],
    confirmation: values.confirmation === "" ? [blank] : values.confirmation !== values.password ? [i18n._(msg`Password and confirmation must match`)] : [],
  };
}

/**
 * "Change password" (PUT /v1/user_email_password): the current password, the new one and its
 * confirmation. The user's other sessions end; this one goes on, so the form simply empties.
 */
export function PasswordForm() {
  const { i18n, t } = useLingui();
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  // Spec section 5: a required field left empty says so when the user leaves it.
  const [touched, setTouched] = useState({ current: false, password: false, confirmation: false });
  const leave = (field: keyof typeof touched) => () => setTouched((t) => ({ ...t, [field]: true }));
  const inputs = { current: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null), confirmation: useRef<HTMLInputElement>(null) };
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setValues(EMPTY);
      setSubmitted(false);
      setTouched({ current: false, password: false, confirmation: false });
      showToast(i18n._(msg`Password changed`), "success");
    },
    onError: (error) => {
      const tooMany = tooManyPasswordsText(error, i18n);
      if (tooMany) showToast(tooMany, "error");
      else if (Object.keys(profileFieldErrors(error, i18n)).length === 0) showErrorToast(error, i18n, { lead: t`Could not save, try again later` });
    },
  });
  const local = checkValues(values, i18n);
  const server = change.isError ? profileFieldErrors(change.error, i18n) : {};
  const errors = {
    current: [...(submitted || touched.current ? local.current : []), ...(server.current_password ?? [])],
    password: [...(submitted || touched.password ? local.password : []), ...(server.password ?? [])],
    confirmation: [...(submitted || touched.confirmation ? local.confirmation : []), ...(server.password_confirmation ?? [])],
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    change.reset();
    const first = (["current", "password", "confirmation"] as const).find((field) => local[field].length > 0);
    if (first) return inputs[first].current?.focus();
    change.mutate({ current_password: values.current, password: values.password, password_confirmation: values.confirmation });
  }

  return (
    <form style={styles.section} onSubmit={submit} noValidate aria-labelledby="password-form-title">
      <h2 id="password-form-title" style={styles.sectionTitle}>
        <Trans>Change password</Trans>
      </h2>
      <p style={{ margin: 0 }}>
        <Trans>Changing your password signs you out on your other devices.</Trans>
      </p>
      <TextField
        ref={inputs.current}
        label={t`Current password`}
        type="password"
        required
        autoComplete="current-password"
        value={values.current}
        onChange={(e) => setValues((v) => ({ ...v, current: e.target.value }))}
        onBlur={leave("current")}
        errors={errors.current}
      />
      <TextField
        ref={inputs.password}
        label={t`New password`}
        type="password"
        required
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        onBlur={leave("password")}
        errors={errors.password}
      />
      <TextField
        ref={inputs.confirmation}
        label={t`Confirm the new password`}
        type="password"
        required
        autoComplete="new-password"
        value={values.confirmation}
        onChange={(e) => setValues((v) => ({ ...v, confirmation: e.target.value }))}
        onBlur={leave("confirmation")}
        errors={errors.confirmation}
      />
      <div style={styles.actions}>
        <Button type="submit" busy={change.isPending}>
          <Trans>Change password</Trans>
        </Button>
      </div>
    </form>
  );
}
