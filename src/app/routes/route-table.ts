import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ComponentType } from "react";
import type { Permission } from "../../domain/groups";
import type { CatalogArea } from "../i18n";
import type { MenuKey } from "../../platform/menu-keys";
import type { IconName } from "../../ui/icon";
import { screen } from "./lazy-screen";
import type { ScreenId } from "./screen-registry";

/**
 * Every route of both spec documents, in one tree. The router is built from the nodes that have
 * a path; the menu and the global search from the nodes that are `visible`. Labels are Lingui
 * descriptors, translated where they are shown.
 */

/** Who may open a route. "tracking" routes are also the only ones on a tracking host. */
export type Access = "public" | "private" | "tracking";
export type MenuGroup = "general" | "solutions" | "preferences" | "connect";
export const MENU_GROUPS: readonly MenuGroup[] = ["general", "solutions", "preferences", "connect"];

/**
 * A screen: its code, a chunk of its own, and the catalogs of its texts beyond the start's and
 * the shell's (src/app/i18n.ts): its feature folder's, and "labels" when it shows statuses,
 * issues or product categories. Both load before the screen renders, so it never shows
 * untranslated. scripts/catalog-areas.test.ts checks the names against what the screen imports.
 */
export interface Screen {
  catalogs: readonly CatalogArea[];
  load: () => Promise<ComponentType>;
}


export interface RouteNode {
  /** Stable id: menu rules and tests name nodes by it. */
  id: string;
  label: MessageDescriptor;
  path?: string;
  icon?: IconName;
  /** Shown in the menu and found by the global search. */
  visible: boolean;
  access?: Access;
  /** Top-level menu nodes only. */
  group?: MenuGroup;
  /** Nodes that a platform or a user attribute can take out of the menu. */
  menuKey?: MenuKey;
  /**
   * The screen: its id in the screen registry (screen-registry.ts, a chunk loaded after the
   * shell, decision 049), or, for home only, the screen itself, which the shell's first load
   * includes. Without it the route shows its title and an honest "not available yet".
   */
  screen?: ScreenId | Screen;
  /**
   * A screen whose only purpose is a write the server allows only with this permission: it is
   * not in the menu or the search of a user without it, and its URL shows `refused` instead of
   * the form (the server refuses the write anyway).
   */
  requires?: { permission: Permission; refused: MessageDescriptor };
  children?: RouteNode[];
}

/** Home, part of the signed-in shell's first load: the one screen not in the registry (decision 049). */
const homeScreen = screen(["dashboard"], () => import("./home-route").then((m) => m.HomeRoute));
/** The order wizard and the import create orders: a Seller Viewer cannot (spec, section 6). */
const CREATES_ORDERS = { permission: "seller:write", refused: msg`You can't create orders with your role.` } as const satisfies RouteNode["requires"];

/** Creating and editing users: a Seller Admin only (spec, configuration area, section 6). */
const MANAGES_USERS = { permission: "users:manage", refused: msg`Only an administrator can add or edit users.` } as const satisfies RouteNode["requires"];

/** Creating and editing notification rules: admin and operation (a viewer reads only; section 6 and issue 21). */
const WRITES_RULES = { permission: "seller:write", refused: msg`You can't change notification rules with your role.` } as const satisfies RouteNode["requires"];

const page = (id: string, path: string, label: MessageDescriptor, extra: Partial<RouteNode> = {}): RouteNode => ({
  id,
  path,
  label,
  visible: true,
  access: "private",
  ...extra,
});
const hidden = (id: string, path: string, label: MessageDescriptor, extra: Partial<RouteNode> = {}): RouteNode => page(id, path, label, { visible: false, ...extra });

