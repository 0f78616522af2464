import { useLingui } from "@lingui/react/macro";
import type { LocalBoxTemplate, LocalProductTemplate } from "../../../offline/templates";
import { SelectField } from "../../../ui/fields";
import { ruleEffectText } from "../../../ui/shipping-rule-text";
import { NO_RULE_CHOICES, type OrderRuleChoices } from "../steps/order-rules";

/**
 * The "Box template" and "Product template" selects. A draft remembers the server id of the
 * template it used; a template saved on this device and not yet sent has none, so the select
 * then shows "No template" again (the values it filled in stay).
 */

interface PickerProps<T> {
  templates: readonly T[] | undefined;
  /** The draft's template_id. */
  chosenServerId: number | null;
  onPick: (template: T) => void;
}

const NO_TEMPLATE = "";

/** Whether a box template is one a never_use_package rule leaves out (rules name templates by server id). */
const excludedBy = (template: LocalBoxTemplate, rules: OrderRuleChoices) =>
  template.serverId === null ? undefined : rules.excludedPackages.get(String(template.serverId));

/**
 * The box template select. The seller's shipping rules act on it (decision 062): a template a
 * rule never uses is not offered, and the hint names the rule; a template a rule chose is named too.
 */
export function BoxTemplatePicker({ templates = [], chosenServerId, onPick, rules = NO_RULE_CHOICES }: PickerProps<LocalBoxTemplate> & { rules?: OrderRuleChoices }) {
  const { t, i18n } = useLingui();
  const chosen = templates.find((template) => chosenServerId !== null && template.serverId === chosenServerId);
  const offered = templates.filter((template) => template === chosen || excludedBy(template, rules) === undefined);
  const leftOut = [...new Set(templates.map((template) => excludedBy(template, rules)).filter((effect) => effect !== undefined))];
  const chosenByRule = rules.package && chosen && String(chosen.serverId) === rules.package.id ? rules.package.effect : undefined;
  const notes = [...(chosenByRule ? [chosenByRule] : []), ...leftOut].map((effect) => ruleEffectText(effect, i18n));
  return (
    <SelectField
      label={t`Box template`}
      hint={notes.length > 0 ? notes.join(" · ") : undefined}
      value={chosen?.localId ?? NO_TEMPLATE}
      options={[{ value: NO_TEMPLATE, label: t`No template` }, ...offered.map((template) => ({ value: template.localId, label: template.name }))]}
      onChange={(event) => {
        const template = offered.find((candidate) => candidate.localId === event.target.value);
        if (template) onPick(template);
      }}
    />
  );
}

export function ProductTemplatePicker({ templates = [], chosenServerId, onPick }: PickerProps<LocalProductTemplate>) {
  const { t } = useLingui();
  const chosen = templates.find((template) => chosenServerId !== null && template.serverId === chosenServerId);
  return (
    <SelectField
      label={t`Product template`}
      value={chosen?.localId ?? NO_TEMPLATE}
      options={[{ value: NO_TEMPLATE, label: t`No template` }, ...templates.map((template) => ({ value: template.localId, label: `${template.sku} · ${template.name}` }))]}
      onChange={(event) => {
        const template = templates.find((candidate) => candidate.localId === event.target.value);
        if (template) onPick(template);
      }}
    />
  );
}
