import { Trans, useLingui } from "@lingui/react/macro";
import type { MeasurementSystem } from "../../domain/measurement";
import { lengthFromCm, lengthUnit, weightFromKg, weightUnit } from "../../domain/measurement-units";
import { type LocalBoxTemplate, removeBoxTemplate, useBoxTemplates } from "../../offline/templates";
import { BoxTemplateForm } from "./box-template-form";
import { shown } from "./template-values";
import { TemplatesSection } from "./templates-section";

interface SectionProps {
  sellerId: number | undefined;
  system: MeasurementSystem;
  readOnly: boolean;
}

/** The seller's box templates: sizes and weights in the user's units. */
export function BoxTemplatesSection({ sellerId, system, readOnly }: SectionProps) {
  const { i18n, t } = useLingui();
  const templates = useBoxTemplates(sellerId);
  const length = lengthUnit(system);
  const weight = weightUnit(system);

  const sizes = (template: LocalBoxTemplate) => {
    const [l, w, h] = [template.length, template.width, template.height].map((cm) => shown(lengthFromCm(cm, system), i18n));
    return t`${l} × ${w} × ${h} ${length}`;
  };
  const weights = (template: LocalBoxTemplate) => {
    const empty = shown(weightFromKg(template.empty_weight, system), i18n);
    if (template.weight === null) return t`empty ${empty} ${weight}`;
    const total = shown(weightFromKg(template.weight, system), i18n);
    return t`empty ${empty} ${weight}, total ${total} ${weight}`;
  };

  return (
    <TemplatesSection
      sellerId={sellerId}
      readOnly={readOnly}
      templates={templates}
      heading={<Trans>Box templates</Trans>}
      empty={<Trans>No box templates yet.</Trans>}
      addLabel={<Trans>Add box template</Trans>}
      rowName={(template) => template.name}
      rowDetail={(template) => (
        <>
          {sizes(template)} · {weights(template)}
          {template.harmful_products && (
            <>
              {" · "}
              <Trans>Harmful products</Trans>
            </>
          )}
        </>
      )}
      editName={(template) => t`Edit box template ${template.name}`}
      deleteName={(template) => t`Delete box template ${template.name}`}
      deleteTitle={(deleting) => t`Delete box template ${deleting.name}?`}
      deleteNote={<Trans>New orders can no longer use it. Orders already made keep their boxes.</Trans>}
      remove={removeBoxTemplate}
      form={(form) => <BoxTemplateForm {...form} system={system} />}
    />
  );
}
