import { type FormEvent, useRef, useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import type { LoginRequest } from "../../api/schemas/auth";
import { useSessionUser } from "../../api/use-session-user";
import { paths, safeIntended } from "../../config/paths";
import { currentPlatform } from "../../platform/current-platform";
import { platformById } from "../../platform/registry";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/fields";
import { useAsyncAction } from "../../ui/use-async-action";
import formStyles from "../../ui/form.module.css";
import styles from "./auth-card.module.css";
import { signInErrorText } from "./sign-in-error-text";
import { signInWithDeviceCheck } from "./sign-in-flow";
import { emailErrors, requiredErrors } from "./validation";

/**
 * Orders cached on this device for someone else are dropped before the shell shows any. Loaded
 * on demand so that the sign-in page itself carries no IndexedDB code.
 */
async function signInAndClaimCache(input: LoginRequest, onCheckingDevice: (checking: boolean) => void) {
  const user = await signInWithDeviceCheck(input, onCheckingDevice);
  const { keepOrderCacheFor } = await import("../../offline/order-cache");
  await keepOrderCacheFor(user.id);
  return user;
}

export function SignInPage() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const intended = safeIntended(params.get("intended"));
  const user = useSessionUser();
  const brand = platformById(currentPlatform());
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [touched, setTouched] = useState({ email: false, password: false });
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [checkingDevice, setCheckingDevice] = useState(false);
  const signIn = useAsyncAction(
    (input: LoginRequest) => signInAndClaimCache(input, setCheckingDevice),
    () => void navigate(intended, { replace: true }),
  );

  if (user && !signIn.isPending) return <Navigate to={intended} replace />;

  const errors = { email: emailErrors(email, i18n), password: requiredErrors(password, i18n) };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (errors.email.length > 0) return emailInput.current?.focus();
    if (errors.password.length > 0) return passwordInput.current?.focus();
    signIn.run({ email: email.trim(), password, platform: currentPlatform() });
  }

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="sign-in-title">
        <div className={styles.brand}>
          <img src={brand.favicon} alt="" width={40} height={40} />
          <span>{brand.name}</span>
        </div>
        <h1 id="sign-in-title" className={styles.title}>
          <Trans>Sign in</Trans>
        </h1>
        {signIn.isError && (
          <div role="alert" className={formStyles.alert}>
            {signInErrorText(signIn.error, i18n).join(" ")}
          </div>
        )}
        {checkingDevice && (
          <div role="status" className={formStyles.notice}>
            <Trans>Checking this device…</Trans>
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
          onBlur={() => setTouched((s) => ({ ...s, email: true }))}
          errors={touched.email ? errors.email : []}
        />
        <TextField
          ref={passwordInput}
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onBlur={() => setTouched((s) => ({ ...s, password: true }))}
          errors={touched.password ? errors.password : []}
        />
        <Button type="submit" busy={signIn.isPending}>
          <Trans>Sign in</Trans>
        </Button>
        <div className={styles.links}>
          <Link to={paths.resetPassword}>
            <Trans>Forgot your password?</Trans>
          </Link>
        </div>
      </form>
    </main>
  );
}
