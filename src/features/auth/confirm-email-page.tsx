import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { confirmEmailChange } from "../../api/calls/profile";
import { paths } from "../../config/paths";
import { currentPlatform, loginPrefix } from "../../platform/current-platform";
import { apiErrorText } from "../../ui/api-error-text";
import { Button } from "../../ui/button";
import { useAsyncAction } from "../../ui/use-async-action";
import formStyles from "../../ui/form.module.css";
import styles from "./auth-card.module.css";

/**
 * /confirm_email?token=...: the link mailed to a new sign-in e-mail (decision 068). Confirmed by a
 * press, not on opening: mail scanners open links by themselves.
 */
export function ConfirmEmailPage() {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [email, setEmail] = useState<string>();
  const confirm = useAsyncAction(confirmEmailChange, (answer) => setEmail(answer.email));
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="confirm-email-title">
        <h1 id="confirm-email-title" className={styles.title}>
          <Trans>Confirm your new e-mail</Trans>
        </h1>
        {email === undefined ? (
          <>
            <p>
              <Trans>Press Confirm to make this address the e-mail you sign in with. Until then, the old address signs in.</Trans>
            </p>
            {confirm.isError && (
              <div role="alert" className={formStyles.alert}>
                {apiErrorText(confirm.error, i18n).join(" ")}
              </div>
            )}
            <Button busy={confirm.isPending} onClick={() => confirm.run(token)}>
              <Trans>Confirm</Trans>
            </Button>
          </>
        ) : (
          <p role="status" className={formStyles.notice}>
            <Trans>Your sign-in e-mail is now {email}.</Trans>
          </p>
        )}
        <div className={styles.links}>
          <Link to={paths.login(loginPrefix(currentPlatform()))}>
            <Trans>Back to sign in</Trans>
          </Link>
        </div>
      </section>
    </main>
  );
}
