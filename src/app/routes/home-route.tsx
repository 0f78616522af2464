import { useSessionUser } from "../../api/use-session-user";
import { HomePage } from "../../features/dashboard/home-page";
import { isTrackingHost } from "./access";
import { NotAvailablePage } from "./not-available-page";
import { msg } from "@lingui/core/macro";

const trackMyOrder = msg`Track my order`;

/** Spec: the public tracker is shown on tracking hosts or when nobody is signed in. */
export function HomeRoute() {
  const user = useSessionUser();
  if (!user || isTrackingHost(location.hostname)) return <NotAvailablePage label={trackMyOrder} publicPage />;
  return <HomePage />;
}
