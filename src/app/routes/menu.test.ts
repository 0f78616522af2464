import { describe, expect, it } from "vitest";
import { msg } from "@lingui/core/macro";
import { platformById } from "../../platform/registry";
import { buildMenu, searchEntries } from "./menu";
import type { RouteNode } from "./route-table";

const ids = (menu: ReturnType<typeof buildMenu>) => Object.values(menu).flat().map((item) => item.id);
const admin = { platform: platformById("nb"), group: "seller-admin" as const, canOverpack: true };

describe("the menu built from the route table", () => {
  it("has the spec's four groups with their entries", () => {
    const menu = buildMenu(admin);
    // The outbox screen is in the menu too (issue 14): a driver finds what waits without the top bar.
    expect(menu.general.map((i) => i.id)).toEqual(["home", "dashboard", "outbox"]);
    expect(menu.solutions.map((i) => i.id)).toEqual(["quotes", "orders", "overpacks", "archives"]);
    expect(menu.preferences.map((i) => i.id)).toEqual(["notifications", "settings", "account"]);
    expect(menu.connect.map((i) => i.id)).toEqual(["integrations"]);
  });

  it("leaves hidden routes out and keeps visible children as a submenu", () => {
    const orders = buildMenu(admin).solutions.find((i) => i.id === "orders")!;
    expect(orders.children.map((c) => c.id)).toContain("orders-list");
    expect(orders.children.map((c) => c.id)).not.toContain("order");
  });

  it("removes overpacks when the user cannot overpack", () => {
    expect(ids(buildMenu({ ...admin, canOverpack: false }))).not.toContain("overpacks");
    expect(ids(buildMenu(admin))).toContain("overpacks");
  });

  it("removes integrations and notifications for everyone on total", () => {
    const menu = ids(buildMenu({ ...admin, platform: platformById("total") }));
    expect(menu).not.toContain("integrations");
    expect(menu).not.toContain("notifications");
    expect(menu).toContain("settings");
  });

  it("removes integrations, notifications and settings for viewers and operators on tiendamia only", () => {
    for (const group of ["seller-viewer", "seller-operation"] as const) {
      const menu = ids(buildMenu({ ...admin, group, platform: platformById("tiendamia") }));
      expect(menu).not.toContain("integrations");
      expect(menu).not.toContain("notifications");
      expect(menu).not.toContain("settings");
    }
    const adminMenu = ids(buildMenu({ ...admin, platform: platformById("tiendamia") }));
    expect(adminMenu).toEqual(expect.arrayContaining(["integrations", "notifications", "settings"]));
    const viewerElsewhere = ids(buildMenu({ ...admin, group: "seller-viewer" }));
    expect(viewerElsewhere).toEqual(expect.arrayContaining(["integrations", "notifications", "settings"]));
  });

  it("offers a Seller Viewer no screen that only writes: the wizard and the import (and so not in the search)", () => {
    for (const group of ["seller-admin", "seller-operation"] as const) {
      const orders = buildMenu({ ...admin, group }).solutions.find((i) => i.id === "orders")!;
      expect(orders.children.map((c) => c.id)).toEqual(expect.arrayContaining(["orders-create", "orders-import"]));
    }
    const viewer = buildMenu({ ...admin, group: "seller-viewer" });
    const orders = viewer.solutions.find((i) => i.id === "orders")!;
    expect(orders.children.map((c) => c.id)).not.toContain("orders-create");
    expect(orders.children.map((c) => c.id)).not.toContain("orders-import");
    // Reading stays: the list, quotes (to compare), settings (read-only there).
    expect(orders.children.map((c) => c.id)).toContain("orders-list");
    expect(ids(viewer)).toEqual(expect.arrayContaining(["quotes", "settings"]));
    expect(searchEntries(viewer).map((e) => e.item.path)).not.toContain("/orders/ordercreate");
  });

  it("drops a parent whose children are all removed or hidden", () => {
    const tree: RouteNode[] = [
      { id: "p", label: msg`Parent`, visible: true, group: "general", children: [{ id: "c", label: msg`Child`, path: "/c", visible: false }] },
    ];
    expect(buildMenu(admin, tree).general).toEqual([]);
  });

  it("offers every page of the menu to the search, with its parent", () => {
    const entries = searchEntries(buildMenu(admin));
    const accessibility = entries.find((e) => e.item.id === "settings-accessibility");
    expect(accessibility?.parent?.id).toBe("settings");
    expect(entries.every((e) => e.item.path)).toBe(true);
  });
});
