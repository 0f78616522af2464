import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { setSessionPlatform } from "../../api/session";
import { SignInPage } from "../../features/auth/sign-in-page";
import { applyBrand } from "../../platform/apply-brand";
import { platformForLoginPath, rememberPlatform } from "../../platform/current-platform";
import { platformById } from "../../platform/registry";
import { LoginLanguageSelect } from "./login-language-select";

/** A platform's login page also chooses that platform: its brand, and where its session is kept. */
export function LoginRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    const platform = platformForLoginPath(pathname);
    if (!platform) return;
    rememberPlatform(platform);
    setSessionPlatform(platform);
    applyBrand(platformById(platform));
  }, [pathname]);
  return (
    <>
      <LoginLanguageSelect />
      <SignInPage />
    </>
  );
}
