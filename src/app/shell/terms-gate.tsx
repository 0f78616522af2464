import { useNavigate } from "react-router-dom";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { logout } from "../../api/calls/auth";
import { acceptTerms, fetchTermsAcceptance } from "../../api/calls/terms";
import { useSessionUser } from "../../api/use-session-user";
import { paths } from "../../config/paths";
import { currentPlatform } from "../../platform/current-platform";
import { platformById } from "../../platform/registry";
import { showErrorToast } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { TermsDialog } from "./terms-dialog";
import { useTermsCatalog } from "./use-terms-catalog";

/** Per user: another sign-in in this tab asks the server again. */
const acceptanceKey = (userId: number | undefined) => ["terms-acceptance", userId] as const;

/**
 * After sign-in, a user who has not accepted the CURRENT terms of service (src/domain/terms.ts)
 * sees them with "Accept" (spec section 4: accepted electronically; decision 053). The dialog
 * cannot be dismissed into the portal: the only ways on are accepting or signing out. Not on the
 * platform that hides the terms; and when the answer cannot be had (offline), nothing blocks the
 * portal: the question comes back at the next start online.
 *
 * Loaded after the shell has rendered (app-shell.tsx); its texts are in the terms catalog.
 */
export default function TermsGate() {
  const user = useSessionUser();
  const hidden = platformById(currentPlatform()).hidesTermsOfService;
  const acceptance = useQuery({ queryKey: acceptanceKey(user?.id), queryFn: fetchTermsAcceptance, enabled: user !== null && !hidden, staleTime: Infinity, retry: false });
  const mustAccept = acceptance.data?.accepted === false;
  const catalogReady = useTermsCatalog(mustAccept);
  if (!mustAccept || !catalogReady) return null;
  return <AcceptTermsDialog userId={user?.id} />;
}

function AcceptTermsDialog({ userId }: { userId: number | undefined }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const accept = useMutation({
    mutationFn: acceptTerms,
    onSuccess: (answer) => queryClient.setQueryData(acceptanceKey(userId), answer),
    onError: (error) => showErrorToast(error, i18n, { lead: t`Your acceptance could not be recorded.` }),
  });
  const signOut = useMutation({
    mutationFn: logout,
    onSettled: () => {
      // As the user menu's sign-out: nothing of this user's stays cached for the next one.
      queryClient.clear();
      void import("./device-data").then((m) => m.clearUserDeviceData());
      void navigate(paths.login(platformById(currentPlatform()).loginPrefix), { replace: true });
    },
  });
  return (
    <TermsDialog
      open
      onClose={() => undefined}
      acceptance={{
        intro: (
          <p style={{ margin: 0 }}>
            <Trans>To use the portal, please read and accept the terms of service.</Trans>
          </p>
        ),
        actions: (
          <>
            <Button variant="secondary" busy={signOut.isPending} onClick={() => signOut.mutate()}>
              <Trans>Sign out</Trans>
            </Button>
            <Button busy={accept.isPending} onClick={() => accept.mutate()}>
              <Trans>Accept</Trans>
            </Button>
          </>
        ),
      }}
    />
  );
}