export const ROUTE_TREE: RouteNode[] = [
  // general
  { ...page("home", "/", msg`Home`, { icon: "home", group: "general", screen: homeScreen }), access: "tracking" },
  page("dashboard", "/dashboard", msg`Dashboard`, { icon: "dashboard", group: "general", screen: "dashboard" }),
  // What this device still has to send (DESIGN.md section 4); also opened from the top bar's sync state.
  page("outbox", "/outbox", msg`Pending operations`, { icon: "sync", group: "general", screen: "outbox" }),

  // solutions
  page("quotes", "/quotes/new", msg`Quotes`, { icon: "quote", group: "solutions", screen: "quotes" }),
  {
    id: "orders",
    label: msg`Orders`,
    icon: "orders",
    visible: true,
    group: "solutions",
    children: [
      page("orders-list", "/orders", msg`Order management`, { screen: "orders-list" }),
      page("orders-create", "/orders/ordercreate", msg`Create order`, { screen: "order-create", requires: CREATES_ORDERS }),
      page("orders-import", "/orders/import", msg`Import orders`, { screen: "order-import", requires: CREATES_ORDERS }),
      hidden("orders-import-response", "/orders/import_response", msg`Import result`, { screen: "import-response" }),
      page("orders-rejected", "/orders/rejected", msg`Rejected orders`, { screen: "rejected-orders" }),
      page("volume-reverses", "/orders/volume_reverses", msg`Reverse volumes`, { screen: "volume-reverses" }),
      hidden("volume-reverse", "/orders/volume_reverses/:id", msg`Reverse volume`, { screen: "volume-reverse" }),
      page("pickups", "/orders/pickup-dropoff", msg`Pickups and dropoffs`, { screen: "pickup-dropoff" }),
      page("duties-cases", "/orders/tracking-alert-logs", msg`Duties and taxes`, { screen: "duties-cases" }),
      hidden("duties-case", "/tracking-alert-logs/:id", msg`Duties and taxes case`, { screen: "duties-case" }),
      page("fiscal-payments", "/orders/fiscal_payments", msg`Fiscal payments`, { screen: "fiscal-payments" }),
      page("channel-files", "/amazon-import-files", msg`Sales channel files`, { screen: "channel-files" }),
      hidden("channel-import", "/orders/amazon-import", msg`Sales channel import`, { screen: "channel-import", requires: CREATES_ORDERS }),
      hidden("order", "/orders/:id", msg`Order`, { screen: "order-view" }),
      hidden("product-import", "/products/import/:id", msg`Product import log`, { screen: "product-import" }),
    ],
  },
  {
    id: "overpacks",
    label: msg`Overpacks`,
    icon: "overpack",
    visible: true,
    group: "solutions",
    menuKey: "overpacks",
    path: "/overpacks",
    access: "private",
    screen: "overpacks",
    children: [hidden("overpack", "/overpacks/:id", msg`Overpack`, { screen: "overpack" })],
  },
  page("archives", "/archives", msg`Downloads`, { icon: "archive", group: "solutions", screen: "archives" }),

  // preferences
  {
    id: "notifications",
    label: msg`Notifications`,
    icon: "bell",
    visible: true,
    group: "preferences",
    menuKey: "notifications",
    children: [
      page("notifications-list", "/notifications/notifications_list", msg`My notifications`, { screen: "notifications" }),
      page("notifications-settings", "/notifications/settings", msg`Notification settings`, { screen: "notification-settings" }),
      page("tracking-rules", "/notifications/tracking-rule-notifications", msg`Tracking notification rules`, { screen: "tracking-rules" }),
      hidden("tracking-rule-create", "/notifications/tracking-rule-notifications/create", msg`New tracking notification rule`, { screen: "tracking-rule-create", requires: WRITES_RULES }),
      hidden("tracking-rule-checkpoint", "/notifications/tracking-rule-notifications/:id/checkpoint/:checkpointId", msg`Tracking notification rule checkpoint`, { screen: "tracking-rule-checkpoint" }),
      hidden("tracking-rule-edit", "/notifications/tracking-rule-notifications/:id/edit", msg`Edit tracking notification rule`, { screen: "tracking-rule-edit", requires: WRITES_RULES }),
      hidden("tracking-rule", "/notifications/tracking-rule-notifications/:id", msg`Tracking notification rule`, { screen: "tracking-rule" }),
    ],
  },
  {
    id: "settings",
    label: msg`Settings`,
    icon: "settings",
    visible: true,
    group: "preferences",
    menuKey: "settings",
    children: [
      page("settings-quickstart", "/settings/quickstart", msg`Quick start`, { screen: "quickstart" }),
      page("settings-shipping-rules", "/settings/shipping_rules", msg`Shipping rules`, { screen: "shipping-rules" }),
      page("settings-advanced", "/settings/advanced", msg`Advanced`, { screen: "advanced" }),
      page("settings-boxes-products", "/settings/boxes-products", msg`Boxes and products`, { screen: "boxes-products" }),
      page("settings-accessibility", "/settings/accessibility", msg`Accessibility`, { screen: "accessibility" }),
      page("settings-printing", "/settings/printing", msg`Printing`, { screen: "printing" }),
      page("settings-sales-channels", "/settings/sales-channels", msg`Sales channels`, { screen: "sales-channels" }),
      page("settings-customers", "/settings/customers", msg`Customers`, { screen: "customers" }),
      page("settings-documents", "/settings/documents", msg`Documents`, { screen: "documents" }),
      page("settings-insurance", "/settings/insurance", msg`Insurance`, { screen: "insurance" }),
      page("settings-tracking", "/settings/tracking", msg`Tracking page`, { screen: "tracking-settings" }),
    ],
  },
  {
    id: "account",
    label: msg`Account`,
    icon: "account",
    visible: true,
    group: "preferences",
    children: [
      page("profile", "/user_profile", msg`My profile`, { screen: "profile" }),
      hidden("profile-edit", "/user_profile_edit", msg`Edit my profile`, { screen: "profile-edit" }),
      page("company", "/company", msg`Company`, { screen: "company" }),
      page("users", "/account/users", msg`Users`, { screen: "users" }),
      hidden("user-create", "/users/create", msg`New user`, { screen: "user-create", requires: MANAGES_USERS }),
      hidden("user", "/users/:id", msg`User`, { screen: "user" }),
      hidden("user-edit", "/users/:id/edit", msg`Edit user`, { screen: "user-edit", requires: MANAGES_USERS }),
      page("contracts", "/accounts/contracts", msg`Contracts`, { screen: "contracts" }),
      page("balance", "/user_balance", msg`Balance`, { screen: "user-balance" }),
      page("billing", "/billing", msg`Billing`, { screen: "billing" }),
    ],
  },

  // connect
  {
    id: "integrations",
    label: msg`Integrations`,
    icon: "integrations",
    visible: true,
    group: "connect",
    menuKey: "integrations",
    children: [
      page("integrations-couriers", "/integrations/couriers", msg`Courier integrations`, { screen: "integrations-couriers" }),
      page("integrations-channels", "/integrations/channels", msg`Sales channel integrations`, { screen: "integrations-channels" }),
      page("integrations-price-tables", "/integrations/price_tables", msg`Price tables and delivery times`, { screen: "integrations-price-tables" }),
      // The spec's "new integration" entry of the integrations menu (section 2).
      page("integrations-new", "/integrations/new", msg`New integration`, { screen: "integrations-new" }),
    ],
  },

  // not in the menu
  hidden("current-version", "/current-version", msg`Current version`, { screen: "current-version" }),
  hidden("components", "/components", msg`Components`),
  hidden("components-tables", "/components/tables", msg`Component tables`),

  // The public tracking page: a page of its own (tracking.html, decision 022); these routes only
  // hand a navigation inside the app over to it.
  hidden("track-my-order", "/trackings", msg`Track my order`, { access: "tracking", screen: "tracking" }),
  hidden("tracking-not-found", "/trackings/404", msg`Tracking not found`, { access: "tracking", screen: "tracking" }),
  hidden("tracking-view", "/trackings/:reference", msg`Tracking`, { access: "tracking", screen: "tracking" }),
];

/** Every node with a path, parents before children. */
export function flattenRoutes(nodes: readonly RouteNode[] = ROUTE_TREE): RouteNode[] {
  return nodes.flatMap((node) => [...(node.path ? [node] : []), ...flattenRoutes(node.children ?? [])]);
}
