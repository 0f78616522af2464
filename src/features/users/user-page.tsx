import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { removeSellerUser, resendInvitation, updateSellerUser } from "../../api/calls/seller-users";
import { ApiError } from "../../api/errors";
import type { SellerUser } from "../../api/schemas/seller-users";
import { useCan } from "../../api/use-can";
import { useSessionUser } from "../../api/use-session-user";
import { paths } from "../../config/paths";
import { showErrorToast } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { formatDate } from "../../ui/format/date";
import { groupLabel } from "../../ui/group-label";
import { showToast } from "../../ui/toast";
import { userQueries } from "./queries";
import { styles } from "./styles";
import { userErrorTexts } from "./user-messages";
import { UserStatus } from "./user-status";
import { RecordLoadState } from "../../ui/record-load-state";

/**
 * /users/{id} (issue 19): a user of the seller with their group and state. An administrator also
 * gets Edit, Block or Unblock, Remove and, while invited, Resend invitation, each asked first; the
 * server enforces the matrix and the last-admin rule whatever this screen shows (decision 052).
 */
export function UserPage() {
  const id = Number(useParams().id);
  const { i18n } = useLingui();
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...userQueries.one(id), enabled: valid, retry: false });
  const canManage = useCan("users:manage");
  const user = query.data;
  const missing = !valid || (query.error instanceof ApiError && query.error.status === 404);

  return (
    <section style={styles.page} aria-labelledby="user-title">
      <h1 id="user-title" style={styles.title}>
        {user ? user.name : <Trans>User</Trans>}
      </h1>
      <RecordLoadState query={query} missing={missing} missingText={<Trans>This user does not exist or is not of your company.</Trans>} loadingText={<Trans>Loading the user…</Trans>} />
      {user && (
        <dl style={styles.facts}>
          <dt style={styles.term}>
            <Trans>Email</Trans>
          </dt>
          <dd style={styles.fact}>{user.email}</dd>
          <dt style={styles.term}>
            <Trans>Group</Trans>
          </dt>
          <dd style={styles.fact}>{groupLabel(user.group, i18n)}</dd>
          <dt style={styles.term}>
            <Trans>State</Trans>
          </dt>
          <dd style={styles.fact}>
            <UserStatus user={user} />
          </dd>
          <dt style={styles.term}>
            <Trans>Can create overpacks</Trans>
          </dt>
          <dd style={styles.fact}>{user.can_overpack ? <Trans>Yes</Trans> : <Trans>No</Trans>}</dd>
          <dt style={styles.term}>
            <Trans>Created</Trans>
          </dt>
          <dd style={styles.fact}>{formatDate(user.created_at, {}, i18n)}</dd>
          <dt style={styles.term}>
            <Trans>Terms accepted</Trans>
          </dt>
          <dd style={styles.fact}>{user.terms_accepted_at ? formatDate(user.terms_accepted_at, {}, i18n) : <Trans>Not yet</Trans>}</dd>
        </dl>
      )}
      {user && canManage && <UserActions user={user} />}
      <Link to={paths.users()}>
        <Trans>Back to users</Trans>
      </Link>
    </section>
  );
}

type Action = "block" | "unblock" | "remove";

function UserActions({ user }: { user: SellerUser }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const self = useSessionUser()?.id === user.id;
  const [asking, setAsking] = useState<Action | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: userQueries.all() });
  const failed = (lead: string) => (error: unknown) => {
    setAsking(null);
    showErrorToast(error, i18n, { lead, reasons: userErrorTexts(error, i18n) });
  };

  const block = useMutation({
    mutationFn: (blocked: boolean) => updateSellerUser(user.id, { blocked }),
    onSuccess: async (changed) => {
      setAsking(null);
      await refresh();
      showToast(changed.blocked ? t`${changed.name} is blocked and signed out.` : t`${changed.name} can sign in again.`, "success");
    },
    onError: failed(t`The user could not be changed.`),
  });
  const remove = useMutation({
    mutationFn: () => removeSellerUser(user.id),
    onSuccess: async () => {
      setAsking(null);
      await refresh();
      showToast(t`${user.name} was removed.`, "success");
      void navigate(paths.users());
    },
    onError: failed(t`The user could not be removed.`),
  });
  const resend = useMutation({
    mutationFn: () => resendInvitation(user.id),
    onSuccess: () => showToast(t`A new invitation was sent to ${user.email}.`, "success"),
    onError: failed(t`The invitation could not be sent.`),
  });

  return (
    <div style={styles.header}>
      <Link to={paths.userEdit(user.id)}>
        <Trans>Edit</Trans>
      </Link>
      {user.invitation_pending && (
        <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate()}>
          <Trans>Resend invitation</Trans>
        </Button>
      )}
      {/* The server refuses blocking or removing oneself; the buttons are not offered. */}
      {!self && (
        <Button variant="secondary" onClick={() => setAsking(user.blocked ? "unblock" : "block")}>
          {user.blocked ? <Trans>Unblock</Trans> : <Trans>Block</Trans>}
        </Button>
      )}
      {!self && (
        <Button variant="secondary" onClick={() => setAsking("remove")}>
          <Trans>Remove</Trans>
        </Button>
      )}
      <ConfirmDialog
        open={asking === "block"}
        title={t`Block ${user.name}?`}
        confirmLabel={t`Block`}
        danger
        busy={block.isPending}
        onConfirm={() => block.mutate(true)}
        onClose={() => setAsking(null)}
      >
        <Trans>They are signed out at once and cannot sign in until they are unblocked.</Trans>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === "unblock"}
        title={t`Unblock ${user.name}?`}
        confirmLabel={t`Unblock`}
        busy={block.isPending}
        onConfirm={() => block.mutate(false)}
        onClose={() => setAsking(null)}
      >
        <Trans>They can sign in again with their password.</Trans>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === "remove"}
        title={t`Remove ${user.name}?`}
        confirmLabel={t`Remove`}
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setAsking(null)}
      >
        <Trans>They are signed out and can no longer sign in. The orders and history they made stay.</Trans>
      </ConfirmDialog>
    </div>
  );
}
