import type { Screen } from "./route-table";
import { screen } from "./lazy-screen";

/**
 * Every screen of the route table but home, by the id its node names (`screen: "orders-list"`):
 * its code, a chunk of its own, and its catalogs (see `Screen` in route-table.ts). A chunk of its
 * own, loaded after the shell has rendered, or at start in parallel with the router for an address
 * other than home (entry-routes.tsx), so that each screen's `import()` and the list of its chunks
 * (Vite's preload map) stay out of the signed-in shell's first load (decision 049).
 * scripts/catalog-areas.test.ts checks each screen's catalogs against what it imports.
 *
 * A new screen: one line here, and `screen: "its-id"` on its node in route-table.ts.
 */
export const SCREENS = {
  dashboard: screen(["labels", "analytics"], () => import("../../features/analytics/dashboard-page").then((m) => m.DashboardPage)),
  notifications: screen(["notifications"], () => import("../../features/notifications/notifications-page").then((m) => m.NotificationsPage)),
  "orders-list": screen(["labels", "orders"], () => import("../../features/orders/list/orders-list-page").then((m) => m.OrdersListPage)),
  "order-view": screen(["labels", "orders"], () => import("../../features/orders/view/order-view-page").then((m) => m.OrderViewPage)),
  "pickup-dropoff": screen(["labels", "pickups"], () => import("../../features/pickups/pickup-dropoff-page").then((m) => m.PickupDropoffPage)),
  // Both screens are one module (one chunk): see volume-reverse-screens.ts.
  "volume-reverses": screen(["volume-reverses"], () => import("../../features/volume-reverses/volume-reverse-screens").then((m) => m.VolumeReversesPage)),
  "volume-reverse": screen(["volume-reverses"], () => import("../../features/volume-reverses/volume-reverse-screens").then((m) => m.VolumeReversePage)),
  // The four users screens are one module (one chunk): see user-screens.ts.
  users: screen(["users"], () => import("../../features/users/user-screens").then((m) => m.UsersPage)),
  "user-create": screen(["users"], () => import("../../features/users/user-screens").then((m) => m.UserCreatePage)),
  user: screen(["users"], () => import("../../features/users/user-screens").then((m) => m.UserPage)),
  "user-edit": screen(["users"], () => import("../../features/users/user-screens").then((m) => m.UserEditPage)),
  "duties-cases": screen(["duties-cases"], () => import("../../features/duties-cases/duties-cases-page").then((m) => m.DutiesCasesPage)),
  "duties-case": screen(["duties-cases"], () => import("../../features/duties-cases/duties-case-page").then((m) => m.DutiesCasePage)),
  // Both screens are one module (one chunk): see overpack-screens.ts.
  overpacks: screen(["labels", "overpacks"], () => import("../../features/overpacks/overpack-screens").then((m) => m.OverpacksPage)),
  overpack: screen(["labels", "overpacks"], () => import("../../features/overpacks/overpack-screens").then((m) => m.OverpackPage)),
  // The five notification rule screens are one module (one chunk): see notification-rule-screens.ts.
  "tracking-rules": screen(["labels", "notification-rules"], () => import("../../features/notification-rules/notification-rule-screens").then((m) => m.NotificationRulesPage)),
  "tracking-rule-create": screen(["labels", "notification-rules"], () => import("../../features/notification-rules/notification-rule-screens").then((m) => m.NotificationRuleCreatePage)),
  "tracking-rule": screen(["labels", "notification-rules"], () => import("../../features/notification-rules/notification-rule-screens").then((m) => m.NotificationRulePage)),
  "tracking-rule-edit": screen(["labels", "notification-rules"], () => import("../../features/notification-rules/notification-rule-screens").then((m) => m.NotificationRuleEditPage)),
  "tracking-rule-checkpoint": screen(["labels", "notification-rules"], () => import("../../features/notification-rules/notification-rule-screens").then((m) => m.NotificationRuleCheckpointPage)),
  "fiscal-payments": screen(["fiscal-payments"], () => import("../../features/fiscal-payments/fiscal-payments-page").then((m) => m.FiscalPaymentsPage)),
  // Both screens are one module (one chunk): see billing-screens.ts.
  billing: screen(["labels", "billing"], () => import("../../features/billing/billing-screens").then((m) => m.BillingPage)),
  "user-balance": screen(["labels", "billing"], () => import("../../features/billing/billing-screens").then((m) => m.StatementPage)),
  // Both screens are one module (one chunk): see contract-screens.ts.
  contracts: screen(["contracts"], () => import("../../features/contracts/contract-screens").then((m) => m.ContractsPage)),
  "integrations-price-tables": screen(["contracts"], () => import("../../features/contracts/contract-screens").then((m) => m.PriceTablesPage)),
  // The three integrations screens are one module (one chunk).
  "integrations-couriers": screen(["integrations"], () => import("../../features/integrations/integrations-page").then((m) => m.CourierIntegrationsPage)),
  "integrations-channels": screen(["integrations"], () => import("../../features/integrations/integrations-page").then((m) => m.ChannelIntegrationsPage)),
  "integrations-new": screen(["integrations"], () => import("../../features/integrations/integrations-page").then((m) => m.NewIntegrationPage)),
  "channel-files": screen(["channel-files"], () => import("../../features/channel-files/channel-files-page").then((m) => m.ChannelFilesPage)),
  "channel-import": screen(["labels", "channel-files"], () => import("../../features/channel-files/channel-import-page").then((m) => m.ChannelImportPage)),
  outbox: screen(["labels", "sync"], () => import("../../features/sync/outbox-page").then((m) => m.OutboxPage)),
  quotes: screen(["labels", "quotes"], () => import("../../features/quotes/quotes-page").then((m) => m.QuotesPage)),
  "order-create": screen(["labels", "order-create"], () => import("../../features/order-create/order-create-page").then((m) => m.OrderCreatePage)),
  "boxes-products": screen(["labels", "settings"], () => import("../../features/settings/boxes-products-page").then((m) => m.BoxesProductsPage)),
  printing: screen(["settings"], () => import("../../features/settings/printing-page").then((m) => m.PrintingPage)),
  advanced: screen(["settings"], () => import("../../features/settings/advanced-page").then((m) => m.AdvancedPage)),
  documents: screen(["settings"], () => import("../../features/settings/documents-page").then((m) => m.DocumentsPage)),
  insurance: screen(["settings"], () => import("../../features/settings/insurance-page").then((m) => m.InsurancePage)),
  // The list, a rule, its edit and a new rule are one screen at one address (shipping-rules-page.tsx).
  "shipping-rules": screen(["labels", "shipping-rules"], () => import("../../features/shipping-rules/shipping-rules-page").then((m) => m.ShippingRulesPage)),
  "tracking-settings": screen(["settings"], () => import("../../features/settings/tracking-settings-page").then((m) => m.TrackingSettingsPage)),
  accessibility: screen(["settings"], () => import("./accessibility-route").then((m) => m.AccessibilityRoute)),
  // Both profile screens are one module (one chunk): see profile-route.tsx.
  profile: screen(["profile"], () => import("./profile-route").then((m) => m.ProfileRoute)),
  "profile-edit": screen(["profile"], () => import("./profile-route").then((m) => m.ProfileEditRoute)),
  tracking: screen([], () => import("./tracking-page-route").then((m) => m.TrackingPageRoute)),
  // The import's three screens are one module (one chunk): see import-screens.ts.
  "order-import": screen(["labels", "order-import"], () => import("../../features/order-import/import-screens").then((m) => m.OrderImportPage)),
  "import-response": screen(["labels", "order-import"], () => import("../../features/order-import/import-screens").then((m) => m.ImportResponsePage)),
  "rejected-orders": screen(["labels", "order-import"], () => import("../../features/order-import/import-screens").then((m) => m.RejectedOrdersPage)),
  archives: screen(["labels", "archives"], () => import("../../features/archives/archives-page").then((m) => m.ArchivesPage)),
  "product-import": screen(["labels", "product-import"], () => import("../../features/product-import/product-import-page").then((m) => m.ProductImportPage)),
  "notification-settings": screen(["notification-settings"], () => import("../../features/notification-settings/notification-settings-page").then((m) => m.NotificationSettingsPage)),
  quickstart: screen(["quickstart"], () => import("../../features/quickstart/quickstart-page").then((m) => m.QuickstartPage)),
  customers: screen(["labels", "customers"], () => import("../../features/customers/customers-page").then((m) => m.CustomersPage)),
  "sales-channels": screen(["sales-channels"], () => import("../../features/sales-channels/sales-channels-page").then((m) => m.SalesChannelsPage)),
  company: screen(["labels", "company"], () => import("../../features/company/company-page").then((m) => m.CompanyPage)),
  "current-version": screen([], () => import("./current-version-page").then((m) => m.CurrentVersionPage)),
  /** The reset-password page: public, its path added by the router (the sign-in page: sign-in-screen.ts). */
  "reset-password": screen(["auth"], () => import("../../features/auth/mailed-link-pages").then((m) => m.ResetPasswordPage)),
  /** The link mailed to a new sign-in e-mail: public as well (decision 068). */
  "confirm-email": screen(["auth"], () => import("../../features/auth/mailed-link-pages").then((m) => m.ConfirmEmailPage)),
} satisfies Record<string, Screen>;

/** The id of a screen of the registry, as a route-table node names it. */
export type ScreenId = keyof typeof SCREENS;

/**
 * Screens a signed-in user must reach offline even before the service worker has cached the app
 * (the first visit, or a browser that refused the worker): the outbox, where what waits on the
 * device is shown. The shell loads them once it has rendered (src/app/routes/offline-screens.ts).
 */
export const OFFLINE_SCREENS: readonly ScreenId[] = ["outbox"];
