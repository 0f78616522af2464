import { type RouteObject, matchRoutes } from "react-router-dom";
import { paths } from "../../config/paths";
import { platformForLoginPath } from "../../platform/current-platform";
import { PLATFORMS } from "../../platform/registry";
import { lazyScreen, screen } from "./lazy-screen";

/**
 * The sign-in page: here rather than in route-table.ts, so that the page's start (main.tsx,
 * entry-routes.tsx) can show it without downloading the route table of the signed-in screens
 * (decision 044).
 */
export const signInScreen = screen(["auth"], () => import("./login-route").then((m) => m.LoginRoute));

/** The sign-in page, shared by every platform's login path and the spec's "/shein-..." paths. */
export const SignInScreen = lazyScreen(signInScreen);

/** The sign-in page's own paths: every platform's login, its test variant, and the spec's alias. */
export const SIGN_IN_PATHS: readonly string[] = [
  ...PLATFORMS.flatMap((p) => [paths.login(p.loginPrefix), ...(p.hasTestLogin ? [paths.testLogin(p.loginPrefix)] : [])]),
  paths.loginAlias,
];

/** Spec: "A platform login for one partner redirects to another partner's login." */
export const LOGIN_REDIRECTS: Readonly<Record<string, string>> = { "/csat-login": paths.login("shein") };

const signInRoutes: RouteObject[] = SIGN_IN_PATHS.map((path) => ({ path }));
const redirectRoutes: RouteObject[] = Object.keys(LOGIN_REDIRECTS).map((path) => ({ path }));

/**
 * Whether `pathname` shows the sign-in page, as the full router decides it (router.tsx): one of
 * its paths, or the spec's "any path starting with /shein-" (the catch-all route), but not a
 * login path that redirects elsewhere.
 */
export function showsSignIn(pathname: string): boolean {
  if (matchRoutes(signInRoutes, pathname)) return true;
  return platformForLoginPath(pathname) !== undefined && !matchRoutes(redirectRoutes, pathname);
}
