import { Suspense, lazy } from "react";
import { Navigate, Outlet, useLocation, useMatches } from "react-router-dom";
import { useSessionUser } from "../../api/use-session-user";
import { paths } from "../../config/paths";
import { can } from "../../domain/groups";
import { currentPlatform, loginPrefix, platformForLoginPath } from "../../platform/current-platform";
import { RoleRefusedPage } from "./role-refused-page";
import type { RouteNode } from "./route-table";
import { ScreenLoading } from "./screen-loading";
import { type RouteAccess, decideAccess, isTrackingHost } from "./access";

// The shell (menus, search, bell) is its own chunk: the sign-in page never downloads it.
const AppShell = lazy(() => import("../shell/app-shell").then((m) => ({ default: m.AppShell })));

export interface RouteHandle {
  access: RouteAccess;
  /** A permission the screen needs, and what a user without it reads instead (route-table.ts). */
  requires?: RouteNode["requires"];
}

/**
 * The root of every route: applies the guard (src/app/routes/access.ts) to the deepest matched
 * route, and wraps private screens in the shell. Re-rendering on a cleared session is also what
 * performs the redirect of the 401 rule. A screen that requires a permission the user's group
 * lacks shows why instead (the lazy screen is then never rendered).
 */
export function AccessGate() {
  const location = useLocation();
  const user = useSessionUser();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  // Any /shein-... path is a login page (spec), served by the catch-all route.
  const access: RouteAccess = platformForLoginPath(location.pathname) ? "public" : (handle?.access ?? "not-found");
  const decision = decideAccess({
    access,
    signedIn: user !== null,
    trackingHost: isTrackingHost(window.location.hostname),
    requested: `${location.pathname}${location.search}`,
    loginPath: paths.login(loginPrefix(currentPlatform())),
  });
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  // A write screen the user's role may not use says so instead of offering a form the server refuses.
  const refused = user !== null && handle?.requires && !can(user.group, handle.requires.permission) ? handle.requires.refused : null;
  return decision.shell ? (
    <Suspense fallback={<ScreenLoading />}>
      <AppShell>{refused ? <RoleRefusedPage text={refused} /> : <Outlet />}</AppShell>
    </Suspense>
  ) : (
    <Outlet />
  );
}
