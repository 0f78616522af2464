import { useSessionUser } from "../../api/use-session-user";
import { HomePage } from "../../features/dashboard/home-page";
import { isTrackingHost } from "./access";
import { TrackMyOrderRoute } from "./tracking-page-route";

/** Spec: the public tracker is shown on tracking hosts or when nobody is signed in. */
export function HomeRoute() {
  const user = useSessionUser();
  if (!user || isTrackingHost(location.hostname)) return <TrackMyOrderRoute />;
  return <HomePage />;
}
