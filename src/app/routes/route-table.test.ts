import { describe, expect, it } from "vitest";
import { flattenRoutes } from "./route-table";
import { OFFLINE_SCREENS, SCREENS } from "./screen-registry";

/** Every route the two spec documents list (login pages are added by the router itself). */
const SPEC_PATHS = [
  "/", "/dashboard", "/quotes/new", "/orders", "/orders/import", "/orders/import_response", "/orders/ordercreate",
  "/orders/rejected", "/orders/:id", "/orders/volume_reverses", "/orders/volume_reverses/:id", "/orders/pickup-dropoff",
  "/orders/tracking-alert-logs", "/tracking-alert-logs/:id", "/orders/fiscal_payments", "/amazon-import-files",
  "/orders/amazon-import", "/overpacks", "/overpacks/:id", "/archives", "/products/import/:id", "/current-version",
  "/components", "/components/tables", "/trackings", "/trackings/:reference", "/trackings/404",
  "/notifications/settings", "/notifications/tracking-rule-notifications", "/notifications/notifications_list",
  "/settings/quickstart", "/settings/shipping_rules", "/settings/advanced", "/settings/boxes-products",
  "/settings/accessibility", "/settings/printing", "/settings/sales-channels", "/settings/customers", "/settings/documents",
  "/settings/insurance", "/settings/tracking", "/integrations/couriers", "/integrations/channels", "/integrations/price_tables",
  "/accounts/contracts", "/user_profile", "/user_profile_edit", "/user_balance", "/company", "/account/users", "/users/create",
  "/users/:id", "/users/:id/edit", "/billing",
];

/** Routes of ours that the spec does not list, each for a reason. */
const OWN_PATHS = [
  // The outbox screen: what waits on this device and what needs the user (DESIGN.md section 4).
  "/outbox",
  // A tracking notification rule's create, view, edit and per-checkpoint view (spec section 2
  // names the screens, not their paths; issue 21, decision 059).
  "/notifications/tracking-rule-notifications/create",
  "/notifications/tracking-rule-notifications/:id",
  "/notifications/tracking-rule-notifications/:id/edit",
  "/notifications/tracking-rule-notifications/:id/checkpoint/:checkpointId",
  // The integrations menu's "new integration" entry (spec section 2): every integration not yet connected.
  "/integrations/new",
];

describe("the route table", () => {
  const routes = flattenRoutes();

  it("holds every route of the spec, and only our own listed ones besides", () => {
    expect(routes.map((r) => r.path).sort()).toEqual([...SPEC_PATHS, ...OWN_PATHS].sort());
  });

  it("has unique ids", () => {
    const all = routes.map((r) => r.id);
    expect(new Set(all).size).toBe(all.length);
  });

  it("opens only home and the tracking routes to the public; everything else needs a sign-in", () => {
    const open = routes.filter((r) => r.access !== "private").map((r) => r.path);
    expect(open.sort()).toEqual(["/", "/trackings", "/trackings/404", "/trackings/:reference"]);
  });

  it("opens every screen of the registry from a route (the reset-password and confirm-email pages' routes are the router's own)", () => {
    const named = new Set(routes.map((r) => r.screen).filter((screen) => typeof screen === "string"));
    expect(Object.keys(SCREENS).filter((id) => !named.has(id as keyof typeof SCREENS))).toEqual(["reset-password", "confirm-email"]);
    expect(OFFLINE_SCREENS.every((id) => named.has(id))).toBe(true);
  });

  it("keeps only home's screen in the table itself; every other screen is named by its id in screen-registry.ts (decision 049)", () => {
    const inTable = routes.filter((r) => r.screen !== undefined && typeof r.screen !== "string").map((r) => r.id);
    expect(inTable).toEqual(["home"]);
  });
});
