import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ActionName, RuleAction, RuleCondition } from "../../domain/shipping-rules/vocabulary";
import { formatDate } from "../../ui/format/date";
import { ACTION_VALUE_KIND } from "./rule-form-values";
import { actionLabel, conditionText } from "../../ui/shipping-rule-text";

/**
 * A rule's conditions and action as one line of words each, for the list, the view and the test
 * panel: "Destination country is any of CL, AR", "Never use courier: Korea Post". Values are the
 * user's own text and stay as typed; ids of packages and addresses are named through `names`.
 */

/** The names of the seller's packages and ship-from addresses by id, when known. */
export interface ValueNames {
  packages?: ReadonlyMap<string, string>;
  addresses?: ReadonlyMap<string, string>;
}

export const conditionsText = (conditions: readonly RuleCondition[], i18n: I18n) =>
  conditions.length === 0 ? i18n._(msg`All shipments`) : conditions.map((condition) => conditionText(condition, i18n)).join("; ");

export function actionValuesText(name: ActionName, values: readonly string[], i18n: I18n, names: ValueNames = {}): string {
  const kind = ACTION_VALUE_KIND[name];
  if (kind === "packages" || kind === "package") return values.map((id) => names.packages?.get(id) ?? id).join(", ");
  if (kind === "address") return values.map((id) => names.addresses?.get(id) ?? id).join(", ");
  if (kind === "cost-share") return values[0] === undefined ? "" : i18n._(msg`+${values[0]}% of the contract's freight`);
  return values.join(", ");
}

export function actionText(action: RuleAction | undefined, i18n: I18n, names: ValueNames = {}): string {
  if (!action) return "";
  const values = actionValuesText(action.action_name, action.values, i18n, names);
  return values === "" ? actionLabel(action.action_name, i18n) : `${actionLabel(action.action_name, i18n)}: ${values}`;
}

/** The last day a rule acts (YYYY-MM-DD, a UTC day), or "Never". */
export const expirationText = (expiration: string | null, i18n: I18n) =>
  expiration === null ? i18n._(msg`Never`) : formatDate(`${expiration}T00:00:00Z`, { timeZone: "UTC" }, i18n);
