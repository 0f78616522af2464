import { Suspense, lazy } from "react";
import { Navigate, Outlet, useLocation, useMatches } from "react-router-dom";
import { useSessionUser } from "../../api/use-session-user";
import { paths } from "../../config/paths";
import { currentPlatform, loginPrefix, platformForLoginPath } from "../../platform/current-platform";
import { ScreenLoading } from "./screen-loading";
import { type RouteAccess, decideAccess, isTrackingHost } from "./access";

// The shell (menus, search, bell) is its own chunk: the sign-in page never downloads it.
const AppShell = lazy(() => import("../shell/app-shell").then((m) => ({ default: m.AppShell })));

export interface RouteHandle {
  access: RouteAccess;
}

/**
 * The root of every route: applies the guard (src/app/routes/access.ts) to the deepest matched
 * route, and wraps private screens in the shell. Re-rendering on a cleared session is also what
 * performs the redirect of the 401 rule.
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
  return decision.shell ? (
    <Suspense fallback={<ScreenLoading />}>
      <AppShell>
        <Outlet />
      </AppShell>
    </Suspense>
  ) : (
    <Outlet />
  );
}
