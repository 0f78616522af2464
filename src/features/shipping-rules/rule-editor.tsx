import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { createShippingRule, updateShippingRule } from "../../api/calls/shipping-rules";
import { ApiError } from "../../api/errors";
import { useCan } from "../../api/use-can";
import { paths } from "../../config/paths";
import { showErrorToast } from "../../ui/api-error";
import { showToast } from "../../ui/toast";
import { ruleQueries, searchOf } from "./queries";
import { RuleForm } from "./rule-form";
import { EMPTY_RULE, formValuesOf, requestOf, type RuleFormValues } from "./rule-form-values";
import { RuleTestPanel } from "./rule-test-panel";
import { ruleErrorReasons, type RuleFieldErrors, ruleFieldErrors } from "./rule-messages";
import { styles } from "./styles";
import { RecordLoadState } from "../../ui/record-load-state";

const listPath = () => paths.shippingRules();
const rulePath = (id: number) => paths.shippingRules(searchOf({ kind: "rule", id, edit: false }));

/** "New rule": the form, and a test of the rule as typed before it is saved. */
export function RuleCreate() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = useCan("seller:write");
  // One key per form: a double click or a resend after a lost answer creates one rule.
  const idempotencyKey = useRef(crypto.randomUUID());
  const [fieldErrors, setFieldErrors] = useState<RuleFieldErrors>({});
  const create = useMutation({
    mutationFn: (values: RuleFormValues) => createShippingRule(requestOf(values), idempotencyKey.current),
    onSuccess: async (rule) => {
      await queryClient.invalidateQueries({ queryKey: ruleQueries.all() });
      showToast(t`Rule ${rule.name} saved.`, "success");
      void navigate(rulePath(rule.id));
    },
    onError: (error) => {
      setFieldErrors(ruleFieldErrors(error, i18n));
      showErrorToast(error, i18n, { lead: t`The rule could not be saved.`, reasons: ruleErrorReasons(error, i18n) });
    },
  });

  return (
    <section style={styles.page} aria-labelledby="rule-new-title">
      <h1 id="rule-new-title" style={styles.title}>
        <Trans>New shipping rule</Trans>
      </h1>
      {!canWrite ? (
        <p role="alert">
          <Trans>Your role can read the shipping rules but not change them.</Trans>
        </p>
      ) : (
        <RuleForm
          initial={EMPTY_RULE()}
          submitLabel={t`Save rule`}
          busy={create.isPending}
          serverErrors={fieldErrors}
          onSubmit={(values) => create.mutate(values)}
          cancel={
            <Link to={listPath()}>
              <Trans>Cancel</Trans>
            </Link>
          }
          after={(values) => <RuleTestPanel rule={{ values }} />}
        />
      )}
    </section>
  );
}

/** A saved rule's edit: its conditions locked, the rest editable (section 3). */
export function RuleEdit({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = useCan("seller:write");
  const query = useQuery({ ...ruleQueries.one(id), retry: false });
  const [fieldErrors, setFieldErrors] = useState<RuleFieldErrors>({});
  const save = useMutation({
    mutationFn: (values: RuleFormValues) => updateShippingRule(id, requestOf(values)),
    onSuccess: async (rule) => {
      await queryClient.invalidateQueries({ queryKey: ruleQueries.all() });
      showToast(t`Rule ${rule.name} saved.`, "success");
      void navigate(rulePath(rule.id));
    },
    onError: (error) => {
      setFieldErrors(ruleFieldErrors(error, i18n));
      showErrorToast(error, i18n, { lead: t`The rule could not be saved.`, reasons: ruleErrorReasons(error, i18n) });
    },
  });
  const rule = query.data;
  const missing = query.error instanceof ApiError && query.error.status === 404;

  return (
    <section style={styles.page} aria-labelledby="rule-edit-title">
      <h1 id="rule-edit-title" style={styles.title}>
        {rule ? <Trans>Edit {rule.name}</Trans> : <Trans>Edit shipping rule</Trans>}
      </h1>
      <RecordLoadState query={query} missing={missing} missingText={<Trans>This rule does not exist or is not of your company.</Trans>} loadingText={<Trans>Loading the rule…</Trans>} />
      {rule && !canWrite && (
        <p role="alert">
          <Trans>Your role can read the shipping rules but not change them.</Trans>
        </p>
      )}
      {rule && canWrite && (
        <RuleForm
          initial={formValuesOf(rule)}
          submitLabel={t`Save rule`}
          busy={save.isPending}
          serverErrors={fieldErrors}
          onSubmit={(values) => save.mutate(values)}
          cancel={
            <Link to={rulePath(id)}>
              <Trans>Cancel</Trans>
            </Link>
          }
          after={(values) => <RuleTestPanel rule={{ values }} />}
        />
      )}
    </section>
  );
}
