import { Trans, useLingui } from "@lingui/react/macro";
import type { MeasurementSystem } from "../../domain/measurement";
import { weightFromKg, weightUnit } from "../../domain/measurement-units";
import { type LocalProductTemplate, removeProductTemplate, useProductTemplates } from "../../offline/templates";
import { CATEGORY_LABELS } from "../../ui/product-category-label";
import { ProductTemplateForm } from "./product-template-form";
import { shown } from "./template-values";
import { TemplatesSection } from "./templates-section";

interface SectionProps {
  sellerId: number | undefined;
  system: MeasurementSystem;
  readOnly: boolean;
}

/** The seller's product templates, named by SKU; the unit weight in the user's unit. */
export function ProductTemplatesSection({ sellerId, system, readOnly }: SectionProps) {
  const { i18n, t } = useLingui();
  const templates = useProductTemplates(sellerId);
  const weight = weightUnit(system);

  const details = (template: LocalProductTemplate) => {
    const category = i18n._(CATEGORY_LABELS[template.category]);
    const price = shown(template.unit_price, i18n);
    const unitWeight = shown(weightFromKg(template.unit_weight, system), i18n);
    const hsCode = template.hs_code === "" ? "-" : template.hs_code;
    return t`${category} · HS ${hsCode} · ${template.origin_country} · ${price} · ${unitWeight} ${weight}`;
  };

  return (
    <TemplatesSection
      sellerId={sellerId}
      readOnly={readOnly}
      templates={templates}
      heading={<Trans>Product templates</Trans>}
      empty={<Trans>No product templates yet.</Trans>}
      addLabel={<Trans>Add product template</Trans>}
      rowName={(template) => (
        <>
          {template.sku} · {template.name}
        </>
      )}
      rowDetail={details}
      editName={(template) => t`Edit product template ${template.sku}`}
      deleteName={(template) => t`Delete product template ${template.sku}`}
      deleteTitle={(deleting) => t`Delete product template ${deleting.sku}?`}
      deleteNote={<Trans>New orders can no longer use it. Orders already made keep their items.</Trans>}
      remove={removeProductTemplate}
      form={(form) => <ProductTemplateForm {...form} system={system} />}
    />
  );
}
