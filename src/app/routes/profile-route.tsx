import { ProfileEditPage } from "../../features/profile/profile-edit-page";
import { switchLanguage } from "../shell/switch-language";

export { ProfilePage as ProfileRoute } from "../../features/profile/profile-page";

/** Switching the language lives in the shell; the profile screen is given it (as accessibility is). */
export function ProfileEditRoute() {
  return <ProfileEditPage onLanguageChange={switchLanguage} />;
}
