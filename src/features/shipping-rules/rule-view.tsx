import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { deleteShippingRule } from "../../api/calls/shipping-rules";
import { ApiError } from "../../api/errors";
import type { ShippingRule } from "../../api/schemas/shipping-rules";
import { useCan } from "../../api/use-can";
import { paths } from "../../config/paths";
import { showErrorToast } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { conditionText, priorityLabel } from "../../ui/shipping-rule-text";
import { showToast } from "../../ui/toast";
import { useValueNames } from "./action-fields";
import { ruleQueries, searchOf } from "./queries";
import { actionText, expirationText } from "./rule-text";
import { RuleTestPanel } from "./rule-test-panel";
import { styles } from "./styles";
import { RecordLoadState } from "../../ui/record-load-state";

/** One rule as words, Edit and Delete (asked first) for those who may, and its "Test rule" panel. */
export function RuleView({ id }: { id: number }) {
  const { i18n } = useLingui();
  const canWrite = useCan("seller:write");
  const query = useQuery({ ...ruleQueries.one(id), retry: false });
  const names = useValueNames();
  const rule = query.data;
  const missing = query.error instanceof ApiError && query.error.status === 404;

  return (
    <section style={styles.page} aria-labelledby="rule-title">
      <h1 id="rule-title" style={styles.title}>
        {rule ? rule.name : <Trans>Shipping rule</Trans>}
      </h1>
      <RecordLoadState query={query} missing={missing} missingText={<Trans>This rule does not exist or is not of your company.</Trans>} loadingText={<Trans>Loading the rule…</Trans>} />
      {rule && (
        <dl style={styles.facts}>
          <dt style={styles.term}>
            <Trans context="of a shipping rule">Priority</Trans>
          </dt>
          <dd style={styles.fact}>{`${rule.priority} – ${priorityLabel(rule.priority, i18n)}`}</dd>
          <dt style={styles.term}>
            <Trans>Expiration</Trans>
          </dt>
          <dd style={styles.fact}>{expirationText(rule.expiration, i18n)}</dd>
          <dt style={styles.term}>
            <Trans>Active</Trans>
          </dt>
          <dd style={styles.fact}>{rule.is_active ? <Trans>Yes</Trans> : <Trans>No</Trans>}</dd>
          <dt style={styles.term}>
            <Trans>Conditions</Trans>
          </dt>
          <dd style={styles.fact}>
            {rule.rule_conditions.length === 0 ? (
              <Trans>All shipments</Trans>
            ) : (
              <ul>
                {rule.rule_conditions.map((condition) => (
                  <li key={condition.id}>{conditionText(condition, i18n)}</li>
                ))}
              </ul>
            )}
          </dd>
          <dt style={styles.term}>
            <Trans>Action</Trans>
          </dt>
          <dd style={styles.fact}>{actionText(rule.rule_actions[0], i18n, names)}</dd>
        </dl>
      )}
      {rule && canWrite && <RuleActions rule={rule} />}
      {rule && <RuleTestPanel rule={{ id: rule.id }} />}
      <Link to={paths.shippingRules()}>
        <Trans>Back to shipping rules</Trans>
      </Link>
    </section>
  );
}

function RuleActions({ rule }: { rule: ShippingRule }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteShippingRule(rule.id),
    onSuccess: async () => {
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: ruleQueries.all() });
      showToast(t`Rule ${rule.name} deleted.`, "success");
      void navigate(paths.shippingRules());
    },
    onError: (error) => {
      setAsking(false);
      showErrorToast(error, i18n, { lead: t`The rule could not be deleted.` });
    },
  });
  return (
    <div style={styles.header}>
      <Link to={paths.shippingRules(searchOf({ kind: "rule", id: rule.id, edit: true }))}>
        <Trans>Edit</Trans>
      </Link>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        <Trans>Delete</Trans>
      </Button>
      <ConfirmDialog
        open={asking}
        title={t`Delete rule ${rule.name}?`}
        confirmLabel={t`Delete`}
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setAsking(false)}
      >
        <Trans>Quotes, new orders and imports stop following it. This cannot be undone.</Trans>
      </ConfirmDialog>
    </div>
  );
}
