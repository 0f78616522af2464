import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useMutation } from "@tanstack/react-query";
import * as v from "valibot";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { saveProfile } from "../../api/calls/profile";
import type { SessionUser } from "../../api/schemas/auth";
import { Email } from "../../api/schemas/common";
import { USER_NAME_MAX_LENGTH } from "../../api/schemas/profile";
import { paths } from "../../config/paths";
import { LANGUAGE_CODE_BY_LOCALE, LANGUAGE_NAMES, LOCALES, LOCALE_BY_LANGUAGE_CODE, type Locale } from "../../domain/languages";
import { showErrorToast } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { SelectField, TextField } from "../../ui/fields";
import { showToast } from "../../ui/toast";
import { profileFieldErrors } from "./profile-error-text";
import { styles } from "./styles";

interface Values {
  name: string;
  email: string;
  locale: Locale;
  /** Asked only when the e-mail changes (decision 068). */
  currentPassword: string;
}

/** The server's own e-mail rule (valibot's), so the form refuses what the server would. */
const isEmailShaped = (value: string) => v.is(Email, value);

/** Whether the form names another sign-in e-mail than the user's: then the current password is asked. */
const changesEmail = (values: Values, user: SessionUser) => values.email.trim().toLowerCase() !== user.email.toLowerCase();

function checkValues(values: Values, user: SessionUser, i18n: I18n) {
  const blank = i18n._(msg`Can't be blank`);
  return {
    currentPassword: changesEmail(values, user) && values.currentPassword === "" ? [blank] : [],
    name: values.name.trim() === "" ? [blank] : values.name.trim().length > USER_NAME_MAX_LENGTH ? [i18n._(msg`Can't be more than ${USER_NAME_MAX_LENGTH} characters`)] : [],
    email: values.email.trim() === "" ? [blank] : isEmailShaped(values.email) ? [] : [i18n._(msg`Invalid E-mail`)],
  };
}

interface ProfileFormProps {
  user: SessionUser;
  /** Shows the portal in the chosen language, as the top bar's language button does. */
  onLanguageChange: (locale: Locale) => Promise<unknown>;
}

/**
 * Name, e-mail and language of the signed-in user (PUT /v1/users), checked here and by the server.
 * A new e-mail needs the current password and takes effect only once the new address confirms it
 * through the mailed link (decision 068): the form says so when the save succeeds.
 */
export function ProfileForm({ user, onLanguageChange }: ProfileFormProps) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ name: user.name, email: user.email, locale: LOCALE_BY_LANGUAGE_CODE[user.language], currentPassword: "" });
  const [submitted, setSubmitted] = useState(false);
  // Spec section 5: a required field left empty says so when the user leaves it.
  const [touched, setTouched] = useState({ name: false, email: false, currentPassword: false });
  // A new key per version of the form: a retried save applies once, a changed one is a new request.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const change = (next: Partial<Values>) => {
    setValues((current) => ({ ...current, ...next }));
    setKey(crypto.randomUUID());
  };
  const save = useMutation({
    mutationFn: (next: Values) =>
      saveProfile(
        { name: next.name.trim(), email: next.email.trim(), language: LANGUAGE_CODE_BY_LOCALE[next.locale], ...(changesEmail(next, user) && { current_password: next.currentPassword }) },
        key,
      ),
    onSuccess: async (saved, next) => {
      if (next.locale !== i18n.locale) await onLanguageChange(next.locale);
      const pending = saved.pending_email;
      const current = saved.email;
      showToast(
        pending && changesEmail(next, user)
          ? i18n._(msg`Profile updated. The new e-mail ${pending} is pending confirmation: open the link we sent to it. Until then, sign in with ${current}.`)
          : i18n._(msg`Profile updated`),
        "success",
      );
      void navigate(paths.myProfile);
    },
    onError: (error) => {
      // Refusals of a field show under it; anything else (offline, the server failing) in a toast.
      if (Object.keys(profileFieldErrors(error, i18n)).length === 0) showErrorToast(error, i18n, { lead: t`Could not save, try again later` });
    },
  });
  const local = checkValues(values, user, i18n);
  const askPassword = changesEmail(values, user);
  const server = save.isError ? profileFieldErrors(save.error, i18n) : {};
  const errors = {
    name: [...(submitted || touched.name ? local.name : []), ...(server.name ?? [])],
    email: [...(submitted || touched.email ? local.email : []), ...(server.email ?? [])],
    language: server.language ?? [],
    currentPassword: [...(submitted || touched.currentPassword ? local.currentPassword : []), ...(server.current_password ?? [])],
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    save.reset();
    if (local.name.length > 0) return nameInput.current?.focus();
    if (local.email.length > 0) return emailInput.current?.focus();
    if (local.currentPassword.length > 0) return passwordInput.current?.focus();
    save.mutate(values);
  }

  return (
    <form style={styles.section} onSubmit={submit} noValidate aria-labelledby="profile-form-title">
      <h2 id="profile-form-title" style={styles.sectionTitle}>
        <Trans>Profile</Trans>
      </h2>
      <TextField ref={nameInput} label={t`Name`} required autoComplete="name" value={values.name} onChange={(e) => change({ name: e.target.value })} onBlur={() => setTouched((t) => ({ ...t, name: true }))} errors={errors.name} />
      <TextField
        ref={emailInput}
        label={t`E-mail`}
        type="email"
        required
        autoComplete="email"
        value={values.email}
        onChange={(e) => change({ email: e.target.value })}
        onBlur={() => setTouched((t) => ({ ...t, email: true }))}
        errors={errors.email}
      />
      {askPassword && (
        <TextField
          ref={passwordInput}
          label={t`Current password (needed to change the e-mail)`}
          type="password"
          required
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(e) => change({ currentPassword: e.target.value })}
          onBlur={() => setTouched((t) => ({ ...t, currentPassword: true }))}
          errors={errors.currentPassword}
        />
      )}
      <SelectField
        label={t`Language`}
        value={values.locale}
        onChange={(e) => change({ locale: e.target.value as Locale })}
        options={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
        errors={errors.language}
      />
      <div style={styles.actions}>
        <Button type="submit" busy={save.isPending}>
          <Trans>Save profile</Trans>
        </Button>
      </div>
    </form>
  );
}
