import { Suspense, lazy, useId, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from "@headlessui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { logout } from "../../api/calls/auth";
import { useSessionUser } from "../../api/use-session-user";
import { paths } from "../../config/paths";
import { currentPlatform } from "../../platform/current-platform";
import { platformById } from "../../platform/registry";
import { Icon } from "../../ui/icon";
import { TermsDialog } from "./terms-dialog";
import styles from "./shell-menu.module.css";

// What sign-out needs of this device's database (Dexie, about 30 KB) loads when it is used, so
// the top bar's widgets do not wait for it (decision 035); the shell's offline start loads it
// meanwhile anyway.
const loadOutboxHooks = () => import("../../offline/outbox/hooks");
const LogoutConfirmDialog = lazy(() => import("./logout-confirm-dialog").then((m) => ({ default: m.LogoutConfirmDialog })));

/** Spec: a disabled item of the user menu shows the version label 1.2.5 (the version page says v1.13). */
export const USER_MENU_VERSION = "1.2.5";

/** The top bar's user menu: own pages, terms of service, log out and the version. */
export function UserMenu() {
  const { t } = useLingui();
  const nameId = useId();
  const user = useSessionUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const platform = platformById(currentPlatform());
  const [termsOpen, setTermsOpen] = useState(false);
  /** Operations waiting when the user asked to log out; the question is open while set. */
  const [confirming, setConfirming] = useState<number | null>(null);
  const signOut = useMutation({
    mutationFn: logout,
    onSettled: () => {
      // Another user may sign in next on this device: nothing of this one's data stays cached.
      queryClient.clear();
      void import("./device-data").then((m) => m.clearUserDeviceData());
      // Straight to sign in, not home: navigating home raced the guard's own redirect (the user is
      // cleared at the same time) and could leave a blank page.
      void navigate(paths.login(platform.loginPrefix), { replace: true });
    },
  });
  // Changes still waiting in the outbox: logging out with any asks first.
  const requestLogout = () => {
    // Read the queue itself at the moment of the click.
    void loadOutboxHooks()
      .then(({ getPendingCount }) => getPendingCount())
      .then(
        (count) => (count > 0 ? setConfirming(count) : signOut.mutate()),
        // The local database is unreadable: asking is the safe side.
        () => setConfirming(0),
      );
  };

  return (
    <>
      <Menu>
        {/* The visible name describes the button; its name stays "User menu" on every account. */}
        <MenuButton className={styles.button} aria-label={t`User menu`} aria-describedby={nameId} aria-busy={signOut.isPending || undefined}>
          <Icon name="account" />
          <span id={nameId} className={styles.buttonText}>
            {user?.name}
          </span>
          <Icon name="chevron" size={16} />
        </MenuButton>
        <MenuItems anchor={{ to: "bottom end", gap: 4 }} className={styles.items}>
          <MenuItem>
            <Link to={paths.myProfile} className={styles.item}>
              <Trans>My profile</Trans>
            </Link>
          </MenuItem>
          <MenuItem>
            <Link to={paths.myCompany} className={styles.item}>
              <Trans>My company</Trans>
            </Link>
          </MenuItem>
          <MenuItem>
            <Link to={paths.myContracts} className={styles.item}>
              <Trans>My contracts</Trans>
            </Link>
          </MenuItem>
          {!platform.hidesTermsOfService && (
            <MenuItem>
              <button type="button" className={styles.item} onClick={() => setTermsOpen(true)}>
                <Trans>Terms of service</Trans>
              </button>
            </MenuItem>
          )}
          <MenuItem>
            <button type="button" className={styles.item} onClick={requestLogout}>
              <Trans>Log out</Trans>
            </button>
          </MenuItem>
          <MenuSeparator className={styles.separator} />
          <MenuItem disabled>
            <span className={styles.item}>
              <Trans>Version {USER_MENU_VERSION}</Trans>
            </span>
          </MenuItem>
        </MenuItems>
      </Menu>
      {!platform.hidesTermsOfService && <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />}
      {confirming !== null && (
        <Suspense fallback={null}>
          <LogoutConfirmDialog
            pendingAtRequest={confirming}
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              setConfirming(null);
              signOut.mutate();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
