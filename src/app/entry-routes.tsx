import { Suspense, lazy } from "react";
import { useLocation } from "react-router-dom";
import { AccessGate } from "./routes/access-gate";
import { RouteErrorBoundary } from "./routes/route-error-boundary";
import { ScreenLoading } from "./routes/screen-loading";
import { SignInScreen, showsSignIn } from "./routes/sign-in-screen";
import { loadScreenRegistry } from "./routes/lazy-screen";

/**
 * What the page's start renders (decision 044). A sign-in address shows the sign-in page at once,
 * without the route table of the signed-in screens: that table, with the list of every screen's
 * chunks, is the router's chunk (router.tsx), which any other address loads first. The sign-in
 * page downloads it after its first paint, so signing in goes on without a wait.
 */
const loadRouter = () => import("./router");

/**
 * The router as a lazy component. A failed load (offline before the chunk was cached) reaches the
 * error page and is not remembered, as for a screen (lazy-screen.tsx): the next address tries again.
 */
const lazyRouter = () =>
  lazy(() =>
    loadRouter().then(
      (m) => ({ default: m.AppRoutes }),
      (error: unknown) => {
        AppRoutes = lazyRouter();
        throw error;
      },
    ),
  );
let AppRoutes = lazyRouter();

export function EntryRoutes() {
  const { pathname } = useLocation();
  if (!showsSignIn(pathname)) {
    return (
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<ScreenLoading />}>
          <AppRoutes />
        </Suspense>
      </RouteErrorBoundary>
    );
  }
  // As router.tsx renders a login route: the guard (a tracking host has no sign-in page) and the
  // error page when the screen cannot load.
  return (
    <RouteErrorBoundary pathname={pathname}>
      <AccessGate handle={{ access: "public" }}>
        <SignInScreen />
      </AccessGate>
    </RouteErrorBoundary>
  );
}

/** Home's address: its screen comes with the router; every other screen is in the registry. */
const HOME_PATH = "/";

/**
 * Starts loading what the address shows before the first render asks for it, in parallel with the
 * language: the sign-in page, or the router and then the address's screen. For an address other
 * than home, the screen registry loads in parallel with the router (decision 049), so a screen's
 * chunk is one step after the router's, as when the router held every screen's loader.
 */
export function preloadEntry(pathname: string, signedIn: boolean) {
  if (showsSignIn(pathname)) {
    SignInScreen.preload();
    return;
  }
  if (pathname !== HOME_PATH) void loadScreenRegistry().catch(() => undefined);
  void loadRouter().then((m) => m.preloadScreen(pathname, signedIn), () => undefined);
}

/** The router, for a sign-in page that has painted: the next address will need it. */
export const preloadRouter = () => void loadRouter().catch(() => undefined);
