import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { settingsQueries } from "../../api/queries/shared-queries";
import { useSessionUser } from "../../api/use-session-user";
import { type RuleScope, type RuleScopeState, chooseScope } from "../../domain/notification-rule-scope";
import { FieldErrors } from "../../ui/fields";
import { styles } from "./styles";

interface ScopeFieldsProps {
  scope: RuleScopeState;
  error?: string;
  onChange: (scope: RuleScopeState) => void;
}

/**
 * All shipments (every contract, also those made later: auto add) or some shipments (the contracts
 * ticked here: manual add). The switch follows section 4 through chooseScope.
 */
export function ScopeFields({ scope, error, onChange }: ScopeFieldsProps) {
  const { t } = useLingui();
  const user = useSessionUser();
  const contracts = useQuery(settingsQueries.contracts(user?.id));
  const choose = (next: RuleScope) => onChange(chooseScope(scope, next));
  const toggleContract = (id: string) =>
    onChange({ ...scope, contractIds: scope.contractIds.includes(id) ? scope.contractIds.filter((c) => c !== id) : [...scope.contractIds, id] });

  return (
    <fieldset style={styles.fieldset}>
      <legend>
        <Trans>Apply the rule to</Trans>
      </legend>
      <label style={styles.check}>
        <input type="radio" name="applyRuleTo" checked={scope.applyRuleTo === "all_shipments"} onChange={() => choose("all_shipments")} />
        <Trans>All shipments (contracts added later included)</Trans>
      </label>
      <label style={styles.check}>
        <input type="radio" name="applyRuleTo" checked={scope.applyRuleTo === "some_shipments"} onChange={() => choose("some_shipments")} />
        <Trans>Shipments of some contracts</Trans>
      </label>
      {scope.applyRuleTo === "some_shipments" && (
        <fieldset style={styles.fieldset} aria-describedby={error ? "rule-contracts-error" : undefined}>
          <legend>
            <Trans>Contracts</Trans>
          </legend>
          {contracts.isPending && (
            <p role="status">
              <Trans>Loading contracts…</Trans>
            </p>
          )}
          {(contracts.data ?? []).map((contract) => (
            <label key={contract.id} style={styles.check}>
              <input type="checkbox" checked={scope.contractIds.includes(String(contract.id))} onChange={() => toggleContract(String(contract.id))} />
              {contract.name}
            </label>
          ))}
          <FieldErrors id="rule-contracts-error" errors={error ? [error] : []} />
          {contracts.isError && <p role="alert">{t`The contracts could not be loaded.`}</p>}
        </fieldset>
      )}
    </fieldset>
  );
}
