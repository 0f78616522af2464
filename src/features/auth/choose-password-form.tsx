import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router-dom";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { confirmPasswordReset } from "../../api/calls/auth";
import { ApiError } from "../../api/errors";
import { PASSWORD_MIN_LENGTH } from "../../api/schemas/auth";
import { paths } from "../../config/paths";
import { currentPlatform, loginPrefix } from "../../platform/current-platform";
import { apiErrorText } from "../../ui/api-error-text";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/fields";
import { useAsyncAction } from "../../ui/use-async-action";
import formStyles from "../../ui/form.module.css";
import styles from "./auth-card.module.css";
import { serverBusyText } from "./sign-in-error-text";

function passwordErrors(value: string, i18n: I18n): string[] {
  if (value === "") return [i18n._(msg`Can't be blank`)];
  if (value.length < PASSWORD_MIN_LENGTH) return [i18n._(msg`Must have at least ${PASSWORD_MIN_LENGTH} characters`)];
  return [];
}

/** A refused link (used, expired, unknown) says so in the user's words; other refusals as they come. */
function confirmErrorText(error: unknown, i18n: I18n, invitation: boolean): string[] {
  const fieldErrors = error instanceof ApiError && error.messages.some((m) => m.startsWith("password"));
  if (error instanceof ApiError && error.status === 422 && !fieldErrors) {
    return [invitation ? i18n._(msg`This invitation link is not valid or has expired. Ask your administrator for a new one.`) : i18n._(msg`This reset link is not valid or has expired. Ask for a new one.`)];
  }
  return serverBusyText(error, i18n) ?? apiErrorText(error, i18n);
}

/**
 * The second step of a reset: the mailed link opens /reset_password?token=..., here. An invitation
 * (decision 052) is the same link with `&invitation=1`: the same form, its own title.
 */
export function ChoosePasswordForm({ token, invitation = false }: { token: string; invitation?: boolean }) {
  const { i18n, t } = useLingui();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [touched, setTouched] = useState({ password: false, confirmation: false });
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmationInput = useRef<HTMLInputElement>(null);
  const change = useAsyncAction(confirmPasswordReset);
  const errors = {
    password: passwordErrors(password, i18n),
    confirmation: confirmation === "" ? [i18n._(msg`Can't be blank`)] : confirmation !== password ? [i18n._(msg`Password and confirmation must match`)] : [],
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ password: true, confirmation: true });
    if (errors.password.length > 0) return passwordInput.current?.focus();
    if (errors.confirmation.length > 0) return confirmationInput.current?.focus();
    change.run({ token, password, password_confirmation: confirmation });
  }

  const signInPath = paths.login(loginPrefix(currentPlatform()));
  if (change.isSuccess) {
    return (
      <div className={styles.card}>
        <h1 className={styles.title}>
          <Trans>Password changed</Trans>
        </h1>
        <p role="status" className={formStyles.notice}>
          <Trans>Your password has been changed. Sign in with your new password.</Trans>
        </p>
        <Link to={signInPath}>
          <Trans>Sign in</Trans>
        </Link>
      </div>
    );
  }

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="choose-password-title">
      <h1 id="choose-password-title" className={styles.title}>
        {invitation ? <Trans>Welcome! Choose your password</Trans> : <Trans>Choose a new password</Trans>}
      </h1>
      {change.isError && (
        <div role="alert" className={formStyles.alert}>
          {confirmErrorText(change.error, i18n, invitation).join(" ")}
        </div>
      )}
      <TextField
        ref={passwordInput}
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        onBlur={() => setTouched((s) => ({ ...s, password: true }))}
        errors={touched.password ? errors.password : []}
      />
      <TextField
        ref={confirmationInput}
        label={t`Confirm the new password`}
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        onBlur={() => setTouched((s) => ({ ...s, confirmation: true }))}
        errors={touched.confirmation ? errors.confirmation : []}
      />
      <Button type="submit" busy={change.isPending}>
        <Trans>Change password</Trans>
      </Button>
      <div className={styles.links}>
        <Link to={paths.resetPassword}>
          <Trans>Ask for a new link</Trans>
        </Link>
      </div>
    </form>
  );
}
