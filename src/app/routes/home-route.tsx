import { Navigate } from "react-router-dom";
import { sessionEndedHere } from "../../api/session";
import { useSessionUser } from "../../api/use-session-user";
import { paths, withIntended } from "../../config/paths";
import { HomePage } from "../../features/dashboard/home-page";
import { currentPlatform, loginPrefix } from "../../platform/current-platform";
import { isTrackingHost } from "./access";
import { TrackMyOrderRoute } from "./tracking-page-route";

/**
 * Spec: the public tracker is shown on tracking hosts or when nobody is signed in. A user whose
 * session ended in this page goes to sign in instead: after signing out, or, with home as the
 * intended page, after the server refused the session (the 401 rule).
 */
export function HomeRoute() {
  const user = useSessionUser();
  if (isTrackingHost(location.hostname)) return <TrackMyOrderRoute />;
  if (user) return <HomePage />;
  const ended = sessionEndedHere();
  if (ended === null) return <TrackMyOrderRoute />;
  const login = paths.login(loginPrefix(currentPlatform()));
  return <Navigate to={ended === "expired" ? withIntended(login, paths.home) : login} replace />;
}
