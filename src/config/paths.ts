/** Every in-app URL, built here and nowhere else (CONVENTIONS.md, point 11). */
export const paths = {
  home: "/",
  dashboard: "/dashboard",
  login: (prefix: string) => `/${prefix}-login`,
  /** The test variant of a platform's login (four platforms have one). */
  testLogin: (prefix: string) => `/${prefix}-login-test`,
  trackings: "/trackings",
  loginAlias: "/login",
  resetPassword: "/reset_password",
  /** The link mailed to a new sign-in e-mail (decision 068). */
  confirmEmail: "/confirm_email",
  notificationsList: "/notifications/notifications_list",
  /** Tracking notification rules (issue 21): the list, a new one, one, its edit, one of its checkpoints. */
  notificationRules: "/notifications/tracking-rule-notifications",
  notificationRuleCreate: "/notifications/tracking-rule-notifications/create",
  notificationRule: (id: number) => `/notifications/tracking-rule-notifications/${id}`,
  notificationRuleEdit: (id: number) => `/notifications/tracking-rule-notifications/${id}/edit`,
  notificationRuleCheckpoint: (id: number, checkpointId: number) => `/notifications/tracking-rule-notifications/${id}/checkpoint/${checkpointId}`,
  orders: "/orders",
  order: (id: number) => `/orders/${id}`,
  pickupDropoff: "/orders/pickup-dropoff",
  /** Reverse volumes (issue 18): the list, and one. */
  volumeReverses: "/orders/volume_reverses",
  volumeReverse: (id: number) => `/orders/volume_reverses/${id}`,
  /** The seller's users (issue 19): the list (with its filters and page), a new one, one, its edit. */
  users: (search?: URLSearchParams) => (search && search.size > 0 ? `/account/users?${search}` : "/account/users"),
  userCreate: "/users/create",
  user: (id: number) => `/users/${id}`,
  userEdit: (id: number) => `/users/${id}/edit`,
  /** The order wizard; with a draft it continues that draft at `step`. */
  orderCreate: (draft?: string, step?: string) =>
    draft ? `/orders/ordercreate?${new URLSearchParams(step ? { draft, step } : { draft })}` : "/orders/ordercreate",
  quotes: "/quotes/new",
  /** Sales channel order files, and the mapping and import of one of them. */
  channelFiles: (page?: number) => (page && page > 1 ? `/amazon-import-files?page=${page}` : "/amazon-import-files"),
  channelImport: (fileId: number) => `/orders/amazon-import?file=${fileId}`,
  /** The result of an import job (issue 17). */
  importResponse: (jobId: string) => `/orders/import_response?${new URLSearchParams({ job: jobId })}`,
  /** Duties and taxes cases (issue 18), and one case with its history. */
  dutiesCases: "/orders/tracking-alert-logs",
  dutiesCase: (id: number) => `/tracking-alert-logs/${id}`,
  /** Overpacks (issue 18): the list, and one bag with its orders. */
  overpacks: "/overpacks",
  overpack: (id: number) => `/overpacks/${id}`,
  /** The downloads archive: every file the seller's jobs made (issue 17). */
  archives: "/archives",
  /** A product import's progress and log. */
  productImport: (jobId: string) => `/products/import/${encodeURIComponent(jobId)}`,
  boxesProducts: "/settings/boxes-products",
  /** Shipping rules (issue 22): the list, and with `rule` a new rule, one, or its edit (features/shipping-rules/queries.ts). */
  shippingRules: (search?: URLSearchParams) => (search && search.size > 0 ? `/settings/shipping_rules?${search}` : "/settings/shipping_rules"),
  /** Operations kept on the device until /v1 has them, and those that need the user. */
  outbox: "/outbox",
  myProfile: "/user_profile",
  editMyProfile: "/user_profile_edit",
  myCompany: "/company",
  myContracts: "/accounts/contracts",
  accessibility: "/settings/accessibility",
  /** Issue 22's settings (decision 064): the address book, the sales channels, the first configuration. */
  customers: (search = "") => `/settings/customers${search ? `?${search}` : ""}`,
  salesChannels: "/settings/sales-channels",
  quickstart: "/settings/quickstart",
  billing: "/billing",
  userBalance: "/user_balance",
  currentVersion: "/current-version",
  /** A static file in public/, written by scripts/make-terms-pdf.mjs. */
  termsDocument: "/terms/terms-of-service.pdf",
  /** Flags are local files (public/flags/), so they show offline and tell no third party who looks. */
  flag: (country: "gb" | "cn" | "br") => `/flags/${country}.svg`,
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
