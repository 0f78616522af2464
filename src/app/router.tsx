import { Navigate, type RouteObject, createBrowserRouter } from "react-router-dom";
import { paths } from "../config/paths";
import { PLATFORMS } from "../platform/registry";
import { type RouteHandle, AccessGate } from "./routes/access-gate";
import { CatchAllRoute } from "./routes/catch-all-route";
import { LoginRoute } from "./routes/login-route";
import { NotAvailablePage } from "./routes/not-available-page";
import { RouteErrorPage } from "./routes/route-error-page";
import { flattenRoutes } from "./routes/route-table";

const handle = (access: RouteHandle["access"]): RouteHandle => ({ access });

/** Login pages of every platform, their test variants, and the aliases of the spec. */
const loginRoutes: RouteObject[] = [
  ...PLATFORMS.flatMap((p) => [paths.login(p.loginPrefix), ...(p.hasTestLogin ? [paths.testLogin(p.loginPrefix)] : [])]).map((path) => ({
    path,
    handle: handle("public"),
    element: <LoginRoute />,
  })),
  { path: paths.loginAlias, handle: handle("public"), element: <LoginRoute /> },
  // Spec: "A platform login for one partner redirects to another partner's login."
  { path: "/csat-login", handle: handle("public"), element: <Navigate to={paths.login("shein")} replace /> },
  {
    path: paths.resetPassword,
    handle: handle("public"),
    lazy: async () => ({ Component: (await import("../features/auth/reset-password-page")).ResetPasswordPage }),
  },
];

/** Every screen is its own chunk: the sign-in page never downloads the order screens. */
const tableRoutes: RouteObject[] = flattenRoutes().map((node) => {
  const screen = node.screen;
  return {
    path: node.path,
    handle: { ...handle(node.access ?? "private"), requires: node.requires },
    ...(screen ? { lazy: async () => ({ Component: await screen() }) } : { element: <NotAvailablePage label={node.label} /> }),
  };
});

export const routes: RouteObject[] = [
  {
    element: <AccessGate />,
    errorElement: <RouteErrorPage />,
    children: [...loginRoutes, ...tableRoutes, { path: "*", handle: handle("not-found"), element: <CatchAllRoute /> }],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
