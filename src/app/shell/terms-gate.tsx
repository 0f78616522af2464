import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { logout } from "../../api/calls/auth";
import { acceptTerms, fetchTermsAcceptance } from "../../api/calls/terms";
import { onTermsRequired } from "../../api/terms-required";
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
 * The server holds the same rule (decision 068): any call it refuses with 403 TERMS_NOT_ACCEPTED
 * (a screen opened before the answer came, or terms raised while the portal was open) makes the
 * gate ask again, and so opens the dialog. Accepted, every query is fetched again, so the screens
 * refused meanwhile fill in.
 *
 * Loaded after the shell has rendered (app-shell.tsx); its texts are in the terms catalog.
 */
export default function TermsGate() {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const hidden = platformById(currentPlatform()).hidesTermsOfService;
  const acceptance = useQuery({ queryKey: acceptanceKey(user?.id), queryFn: fetchTermsAcceptance, enabled: user !== null && !hidden, staleTime: Infinity, retry: false });
  useEffect(() => onTermsRequired(() => void queryClient.invalidateQueries({ queryKey: acceptanceKey(user?.id) })), [queryClient, user?.id]);
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
    onSuccess: (answer) => {
      queryClient.setQueryData(acceptanceKey(userId), answer);
      // Screens the server refused before the acceptance ask again now.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== acceptanceKey(userId)[0] });
    },
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
