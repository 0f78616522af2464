import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { saveNotificationRule, setNotificationRuleEnabled } from "../../api/calls/notification-rules";
import { ApiError } from "../../api/errors";
import { useCan } from "../../api/use-can";
import { paths } from "../../config/paths";
import { showErrorToast } from "../../ui/api-error";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { showToast } from "../../ui/toast";
import { ruleQueries } from "./queries";
import { RuleForm } from "./rule-form";
import { type RuleFormValues, bodyOfForm, formOfRule } from "./rule-form-state";
import { isNameTaken, ruleErrorTexts } from "./rule-messages";
import { styles } from "./styles";
import { RecordLoadState } from "../../ui/record-load-state";

/**
 * /notifications/tracking-rule-notifications/{id}/edit: the server stores an updated rule disabled
 * (section 4), so once saved the screen asks whether to enable it now; either answer goes to the
 * rule's page.
 */
export function NotificationRuleEditPage() {
  const id = Number(useParams().id);
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayUseAdminChannel = useCan("notifications:admin-channel");
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...ruleQueries.one(id), enabled: valid, retry: false });
  const [asking, setAsking] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ruleQueries.all() });
  const save = useMutation({
    mutationFn: (values: RuleFormValues) => saveNotificationRule(bodyOfForm(values, id)),
    onSuccess: async () => {
      await refresh();
      setAsking(true);
    },
    onError: (error) => showErrorToast(error, i18n, { lead: t`The rule could not be saved.`, reasons: ruleErrorTexts(error, i18n) }),
  });
  const enable = useMutation({
    mutationFn: () => setNotificationRuleEnabled(id, true),
    onSuccess: async () => {
      await refresh();
      showToast(t`Rule saved and enabled.`, "success");
      void navigate(paths.notificationRule(id));
    },
    onError: (error) => showErrorToast(error, i18n, { lead: t`The rule was saved but could not be enabled.`, reasons: ruleErrorTexts(error, i18n) }),
  });
  const keepDisabled = () => {
    setAsking(false);
    showToast(t`Rule saved. It stays disabled.`, "success");
    void navigate(paths.notificationRule(id));
  };
  const rule = query.data;
  const name = rule?.ruleName ?? "";
  const missing = !valid || (query.error instanceof ApiError && query.error.status === 404);

  return (
    <section style={styles.page} aria-labelledby="rule-edit-title">
      <h1 id="rule-edit-title" style={styles.title}>
        {rule ? <Trans>Edit {name}</Trans> : <Trans>Edit rule</Trans>}
      </h1>
      <RecordLoadState query={query} missing={missing} missingText={<Trans>This rule does not exist or is not of your company.</Trans>} loadingText={<Trans>Loading the rule…</Trans>} />
      {rule && (
        <>
          <p>
            <Trans>Saving disables the rule for safety; you can enable it again right after.</Trans>
          </p>
          <RuleForm
            initial={formOfRule(rule, mayUseAdminChannel)}
            submitLabel={t`Save`}
            busy={save.isPending}
            cancelTo={paths.notificationRule(id)}
            nameTaken={isNameTaken(save.error)}
            onSubmit={(values) => save.mutate(values)}
          />
        </>
      )}
      <ConfirmDialog
        open={asking}
        title={t`The rule was disabled for safety. Enable it now?`}
        confirmLabel={t`Enable`}
        cancelLabel={t`Keep disabled`}
        busy={enable.isPending}
        onConfirm={() => enable.mutate()}
        onClose={keepDisabled}
      />
    </section>
  );
}
