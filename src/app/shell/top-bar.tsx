import { Link } from "react-router-dom";
import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "../../config/paths";
import { Icon } from "../../ui/icon";
import { SavingIndicator } from "../../ui/saving-indicator";
import type { MenuGroup } from "../routes/route-table";
import type { MenuItem } from "../routes/menu";
import { BackButton } from "./back-button";
import { LazyGlobalSearch, LazyLanguageMenu, LazyNotificationBell, LazySyncStatus, LazyUserMenu } from "./top-bar-widgets";
import styles from "./top-bar.module.css";

interface TopBarProps {
  menu: Record<MenuGroup, MenuItem[]>;
  menuExpanded: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ menu, menuExpanded, onToggleMenu }: TopBarProps) {
  const { t } = useLingui();
  return (
    <header className={styles.topBar}>
      <button type="button" className={styles.iconButton} aria-label={t`Menu`} aria-expanded={menuExpanded} aria-controls="side-menu" onClick={onToggleMenu}>
        <Icon name="menu" />
      </button>
      <BackButton />
      <div className={styles.search}>
        <LazyGlobalSearch menu={menu} />
      </div>
      <SavingIndicator />
      <div className={styles.actions}>
        {/* Not in the lazy widget chunk: it must show what waits from the first paint. */}
        <LazySyncStatus />
        {/* On a phone only the icon shows: the name must not depend on the hidden text. */}
        <Link to={paths.userBalance} className={styles.iconLink} aria-label={t`Balance`}>
          <Icon name="wallet" />
          <span className={styles.linkText}>
            <Trans>Balance</Trans>
          </span>
        </Link>
        <LazyNotificationBell />
        <LazyLanguageMenu />
        <LazyUserMenu />
      </div>
    </header>
  );
}
