import { Navigate, Outlet, useLocation } from "react-router-dom";
import { useSessionUser } from "../api/use-session-user";
import { paths, withIntended } from "../config/paths";
import { currentPlatform, loginPrefix } from "../platform/current-platform";

/**
 * Authenticated routes render only with a stored user; otherwise the platform's login, carrying
 * where the user was going. It also performs the redirect of the 401 rule: the client clears the
 * user, and this guard, re-rendering, sends them to sign in again.
 */
export function RequireAuth() {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) {
    const intended = `${location.pathname}${location.search}`;
    return <Navigate to={withIntended(paths.login(loginPrefix(currentPlatform())), intended)} replace />;
  }
  return <Outlet />;
}
