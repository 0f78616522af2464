import { lazyScreen } from "./lazy-screen";
import { signInScreen } from "./route-table";

/** The sign-in page, shared by every platform's login path and the spec's "/shein-..." paths. */
export const SignInScreen = lazyScreen(signInScreen);
