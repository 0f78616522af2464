/** Every in-app URL, built here and nowhere else (CONVENTIONS.md, point 11). */
export const paths = {
  home: "/",
  login: (prefix: string) => `/${prefix}-login`,
  loginAlias: "/login",
  resetPassword: "/reset_password",
  notificationsList: "/notifications/notifications_list",
} as const;

/** Adds `intended` to a login path, so that after sign-in the user lands where they were going. */
export function withIntended(loginPath: string, intended: string): string {
  return `${loginPath}?${new URLSearchParams({ intended })}`;
}

/**
 * The `intended` value is user-controlled: only a path on this origin is followed, never an
 * address elsewhere ("//evil.example" or "https://...") nor a login page again.
 */
export function safeIntended(value: string | null): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return paths.home;
  if (/^\/[^/?#]*-login\b/.test(value) || value.startsWith(paths.loginAlias)) return paths.home;
  return value;
}
