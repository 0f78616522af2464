import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";
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

const SEARCH_ID = "top-bar-search";

/**
 * One row at every width (top-bar.module.css). On a phone the search folds behind an icon button
 * and opens over the bar, with a button to close it; choosing a result closes it too.
 */
export function TopBar({ menu, menuExpanded, onToggleMenu }: TopBarProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [searchOpen, setSearchOpen] = useState(false);
  const searchRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setSearchOpen(false), [pathname]);
  useEffect(() => {
    if (searchOpen) searchRef.current?.querySelector("input")?.focus();
  }, [searchOpen]);
  const closeSearch = () => {
    setSearchOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <header className={styles.topBar} data-search-open={searchOpen}>
      <button type="button" className={styles.iconButton} aria-label={t`Menu`} aria-expanded={menuExpanded} aria-controls="side-menu" onClick={onToggleMenu}>
        <Icon name="menu" />
      </button>
      <BackButton />
      <div
        id={SEARCH_ID}
        ref={searchRef}
        className={styles.search}
        onKeyDown={(event) => {
          // Escape in an empty field closes the phone's search (the combobox clears a typed one first).
          if (event.key === "Escape" && searchOpen && !(event.target as HTMLInputElement).value) closeSearch();
        }}
      >
        <LazyGlobalSearch menu={menu} />
        <button type="button" className={`${styles.iconButton} ${styles.searchClose}`} aria-label={t`Close search`} onClick={closeSearch}>
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.saving}>
        <SavingIndicator />
      </div>
      <div className={styles.actions}>
        {/* Not in the lazy widget chunk: it must show what waits from the first paint. */}
        <div className={styles.syncSlot}>
          <LazySyncStatus />
        </div>
        <button
          ref={toggleRef}
          type="button"
          className={`${styles.iconButton} ${styles.searchToggle}`}
          aria-label={t`Open search`}
          aria-expanded={searchOpen}
          aria-controls={SEARCH_ID}
          onClick={() => setSearchOpen(true)}
        >
          <Icon name="search" />
        </button>
        {/* Icon only below a desktop's width: the name must not depend on the hidden text. */}
        <Link to={paths.billing} className={`${styles.iconLink} ${styles.balance}`} aria-label={t`Balance`}>
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
