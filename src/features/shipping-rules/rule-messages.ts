import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "../../api/errors";
import { RULE_MESSAGES } from "../../domain/shipping-rules/rule-problems";

/**
 * A refused save in the user's language: the server's English messages of a rule
 * (src/domain/shipping-rules/rule-problems.ts) said here, unknown ones shown as they are, and
 * each under the field it names (`name`, `expiration`; the action's values under the action) so
 * the user sees where to look. Conditions' problems are said in the toast, with the condition's
 * number.
 */

const KNOWN: Record<string, MessageDescriptor> = {
  [RULE_MESSAGES.operatorDoesNotFit]: msg`This operator does not fit this condition`,
  [RULE_MESSAGES.blank]: msg`Can't be blank`,
  [RULE_MESSAGES.notANumber]: msg`Must be a number`,
  [RULE_MESSAGES.notAWholeNumber]: msg`One whole number`,
  [RULE_MESSAGES.unknownCourier]: msg`Choose a courier of your contracts`,
  [RULE_MESSAGES.oneValue]: msg`Choose only one`,
  [RULE_MESSAGES.incoterm]: msg`Choose DDP or DDU`,
  [RULE_MESSAGES.money]: msg`must be greater than 0.01`,
  [RULE_MESSAGES.percent]: msg`A percentage from 0 to 1000`,
  [RULE_MESSAGES.unknownPackage]: msg`Choose one of your packages`,
  [RULE_MESSAGES.unknownShipFrom]: msg`Choose one of your ship-from addresses`,
};

export const ruleMessageText = (message: string, i18n: I18n) => (KNOWN[message] ? i18n._(KNOWN[message]) : message);

export type RuleFieldErrors = Partial<Record<"name" | "expiration" | "action", string[]>>;

/** The refusal's messages by field path, as the server sends them (`{messages: [{path: [...]}]}`). */
function messagesByPath(error: unknown): [string, string[]][] {
  if (!(error instanceof ApiError) || error.kind !== "http") return [];
  const body = error.body;
  if (typeof body !== "object" || body === null || !("messages" in body) || !Array.isArray(body.messages)) return [];
  const entries: [string, string[]][] = [];
  for (const entry of body.messages as unknown[]) {
    if (typeof entry !== "object" || entry === null) continue;
    for (const [path, value] of Object.entries(entry)) {
      entries.push([path, (Array.isArray(value) ? value : [value]).filter((text): text is string => typeof text === "string")]);
    }
  }
  return entries;
}

export function ruleFieldErrors(error: unknown, i18n: I18n): RuleFieldErrors {
  const byField: RuleFieldErrors = {};
  for (const [path, texts] of messagesByPath(error)) {
    const target = path === "name" || path === "expiration" ? path : path.startsWith("shipping_rules_actions_attributes") ? "action" : null;
    if (target) (byField[target] ??= []).push(...texts.map((text) => ruleMessageText(text, i18n)));
  }
  return byField;
}

const CONDITION_PATH = /^shipping_rules_conditions_attributes\.(\d+)\./;

/** The reasons of a refused save for the toast: a condition's problem with its number, the others as they are. */
export function ruleErrorReasons(error: unknown, i18n: I18n): string[] | undefined {
  const reasons = messagesByPath(error).flatMap(([path, texts]) => {
    const condition = CONDITION_PATH.exec(path);
    if (condition) {
      const number = Number(condition[1]) + 1;
      return texts.map((text) => i18n._(msg`Condition ${number}: ${ruleMessageText(text, i18n)}`));
    }
    return texts.map((text) => ruleMessageText(text, i18n));
  });
  return reasons.length > 0 ? reasons : undefined;
}
