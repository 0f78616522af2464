import { useQuery } from "@tanstack/react-query";
import { Trans } from "@lingui/react/macro";
import { settingsQueries } from "../../api/queries/shared-queries";
import type { NotificationRule } from "../../api/schemas/notification-rules";
import { useSessionUser } from "../../api/use-session-user";
import { loadScope } from "../../domain/notification-rule-scope";

/** Enabled or disabled, in words (not only a colour). */
export function RuleState({ enabled }: { enabled: boolean }) {
  return enabled ? <Trans context="of a rule">Enabled</Trans> : <Trans context="of a rule">Disabled</Trans>;
}

/** All shipments, or the names of the rule's contracts (their ids when the contracts are not loaded). */
export function ScopeText({ rule }: { rule: NotificationRule }) {
  const user = useSessionUser();
  const contracts = useQuery(settingsQueries.contracts(user?.id));
  const scope = loadScope(rule.contractIds);
  if (scope.applyRuleTo === "all_shipments") return <Trans>All shipments</Trans>;
  const names = scope.contractIds.map((id) => contracts.data?.find((c) => String(c.id) === id)?.name ?? `#${id}`).join(", ");
  return <Trans>Contracts: {names}</Trans>;
}
