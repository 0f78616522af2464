import { type ReactNode, Suspense, lazy } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useSessionUser } from "../../api/use-session-user";
import { paths } from "../../config/paths";
import { can } from "../../domain/groups";
import { currentPlatform, loginPrefix, platformForLoginPath } from "../../platform/current-platform";
import { loadCatalogs } from "../i18n";
import { RoleRefusedPage } from "./role-refused-page";
import type { RouteNode } from "./route-table";
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
  /** A permission the screen needs, and what a user without it reads instead (route-table.ts). */
  requires?: RouteNode["requires"];
}

/**
 * Around every route: applies the guard (src/app/routes/access.ts) to the matched route's
 * `access`, and wraps private screens in the shell. Re-rendering on a cleared session is also what
 * performs the redirect of the 401 rule. A screen that requires a permission the user's group
 * lacks shows why instead (the lazy screen is then never rendered). While a screen's code and
 * texts load, "Loading…".
 */
export function AccessGate({ handle, children }: { handle: RouteHandle; children: ReactNode }) {
  const { access: routeAccess, requires } = handle;
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
  // A write screen the user's role may not use says so instead of offering a form the server refuses.
  const refused = user !== null && requires && !can(user.group, requires.permission) ? requires.refused : null;
  const screen = refused ? <RoleRefusedPage text={refused} /> : children;
  return <Suspense fallback={<ScreenLoading />}>{decision.shell ? <AppShell>{screen}</AppShell> : screen}</Suspense>;
}
