import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { paths } from "../../config/paths";

/**
 * The public tracking page is a page of its own (tracking.html, decision 022), not a screen of
 * this app. A link inside the app (home for a visitor, the global search) reaches it with a full
 * page load; the server and the service worker answer /trackings with that page.
 */
export function TrackingPageRoute({ to }: { to?: string }) {
  const { pathname, search } = useLocation();
  const target = to ?? `${pathname}${search}`;
  useEffect(() => {
    window.location.replace(target);
  }, [target]);
  return null;
}

/** Home for a visitor or on a tracking host: the public tracker (spec, operational area 2). */
export const TrackMyOrderRoute = () => <TrackingPageRoute to={paths.trackings} />;
