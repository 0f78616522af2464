import { useLingui } from "@lingui/react/macro";
import type { LocalBoxTemplate, LocalProductTemplate } from "../../../offline/templates";
import { SelectField } from "../../../ui/fields";

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

export function BoxTemplatePicker({ templates = [], chosenServerId, onPick }: PickerProps<LocalBoxTemplate>) {
  const { t } = useLingui();
  const chosen = templates.find((template) => chosenServerId !== null && template.serverId === chosenServerId);
  return (
    <SelectField
      label={t`Box template`}
      value={chosen?.localId ?? NO_TEMPLATE}
      options={[{ value: NO_TEMPLATE, label: t`No template` }, ...templates.map((template) => ({ value: template.localId, label: template.name }))]}
      onChange={(event) => {
        const template = templates.find((candidate) => candidate.localId === event.target.value);
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
