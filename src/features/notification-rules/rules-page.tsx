import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { deleteNotificationRule, setNotificationRuleEnabled } from "../../api/calls/notification-rules";
import type { NotificationRule } from "../../api/schemas/notification-rules";
import { useCan } from "../../api/use-can";
import { paths } from "../../config/paths";
import { ApiErrorAlert, showErrorToast } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Pagination } from "../../ui/table/pagination";
import { showToast } from "../../ui/toast";
import { useOnline } from "../../ui/use-online";
import { RULES_PAGE_SIZE, ruleQueries } from "./queries";
import { useVisibleChannels } from "./rule-form";
import { ruleErrorTexts } from "./rule-messages";
import { RuleState, ScopeText } from "./rule-parts";
import { styles, table } from "./styles";

/**
 * /notifications/tracking-rule-notifications (issue 21; configuration area sections 2, 3 and 4):
 * the seller's rules by name with their scope, state and how many checkpoint channels they tick.
 * Admin and operation enable, disable, edit and delete (asked first: removal is final); a viewer
 * only reads. The server enforces all of it whatever this screen shows.
 */
export function NotificationRulesPage() {
  const online = useOnline();
  const canWrite = useCan("seller:write");
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const list = useQuery({ ...ruleQueries.page(page), enabled: online });
  const elements = list.data?.elements ?? [];
  const pageCount = Math.max(1, Math.ceil((list.data?.count ?? 0) / RULES_PAGE_SIZE));

  return (
    <section style={styles.page} aria-labelledby="rules-title">
      <header style={styles.header}>
        <h1 id="rules-title" style={styles.title}>
          <Trans>Tracking notification rules</Trans>
        </h1>
        {canWrite && (
          <Link to={paths.notificationRuleCreate}>
            <Trans>New rule</Trans>
          </Link>
        )}
      </header>
      {!online && (
        <p role="status">
          <Trans>You are offline. The rules show when the connection returns.</Trans>
        </p>
      )}
      {list.error && <ApiErrorAlert error={list.error} />}
      {online && list.isPending && (
        <p role="status">
          <Trans>Loading rules…</Trans>
        </p>
      )}
      {list.isSuccess && elements.length === 0 && (
        <p>
          <Trans>There are no rules yet: nobody is notified when a parcel moves.</Trans>
        </p>
      )}
      {elements.length > 0 && <RulesTable elements={elements} canWrite={canWrite} />}
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} pageHref={(target) => (target > 1 ? `${paths.notificationRules}?page=${target}` : paths.notificationRules)} />}
    </section>
  );
}

function RulesTable({ elements, canWrite }: { elements: NotificationRule[]; canWrite: boolean }) {
  const { t } = useLingui();
  const channels = useVisibleChannels();
  return (
    <div style={table.scroller}>
      <table style={table.table} aria-label={t`Tracking notification rules`}>
        <thead>
          <tr>
            <th scope="col" style={table.head}>
              <Trans>Rule name</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Applies to</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Rule status</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Channels</Trans>
            </th>
            <th scope="col" style={table.head}>
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {elements.map((rule) => {
            const count = rule.notifications.filter((n) => channels.includes(n.notification_type)).length;
            return (
              <tr key={rule.id}>
                <th scope="row" style={{ ...table.cell, fontWeight: 400 }}>
                  {rule.ruleName}
                </th>
                <td style={table.cell}>
                  <ScopeText rule={rule} />
                </td>
                <td style={table.cell}>
                  <RuleState enabled={rule.enabled} />
                </td>
                <td style={table.cell}>{count}</td>
                <td style={table.cell}>
                  <RuleActions rule={rule} canWrite={canWrite} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** View for everyone; Enable or Disable, Edit and Delete for those who may write. Names carry the rule's name. */
function RuleActions({ rule, canWrite }: { rule: NotificationRule; canWrite: boolean }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const name = rule.ruleName;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ruleQueries.all() });
  const toggle = useMutation({
    mutationFn: () => setNotificationRuleEnabled(rule.id, !rule.enabled),
    onSuccess: async (saved) => {
      await refresh();
      showToast(saved.enabled ? t`Rule ${name} enabled.` : t`Rule ${name} disabled.`, "success");
    },
    onError: (error) => showErrorToast(error, i18n, { lead: t`The rule could not be changed.`, reasons: ruleErrorTexts(error, i18n) }),
  });
  const remove = useMutation({
    mutationFn: () => deleteNotificationRule(rule.id),
    onSuccess: async () => {
      setConfirming(false);
      await refresh();
      showToast(t`Rule ${name} deleted.`, "success");
    },
    onError: (error) => showErrorToast(error, i18n, { lead: t`The rule could not be deleted.`, reasons: ruleErrorTexts(error, i18n) }),
  });

  return (
    <div style={styles.actions}>
      <Link to={paths.notificationRule(rule.id)} aria-label={t`View ${name}`}>
        <Trans>View</Trans>
      </Link>
      {canWrite && (
        <>
          <Button type="button" variant="secondary" busy={toggle.isPending} onClick={() => toggle.mutate()} aria-label={rule.enabled ? t`Disable ${name}` : t`Enable ${name}`}>
            {rule.enabled ? <Trans>Disable</Trans> : <Trans>Enable</Trans>}
          </Button>
          <Link to={paths.notificationRuleEdit(rule.id)} aria-label={t`Edit ${name}`}>
            <Trans>Edit</Trans>
          </Link>
          <Button type="button" variant="secondary" onClick={() => setConfirming(true)} aria-label={t`Delete ${name}`}>
            <Trans>Delete</Trans>
          </Button>
          <ConfirmDialog
            open={confirming}
            title={t`Delete the rule ${name}?`}
            confirmLabel={t`Delete`}
            danger
            busy={remove.isPending}
            onConfirm={() => remove.mutate()}
            onClose={() => setConfirming(false)}
          >
            <Trans>Deleting is final: the rule cannot be restored, and nobody will be notified by it again.</Trans>
          </ConfirmDialog>
        </>
      )}
    </div>
  );
}
