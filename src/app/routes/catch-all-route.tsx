import { useLocation } from "react-router-dom";
import { platformForLoginPath } from "../../platform/current-platform";
import { NotFoundPage } from "../not-found-page";
import { SignInScreen } from "./sign-in-screen";

/** Unknown paths are a 404, except the spec's "any path starting with /shein-", a login page. */
export function CatchAllRoute() {
  const { pathname } = useLocation();
  return platformForLoginPath(pathname) ? <SignInScreen /> : <NotFoundPage />;
}
