import { Navigate, type RouteObject, UNSAFE_RouteContext as RouteContext, matchRoutes, useLocation } from "react-router-dom";
import { paths } from "../config/paths";
import { platformForLoginPath } from "../platform/current-platform";
import { type RouteHandle, AccessGate } from "./routes/access-gate";
import { CatchAllRoute } from "./routes/catch-all-route";
import { type LazyScreen, lazyScreen, registeredScreen } from "./routes/lazy-screen";
import { NotAvailablePage } from "./routes/not-available-page";
import { RouteErrorBoundary } from "./routes/route-error-boundary";
import { type RouteNode, flattenRoutes } from "./routes/route-table";
import { LOGIN_REDIRECTS, SIGN_IN_PATHS, SignInScreen } from "./routes/sign-in-screen";

/**
 * The portal's routes, rendered by React Router's declarative <Routes> (useRoutes) under a
 * BrowserRouter (main.tsx): about 17 KB of gzip JavaScript less on every page than its data
 * router, whose loaders, actions and fetchers the portal does not use (decision 035). Each screen
 * is a chunk of its own with its texts (lazy-screen.tsx): the sign-in page never downloads the
 * order screens.
 */

const handle = (access: RouteHandle["access"], requires?: RouteHandle["requires"]): RouteHandle => ({ access, requires });

const ResetPasswordScreen = lazyScreen(registeredScreen("reset-password"));
const ConfirmEmailScreen = lazyScreen(registeredScreen("confirm-email"));

/** The lazy screen of each route that has one, for preloadScreen. */
const screenOfRoute = new Map<RouteObject, LazyScreen>();
const screenRoute = (path: string, access: RouteHandle["access"], Screen: LazyScreen, requires?: RouteHandle["requires"]): RouteObject => {
  const route = { path, handle: handle(access, requires), element: <Screen /> };
  screenOfRoute.set(route, Screen);
  return route;
};

/** Login pages of every platform, their test variants, and the aliases of the spec. */
const loginRoutes: RouteObject[] = [
  ...SIGN_IN_PATHS.map((path) => screenRoute(path, "public", SignInScreen)),
  ...Object.entries(LOGIN_REDIRECTS).map(([path, to]) => ({ path, handle: handle("public"), element: <Navigate to={to} replace /> })),
  screenRoute(paths.resetPassword, "public", ResetPasswordScreen),
  screenRoute(paths.confirmEmail, "public", ConfirmEmailScreen),
];

/** A node's screen: home itself, or one of the registry, found when it first renders (decision 049). */
const lazyScreenOf = (screen: NonNullable<RouteNode["screen"]>) => lazyScreen(typeof screen === "string" ? registeredScreen(screen) : screen);

/** Every screen is its own chunk: the sign-in page never downloads the order screens. */
const tableRoutes: RouteObject[] = flattenRoutes().map((node) =>
  node.screen
    ? screenRoute(node.path ?? "", node.access ?? "private", lazyScreenOf(node.screen), node.requires)
    : { path: node.path, handle: handle(node.access ?? "private"), element: <NotAvailablePage label={node.label} /> },
);

export const routes: RouteObject[] = [...loginRoutes, ...tableRoutes, { path: "*", handle: handle("not-found"), element: <CatchAllRoute /> }];

/**
 * The app's routes: the guard and the shell around the matched screen, and the error page when it
 * fails. The routes are flat (no layouts, no outlets), so the matched route's element is rendered
 * with its match in React Router's route context, where useParams and relative links read it:
 * what useRoutes does, without its data-router branches (error elements, hydration, loaders'
 * state), about 2 KB of gzip JavaScript on every page (decision 044).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  // The catch-all route matches every path, so there is always a match.
  const matches = matchRoutes(routes, pathname) ?? [];
  const route = matches.at(-1)?.route;
  return (
    <RouteErrorBoundary pathname={pathname}>
      <AccessGate handle={(route?.handle as RouteHandle | undefined) ?? handle("not-found")}>
        <RouteContext.Provider value={{ outlet: null, matches, isDataRoute: false }}>{route?.element}</RouteContext.Provider>
      </AccessGate>
    </RouteErrorBoundary>
  );
}

/**
 * Starts loading the screen at `pathname` (code and texts) before the first render asks for it,
 * so that it arrives with the language instead of after it. Any "/shein-..." path is a login
 * page, and a private one without a session is about to send the visitor to sign in.
 */
export function preloadScreen(pathname: string, signedIn: boolean) {
  const route = matchRoutes(routes, pathname)?.at(-1)?.route;
  const signInNext = platformForLoginPath(pathname) || (!signedIn && (route?.handle as RouteHandle | undefined)?.access === "private");
  const screen = signInNext ? SignInScreen : route && screenOfRoute.get(route);
  screen?.preload();
}
