import { useNavigate } from "react-router-dom";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { saveNotificationRule } from "../../api/calls/notification-rules";
import { paths } from "../../config/paths";
import { showErrorToast } from "../../ui/api-error";
import { showToast } from "../../ui/toast";
import { ruleQueries } from "./queries";
import { RuleForm } from "./rule-form";
import { type RuleFormValues, bodyOfForm, emptyRuleForm } from "./rule-form-state";
import { isNameTaken, ruleErrorTexts } from "./rule-messages";
import { styles } from "./styles";

/** /notifications/tracking-rule-notifications/create: a new rule, enabled once saved. */
export function NotificationRuleCreatePage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: RuleFormValues) => saveNotificationRule(bodyOfForm(values)),
    onSuccess: async (rule) => {
      await queryClient.invalidateQueries({ queryKey: ruleQueries.all() });
      showToast(t`Rule saved.`, "success");
      void navigate(paths.notificationRule(rule.id));
    },
    onError: (error) => showErrorToast(error, i18n, { lead: t`The rule could not be saved.`, reasons: ruleErrorTexts(error, i18n) }),
  });

  return (
    <section style={styles.page} aria-labelledby="rule-create-title">
      <h1 id="rule-create-title" style={styles.title}>
        <Trans>New tracking notification rule</Trans>
      </h1>
      <RuleForm initial={emptyRuleForm()} submitLabel={t`Save`} busy={save.isPending} cancelTo={paths.notificationRules} nameTaken={isNameTaken(save.error)} onSubmit={(values) => save.mutate(values)} />
    </section>
  );
}
