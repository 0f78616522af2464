import { Link } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSessionUser } from "../../api/use-session-user";
import { paths } from "../../config/paths";
import { LANGUAGE_NAMES, LOCALE_BY_LANGUAGE_CODE } from "../../domain/languages";
import { INTL_LOCALE } from "../../ui/format/locale";
import { groupLabel } from "../../ui/group-label";
import { styles } from "./styles";

/**
 * /user_profile: the signed-in user's own name, e-mail, language and role, as kept on this device
 * (the sign-in's answer, updated by every save of the profile), with the way to change them.
 */
export function ProfilePage() {
  const { i18n } = useLingui();
  const user = useSessionUser();
  if (!user) return null;
  const locale = LOCALE_BY_LANGUAGE_CODE[user.language];
  return (
    <section style={styles.page} aria-labelledby="profile-title">
      <h1 id="profile-title" style={styles.title}>
        <Trans>My profile</Trans>
      </h1>
      <dl style={styles.facts}>
        <dt style={styles.term}>
          <Trans>Name</Trans>
        </dt>
        <dd style={styles.fact}>{user.name}</dd>
        <dt style={styles.term}>
          <Trans>E-mail</Trans>
        </dt>
        <dd style={styles.fact}>{user.email}</dd>
        <dt style={styles.term}>
          <Trans>Language</Trans>
        </dt>
        <dd style={styles.fact} lang={INTL_LOCALE[locale]}>
          {LANGUAGE_NAMES[locale]}
        </dd>
        <dt style={styles.term}>
          <Trans>Role</Trans>
        </dt>
        <dd style={styles.fact}>{groupLabel(user.group, i18n)}</dd>
      </dl>
      <div style={styles.actions}>
        <Link to={paths.editMyProfile}>
          <Trans>Edit profile and password</Trans>
        </Link>
      </div>
    </section>
  );
}
