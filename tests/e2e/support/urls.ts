/** The portal's paths and URL matchers the specs share. */
export const paths = {
  home: "/",
  login: "/nb-login",
  resetPassword: "/reset_password",
  notifications: "/notifications/notifications_list",
  accessibility: "/settings/accessibility",
} as const;

/** The login URL the app redirects to, carrying where the user was going. */
export const loginUrlWithIntended = (intended: string) => `${paths.login}?${new URLSearchParams({ intended })}`;

/** Matches the login page's URL with or without a query, never a page that merely mentions it. */
export const LOGIN_URL = /\/nb-login(?:\?.*)?$/;

/** Matches any platform's login page (`/nb-login`, `/total-login`, `/tiendamia-login-test`), with or without a query. */
export const ANY_LOGIN_URL = /\/[a-z0-9]+-login(?:-test)?(?:\?.*)?$/;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Exactly this URL of the server under test: path and query, nothing more. */
export const exactUrl = (baseURL: string | undefined, pathAndQuery: string) => new RegExp(`^${escapeRegExp(new URL(pathAndQuery, baseURL).href)}$`);

/** The e2e server as the fault proxy reaches it: the loopback address it listens on (not "localhost", which Node may resolve to ::1). */
export function proxyTarget(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? "http://localhost:8181");
  url.hostname = "127.0.0.1";
  return url.origin;
}
