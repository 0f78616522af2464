import { type ReactNode, Suspense, lazy, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router-dom";
import { QueryClientProvider } from "@tanstack/react-query";
import { Trans } from "@lingui/react/macro";
import { useSessionUser } from "../../api/use-session-user";
import { currentPlatform } from "../../platform/current-platform";
import { platformById } from "../../platform/registry";
import { queryClient } from "../query-client";
import { buildMenu } from "../routes/menu";
import { useMenuVisible } from "./menu-visibility";
import { SideMenu } from "./side-menu";
import { TopBar } from "./top-bar";
import styles from "./app-shell.module.css";

// The update prompt can only have something to say once the service worker has registered, which
// main.tsx does after the first paint: it loads after the shell too.
const UpdatePrompt = lazy(() => import("../update-prompt").then((m) => ({ default: m.UpdatePrompt })));
// The device's side (the outbox's sender, the answers saved for offline screens and their age)
// loads after the shell too: the shell's first load has no room left for it (decision 035).
const StartOffline = lazy(() => import("./start-offline"));
// Asking for the terms of service after sign-in (decision 053) loads after the shell too.
const TermsGate = lazy(() => import("./terms-gate"));

/** From this width the menu is a column; below it, a drawer (app-shell.module.css). */
const WIDE_SCREEN = "(min-width: 64rem)";

function subscribeWideScreen(listener: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

const isWideScreen = () => window.matchMedia(WIDE_SCREEN).matches;

/**
 * What a signed-in user sees on every screen: the top bar, the left menu and the screen itself.
 * On a wide screen the menu is a column whose visibility is remembered; on a phone or a narrow
 * tablet it is a drawer that starts closed and closes when a page is chosen.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const [menuVisible, setMenuVisible] = useMenuVisible();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const wide = useSyncExternalStore(subscribeWideScreen, isWideScreen);
  const menu = useMemo(
    () => buildMenu({ platform: platformById(currentPlatform()), group: user?.group ?? "seller-viewer", canOverpack: user?.can_overpack ?? false }),
    [user?.group, user?.can_overpack],
  );

  useEffect(() => setDrawerOpen(false), [pathname]);
  // Leaving the shell means signing out or the session ending: the next user on this device
  // must not see this one's data. (What is saved on the device stays under this user's key until
  // sign-out or another user's start: decision 016.)
  useEffect(() => () => queryClient.clear(), []);

  const toggleMenu = () => {
    if (wide) setMenuVisible(!menuVisible);
    else setDrawerOpen(!drawerOpen);
  };
  // The button tells whether the menu it controls is shown now: the column's choice on a wide
  // screen, the drawer on a narrow one (where the column's choice hides nothing).
  const menuExpanded = wide ? menuVisible : drawerOpen;

  return (
    <QueryClientProvider client={queryClient}>
    <div className={styles.shell} data-menu-visible={menuVisible} data-drawer-open={drawerOpen}>
      <a href="#main-content" className={styles.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
      <TopBar menu={menu} menuExpanded={menuExpanded} onToggleMenu={toggleMenu} />
      <div className={styles.body}>
        <SideMenu menu={menu} />
        {drawerOpen && <div className={styles.backdrop} onClick={() => setDrawerOpen(false)} aria-hidden="true" />}
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <Suspense fallback={null}>
            <StartOffline />
            <TermsGate />
          </Suspense>
          {children}
        </main>
      </div>
    </div>
    </QueryClientProvider>
  );
}
