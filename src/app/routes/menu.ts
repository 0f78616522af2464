import type { MessageDescriptor } from "@lingui/core";
import { type GroupName, can } from "../../domain/groups";
import type { MenuKey } from "../../platform/menu-keys";
import type { PlatformConfig } from "../../platform/registry";
import type { IconName } from "../../ui/icon";
import { MENU_GROUPS, type MenuGroup, ROUTE_TREE, type RouteNode } from "./route-table";

export interface MenuItem {
  id: string;
  label: MessageDescriptor;
  icon?: IconName;
  path?: string;
  children: MenuItem[];
}

export interface MenuContext {
  platform: Pick<PlatformConfig, "menuRemovals">;
  group: GroupName;
  canOverpack: boolean;
}

/**
 * The menu rules of the spec: overpacks go when the user cannot overpack; a platform removes
 * entries for everyone (total) or for some groups (tiendamia). Hiding is a convenience only:
 * the server refuses what a user may not do.
 */
export function removedMenuKeys({ platform, group, canOverpack }: MenuContext): Set<MenuKey> {
  const removed = new Set<MenuKey>(platform.menuRemovals.forEveryone);
  for (const key of platform.menuRemovals.byGroup[group] ?? []) removed.add(key);
  if (!canOverpack) removed.add("overpacks");
  return removed;
}

function toMenuItem(node: RouteNode, removed: Set<MenuKey>, group: GroupName): MenuItem | undefined {
  if (!node.visible || (node.menuKey && removed.has(node.menuKey))) return undefined;
  // A screen that only writes is not offered to a user whose role may not write (issue 14).
  if (node.requires && !can(group, node.requires.permission)) return undefined;
  const children = (node.children ?? []).map((child) => toMenuItem(child, removed, group)).filter((c): c is MenuItem => c !== undefined);
  if (!node.path && children.length === 0) return undefined;
  return { id: node.id, label: node.label, icon: node.icon, path: node.path, children };
}

/**
 * The left menu in its four groups, from the route table's metadata; a screen that `requires` a
 * permission the user's group lacks is left out (and so out of the global search).
 */
export function buildMenu(context: MenuContext, tree: readonly RouteNode[] = ROUTE_TREE): Record<MenuGroup, MenuItem[]> {
  const removed = removedMenuKeys(context);
  const menu = Object.fromEntries(MENU_GROUPS.map((g) => [g, [] as MenuItem[]])) as Record<MenuGroup, MenuItem[]>;
  for (const node of tree) {
    if (!node.group) continue;
    const item = toMenuItem(node, removed, context.group);
    if (item) menu[node.group].push(item);
  }
  return menu;
}

/** What the global search offers: every menu entry that opens a page, with its parent's label. */
export function searchEntries(menu: Record<MenuGroup, MenuItem[]>): { item: MenuItem; parent?: MenuItem }[] {
  const entries: { item: MenuItem; parent?: MenuItem }[] = [];
  for (const item of Object.values(menu).flat()) {
    if (item.path) entries.push({ item });
    for (const child of item.children) if (child.path) entries.push({ item: child, parent: item });
  }
  return entries;
}
