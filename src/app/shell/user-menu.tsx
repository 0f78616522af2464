import { useId, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from "@headlessui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { logout } from "../../api/calls/auth";
import { useSessionUser } from "../../api/use-session-user";
import { getPendingCount, usePendingCount } from "../../offline/outbox/hooks";
import { clearOrderCaches } from "../../offline/order-cache";
import { clearScanSessions } from "../../offline/scan-sessions";
import { clearTemplates } from "../../offline/templates";
import { paths } from "../../config/paths";
import { currentPlatform } from "../../platform/current-platform";
import { platformById } from "../../platform/registry";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Icon } from "../../ui/icon";
import { TermsDialog } from "./terms-dialog";
import styles from "./shell-menu.module.css";

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
  const [confirmOpen, setConfirmOpen] = useState(false);
  const signOut = useMutation({
    mutationFn: logout,
    onSettled: () => {
      // Another user may sign in next on this device: nothing of this one's data stays cached.
      queryClient.clear();
      void clearOrderCaches();
      void clearScanSessions();
      void clearTemplates();
      // Straight to sign in, not home: navigating home raced the guard's own redirect (the user is
      // cleared at the same time) and could leave a blank page.
      void navigate(paths.login(platform.loginPrefix), { replace: true });
    },
  });
  // Changes still waiting in the outbox: logging out with any asks first.
  const pendingOperations = usePendingCount();
  const requestLogout = () => {
    // Read the queue itself at the moment of the click: the live count may not have loaded yet.
    void getPendingCount().then(
      (count) => (Math.max(count, pendingOperations) > 0 ? setConfirmOpen(true) : signOut.mutate()),
      // The local database is unreadable: asking is the safe side.
      () => setConfirmOpen(true),
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
      <LogoutConfirmDialog
        open={confirmOpen}
        pendingOperations={pendingOperations}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => {
          setConfirmOpen(false);
          signOut.mutate();
        }}
      />
    </>
  );
}

interface LogoutConfirmDialogProps {
  open: boolean;
  pendingOperations: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asked only when changes are still waiting. They are not lost: the outbox keeps them on this
 * device and sends them only with the session of the user who made them, so they go out when
 * that user signs in here again (and never with someone else's account).
 */
function LogoutConfirmDialog({ open, pendingOperations, onCancel, onConfirm }: LogoutConfirmDialogProps) {
  return (
    <ConfirmDialog open={open} title={<Trans>Log out?</Trans>} confirmLabel={<Trans>Log out</Trans>} onConfirm={onConfirm} onClose={onCancel}>
      {pendingOperations > 0 ? (
        <Plural
          value={pendingOperations}
          one="# change has not been sent yet. It stays on this device and is sent when you sign in here again with this account."
          other="# changes have not been sent yet. They stay on this device and are sent when you sign in here again with this account."
        />
      ) : (
        // Sent while the question was open.
        <Trans>All changes have been sent.</Trans>
      )}
    </ConfirmDialog>
  );
}
