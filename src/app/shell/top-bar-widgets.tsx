import { type ComponentProps, Suspense, lazy } from "react";
import { useLingui } from "@lingui/react/macro";
import { Icon, type IconName } from "../../ui/icon";
import { type CatalogArea, loadCatalogs } from "../i18n";
import searchStyles from "./global-search.module.css";
import styles from "./top-bar.module.css";

/**
 * The top bar's widgets (search, bell, language and user menus) are built on Headless UI, about
 * 60 KB of gzip JavaScript. They load in their own chunk, started as soon as the shell renders,
 * so the shell and the screen paint first. Until they arrive (a moment on a fast network), a
 * disabled look-alike with the same name holds each place, so nothing moves. The sync status
 * reads the device's database (Dexie, about 30 KB) and loads apart, so the menus never wait for
 * it. Each part comes with the texts of the features it shows (src/app/i18n.ts;
 * scripts/catalog-areas.test.ts checks the names).
 */
const withTexts =
  <T,>(catalogs: readonly CatalogArea[], load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadCatalogs(catalogs)]).then(([loaded]) => loaded);
const loadWidgets = withTexts(["notifications"], () => import("./top-bar-widget-set"));
const loadSyncStatus = withTexts(["sync"], () => import("../../features/sync/sync-status"));
const GlobalSearch = lazy(() => loadWidgets().then((m) => ({ default: m.GlobalSearch })));
const NotificationBell = lazy(() => loadWidgets().then((m) => ({ default: m.NotificationBell })));
const LanguageMenu = lazy(() => loadWidgets().then((m) => ({ default: m.LanguageMenu })));
const UserMenu = lazy(() => loadWidgets().then((m) => ({ default: m.UserMenu })));
const SyncStatus = lazy(() => loadSyncStatus().then((m) => ({ default: m.SyncStatus })));

function SearchPlaceholder() {
  const { t } = useLingui();
  return (
    <div className={searchStyles.field}>
      <Icon name="search" />
      <input className={searchStyles.input} aria-label={t`Search`} placeholder={t`What are you looking for today?`} disabled />
    </div>
  );
}

function ButtonPlaceholder({ label, icon }: { label: string; icon: IconName }) {
  return (
    <button type="button" className={styles.iconButton} aria-label={label} disabled>
      <Icon name={icon} />
    </button>
  );
}

export function LazyGlobalSearch(props: ComponentProps<typeof GlobalSearch>) {
  return (
    <Suspense fallback={<SearchPlaceholder />}>
      <GlobalSearch {...props} />
    </Suspense>
  );
}

export function LazyNotificationBell() {
  const { t } = useLingui();
  return (
    <Suspense fallback={<ButtonPlaceholder label={t`Notifications`} icon="bell" />}>
      <NotificationBell />
    </Suspense>
  );
}

export function LazyLanguageMenu() {
  const { t } = useLingui();
  return (
    <Suspense fallback={<ButtonPlaceholder label={t`Language`} icon="chevron" />}>
      <LanguageMenu />
    </Suspense>
  );
}

export function LazyUserMenu() {
  const { t } = useLingui();
  return (
    <Suspense fallback={<ButtonPlaceholder label={t`User menu`} icon="account" />}>
      <UserMenu />
    </Suspense>
  );
}

/** Until the outbox's status loads, an empty status region holds its place (nothing to report yet). */
export function LazySyncStatus() {
  const { t } = useLingui();
  return (
    <Suspense fallback={<span role="status" aria-label={t`Sync status`} />}>
      <SyncStatus />
    </Suspense>
  );
}
