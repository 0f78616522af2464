import { type FormEvent, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { requestPasswordReset } from "../../api/calls/auth";
import { paths } from "../../config/paths";
import { currentPlatform, loginPrefix } from "../../platform/current-platform";
import { apiErrorText } from "../../ui/api-error-text";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/fields";
import { useAsyncAction } from "../../ui/use-async-action";
import formStyles from "../../ui/form.module.css";
import styles from "./auth-card.module.css";
import { ChoosePasswordForm } from "./choose-password-form";
import { emailErrors } from "./validation";

/** /reset_password asks for the e-mail; the mailed link (?token=..., an invitation's too) opens the second step. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  if (token) {
    return (
      <main className={styles.page}>
        <ChoosePasswordForm token={token} invitation={params.get("invitation") === "1"} />
      </main>
    );
  }
  return <RequestResetForm />;
}

function RequestResetForm() {
  const { i18n, t } = useLingui();
  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const reset = useAsyncAction(requestPasswordReset);
  const errors = emailErrors(email, i18n);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (errors.length > 0) return emailInput.current?.focus();
    reset.run(email.trim());
  }

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="reset-title">
        <h1 id="reset-title" className={styles.title}>
          <Trans>Reset password</Trans>
        </h1>
        <p>
          <Trans>Enter the e-mail you sign in with. We will send you a link to choose a new password.</Trans>
        </p>
        {reset.isSuccess && (
          <p role="status" className={formStyles.notice}>
            {/* Our words, not the server's: the answer is the same whether or not the account exists. */}
            <Trans>If an account exists for this e-mail, we have sent instructions to reset the password.</Trans>
          </p>
        )}
        {reset.isError && (
          <div role="alert" className={formStyles.alert}>
            {apiErrorText(reset.error, i18n).join(" ")}
          </div>
        )}
        <TextField
          ref={emailInput}
          label={t`Email`}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          errors={touched ? errors : []}
        />
        <Button type="submit" busy={reset.isPending}>
          <Trans>Send instructions</Trans>
        </Button>
        <div className={styles.links}>
          <Link to={paths.login(loginPrefix(currentPlatform()))}>
            <Trans>Back to sign in</Trans>
          </Link>
        </div>
      </form>
    </main>
  );
}
