import type { NotificationRule, NotificationRuleBody } from "../../api/schemas/notification-rules";
import { ADMIN_ONLY_CHANNEL, type NotificationChannel, type RuleScopeState, chooseScope, loadScope } from "../../domain/notification-rule-scope";
import { type ConditionName, OPERATORS_OF, type Operator, splitValues } from "../../domain/shipping-rules/vocabulary";

/** One condition as the form holds it: values as the comma-separated text the user types. */
export interface ConditionDraft {
  condition_name: ConditionName;
  operator: Operator | "";
  valuesText: string;
}

export interface RuleFormValues extends RuleScopeState {
  ruleName: string;
  conditions: ConditionDraft[];
  /** Ticked cells of the matrix, as cellKey(event, channel). */
  cells: ReadonlySet<string>;
}

export type RuleFormErrors = Partial<Record<"ruleName" | "contractIds" | "cells", string>> & { conditions?: Record<number, string> };

export const cellKey = (eventId: number, channel: NotificationChannel) => `${eventId}:${channel}`;

export const emptyRuleForm = (): RuleFormValues => ({
  ruleName: "",
  ...chooseScope({ applyRuleTo: "all_shipments", contractCreation: "", contractIds: [], isAllContractsSelected: false }, "all_shipments"),
  conditions: [],
  cells: new Set(),
});

/** A condition as first added: the first operator its name allows. */
export function newCondition(name: ConditionName = "Destination Country"): ConditionDraft {
  return { condition_name: name, operator: OPERATORS_OF[name][0] ?? "", valuesText: "" };
}

/** Changing a condition's name keeps its operator only when the new name allows it. */
export function renameCondition(condition: ConditionDraft, name: ConditionName): ConditionDraft {
  const allowed = OPERATORS_OF[name];
  const operator = condition.operator !== "" && allowed.includes(condition.operator) ? condition.operator : (allowed[0] ?? "");
  return { condition_name: name, operator, valuesText: allowed.length === 0 ? "" : condition.valuesText };
}

/**
 * A stored rule as the form loads it (section 4's loading rule). A user who may not use
 * webhook_admin never holds those cells: the server keeps them when that user saves.
 */
export function formOfRule(rule: NotificationRule, mayUseAdminChannel: boolean): RuleFormValues {
  return {
    ruleName: rule.ruleName,
    ...loadScope(rule.contractIds),
    conditions: rule.conditions.map((c) => ({ condition_name: c.condition_name, operator: c.operator ?? "", valuesText: c.values.join(", ") })),
    cells: new Set(
      rule.notifications.filter((n) => mayUseAdminChannel || n.notification_type !== ADMIN_ONLY_CHANNEL).map((n) => cellKey(n.checkpoint_id, n.notification_type)),
    ),
  };
}

/** What the form would refuse before sending (the server checks the same again). */
export function ruleFormErrors(values: RuleFormValues): { ruleName?: "blank"; contractIds?: "none"; cells?: "none"; conditions: Record<number, "values"> } {
  const conditions: Record<number, "values"> = {};
  values.conditions.forEach((c, index) => {
    if (OPERATORS_OF[c.condition_name].length > 0 && splitValues(c.valuesText).length === 0) conditions[index] = "values";
  });
  return {
    ...(values.ruleName.trim() === "" ? { ruleName: "blank" as const } : {}),
    ...(values.applyRuleTo === "some_shipments" && values.contractIds.length === 0 ? { contractIds: "none" as const } : {}),
    ...(values.cells.size === 0 ? { cells: "none" as const } : {}),
    conditions,
  };
}

/** The POST body of the form (with the id when it edits a rule). */
export function bodyOfForm(values: RuleFormValues, id?: number): NotificationRuleBody {
  return {
    ...(id === undefined ? {} : { id }),
    ruleName: values.ruleName.trim(),
    applyRuleTo: values.applyRuleTo,
    contractCreation: values.contractCreation,
    contractIds: values.contractIds,
    isAllContractsSelected: values.isAllContractsSelected,
    conditions: values.conditions.map((c) =>
      OPERATORS_OF[c.condition_name].length === 0
        ? { condition_name: c.condition_name, operator: null, values: [] }
        : { condition_name: c.condition_name, operator: c.operator === "" ? null : c.operator, values: splitValues(c.valuesText) },
    ),
    notifications: [...values.cells].map((key) => {
      const [event, channel] = key.split(":");
      return { checkpoint_id: Number(event), notification_type: channel as NotificationChannel };
    }),
  };
}
