import { Link } from "react-router-dom";
import { Trans } from "@lingui/react/macro";
import { useSessionUser } from "../../api/use-session-user";
import { paths } from "../../config/paths";
import type { Locale } from "../../domain/languages";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";
import { styles } from "./styles";

/** /user_profile_edit: the user's own profile, and their password, each saved on its own. */
export function ProfileEditPage({ onLanguageChange }: { onLanguageChange: (locale: Locale) => Promise<unknown> }) {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <section style={styles.page} aria-labelledby="profile-edit-title">
      <h1 id="profile-edit-title" style={styles.title}>
        <Trans>Edit my profile</Trans>
      </h1>
      {/* Keyed by user: another sign-in in this tab starts from that user's values. */}
      <ProfileForm key={user.id} user={user} onLanguageChange={onLanguageChange} />
      <PasswordForm key={`password-${user.id}`} />
      <div style={styles.actions}>
        <Link to={paths.myProfile}>
          <Trans>Back to my profile</Trans>
        </Link>
      </div>
    </section>
  );
}
