/**
 * The five tracking notification rule screens as one lazily loaded module: one chunk, and one
 * entry in the list of chunk names the shell's first load carries for its routes (its budget is full).
 */
export { NotificationRulesPage } from "./rules-page";
export { NotificationRuleCreatePage } from "./rule-create-page";
export { NotificationRulePage } from "./rule-page";
export { NotificationRuleEditPage } from "./rule-edit-page";
export { NotificationRuleCheckpointPage } from "./rule-checkpoint-page";
