import { NavLink, Outlet, useNavigate } from "react-router-dom";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { logout } from "../api/calls/auth";
import { useSessionUser } from "../api/use-session-user";
import { paths } from "../config/paths";
import { currentPlatform, loginPrefix } from "../platform/current-platform";
import { Button } from "../ui/button";
import styles from "./authenticated-layout.module.css";

/** A plain frame for the signed-in pages; the full shell (menu, search, bell) replaces it. */
export function AuthenticatedLayout() {
  const { t } = useLingui();
  const user = useSessionUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: logout,
    onSettled: () => {
      // Another user may sign in next on this device: nothing of this one's data stays cached.
      queryClient.clear();
      // Straight to sign in. Navigating to home here raced the guard's own redirect (cleared user
      // -> login): React batched both, the guard's <Navigate> kept its props and never fired again,
      // and the user was left on a blank "/".
      void navigate(paths.login(loginPrefix(currentPlatform())), { replace: true });
    },
  });

  return (
    <div className={styles.frame}>
      <header className={styles.topBar}>
        <nav aria-label={t`Main`} className={styles.nav}>
          <NavLink to={paths.home} end>
            <Trans>Home</Trans>
          </NavLink>
          <NavLink to={paths.notificationsList}>
            <Trans>Notifications</Trans>
          </NavLink>
        </nav>
        <span className={styles.user}>{user?.email}</span>
        <Button variant="secondary" busy={signOut.isPending} onClick={() => signOut.mutate()}>
          <Trans>Sign out</Trans>
        </Button>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
