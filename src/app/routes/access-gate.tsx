import { type ReactNode, Suspense, lazy } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useSessionUser } from "../../api/use-session-user";
import { paths } from "../../config/paths";
import { currentPlatform, loginPrefix, platformForLoginPath } from "../../platform/current-platform";
import { loadCatalogs } from "../i18n";
import { ScreenLoading } from "./screen-loading";
import { type RouteAccess, decideAccess, isTrackingHost } from "./access";

// The shell (menus, search, bell) is its own chunk, with its texts: the sign-in page never
// downloads them.
const loadShell = () => Promise.all([import("../shell/app-shell"), loadCatalogs(["shell"])]).then(([shell]) => shell);
const AppShell = lazy(() => loadShell().then((m) => ({ default: m.AppShell })));

/** Starts loading the shell at start when it will be needed, in parallel with the language. */
export const preloadShell = () => void loadShell().catch(() => undefined);

export interface RouteHandle {
  access: RouteAccess;
}

/**
 * Around every route: applies the guard (src/app/routes/access.ts) to the matched route's
 * `access`, and wraps private screens in the shell. Re-rendering on a cleared session is also what
 * performs the redirect of the 401 rule. While a screen's code and texts load, "Loading…".
 */
export function AccessGate({ access: routeAccess, children }: { access: RouteAccess; children: ReactNode }) {
  const location = useLocation();
  const user = useSessionUser();
  // Any /shein-... path is a login page (spec), served by the catch-all route.
  const access: RouteAccess = platformForLoginPath(location.pathname) ? "public" : routeAccess;
  const decision = decideAccess({
    access,
    signedIn: user !== null,
    trackingHost: isTrackingHost(window.location.hostname),
    requested: `${location.pathname}${location.search}`,
    loginPath: paths.login(loginPrefix(currentPlatform())),
  });
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  return <Suspense fallback={<ScreenLoading />}>{decision.shell ? <AppShell>{children}</AppShell> : children}</Suspense>;
}
