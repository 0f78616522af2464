import { useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { currentPlatform } from "../../platform/current-platform";
import { platformById } from "../../platform/registry";
import { Icon } from "../../ui/icon";
import type { MenuItem } from "../routes/menu";
import { MENU_GROUPS, type MenuGroup } from "../routes/route-table";
import styles from "./side-menu.module.css";

const GROUP_TITLES = {
  general: msg`General`,
  solutions: msg`Solutions`,
  preferences: msg`Preferences`,
  connect: msg`Connect`,
} as const;

/** The left menu: four groups, items with submenus that expand (a disclosure each). */
export function SideMenu({ menu }: { menu: Record<MenuGroup, MenuItem[]> }) {
  const { i18n, t } = useLingui();
  const platform = platformById(currentPlatform());
  return (
    <nav id="side-menu" className={styles.sideMenu} aria-label={t`Main menu`}>
      <img className={styles.logo} src={platform.logo} alt={platform.name} width={180} height={40} />
      {MENU_GROUPS.filter((group) => menu[group].length > 0).map((group) => (
        <section key={group} className={styles.group} aria-labelledby={`menu-group-${group}`}>
          <h2 id={`menu-group-${group}`} className={styles.groupTitle}>
            {i18n._(GROUP_TITLES[group])}
          </h2>
          <ul className={styles.list}>
            {menu[group].map((item) => (
              <MenuEntry key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

function MenuEntry({ item }: { item: MenuItem }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const containsCurrent = item.children.some((child) => child.path === pathname);
  const [open, setOpen] = useState(containsCurrent);
  // Arriving on a page (by search, link or back) opens the submenu that holds it.
  useEffect(() => {
    if (containsCurrent) setOpen(true);
  }, [containsCurrent]);
  const label = i18n._(item.label);

  if (item.children.length === 0 || item.children.every((c) => !c.path)) {
    return (
      <li>
        <NavLink to={item.path!} end className={styles.link}>
          {item.icon && <Icon name={item.icon} />}
          <span>{label}</span>
        </NavLink>
      </li>
    );
  }
  const submenuId = `submenu-${item.id}`;
  return (
    <li>
      <button type="button" className={styles.link} aria-expanded={open} aria-controls={submenuId} onClick={() => setOpen(!open)}>
        {item.icon && <Icon name={item.icon} />}
        <span>{label}</span>
        <span className={styles.chevron}>
          <Icon name="chevron" size={16} />
        </span>
      </button>
      <ul id={submenuId} className={styles.submenu} hidden={!open}>
        {item.path && (
          <li>
            <NavLink to={item.path} end className={styles.sublink}>
              {label}
            </NavLink>
          </li>
        )}
        {item.children.map((child) => (
          <li key={child.id}>
            <NavLink to={child.path!} end className={styles.sublink}>
              {i18n._(child.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
