import { type RouteObject, createBrowserRouter } from "react-router-dom";
import { paths } from "../config/paths";
import { PLATFORM_IDS } from "../domain/platform-ids";
import { ResetPasswordPage } from "../features/auth/reset-password-page";
import { SignInPage } from "../features/auth/sign-in-page";
import { HomePage } from "../features/dashboard/home-page";
import { NotificationsPage } from "../features/notifications/notifications-page";
import { AuthenticatedLayout } from "./authenticated-layout";
import { NotFoundPage } from "./not-found-page";
import { RequireAuth } from "./require-auth";

/** Routes of this stage: sign-in for every platform, reset password, and the first signed-in pages. */
export const routes: RouteObject[] = [
  ...PLATFORM_IDS.map((id) => ({ path: paths.login(id), element: <SignInPage /> })),
  { path: paths.loginAlias, element: <SignInPage /> },
  { path: paths.resetPassword, element: <ResetPasswordPage /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AuthenticatedLayout />,
        children: [
          { path: paths.home, element: <HomePage /> },
          { path: paths.notificationsList, element: <NotificationsPage /> },
        ],
      },
    ],
  },
  { path: "*", element: <NotFoundPage /> },
];

export const createAppRouter = () => createBrowserRouter(routes);
