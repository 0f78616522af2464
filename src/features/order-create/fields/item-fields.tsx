import { CATEGORY_LABELS } from "../../../ui/product-category-label";
import { useMemo } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MeasurementSystem } from "../../../domain/measurement";
import { weightUnit } from "../../../domain/measurement-units";
import { PRODUCT_CATEGORY_KEYS } from "../../../domain/product-categories";
import type { DraftItem } from "../../../offline/drafts/order-draft-values";
import type { LocalProductTemplate } from "../../../offline/templates";
import { Button } from "../../../ui/button";
import { intlLocale } from "../../../ui/format/locale";
import { SelectField, TextField } from "../../../ui/fields";
import { CountrySelectField } from "./country-select-field";
import type { FieldErrors } from "../wizard/field-errors";
import { ProductTemplatePicker } from "./template-pickers";
import styles from "../wizard/steps.module.css";

/** The categories' names on screen; the key is what the API carries (spec spelling). */


interface ItemFieldsProps {
  item: DraftItem;
  /** Rule path of the item: "boxes.0.items.1". */
  path: string;
  number: number;
  measurement: MeasurementSystem;
  errors: FieldErrors;
  templates: readonly LocalProductTemplate[] | undefined;
  onChange: (change: (item: DraftItem) => DraftItem) => void;
  onPickTemplate: (template: LocalProductTemplate) => void;
  onSaveTemplate: () => void;
  /** Absent when the box has a single item (a box holds at least one). */
  onRemove?: () => void;
}

/** One item of a box: what it is, its customs code and origin, price, weight and quantity. */
export function ItemFields({ item, path, number, measurement, errors, templates, onChange, onPickTemplate, onSaveTemplate, onRemove }: ItemFieldsProps) {
  const { i18n, t } = useLingui();
  const locale = intlLocale(i18n);
  const categories = useMemo(
    () => [{ value: "", label: t`Choose a category` }, ...PRODUCT_CATEGORY_KEYS.map((key) => ({ value: key, label: i18n._(CATEGORY_LABELS[key]) }))],
    [i18n, t],
  );
  const set = (field: keyof DraftItem) => (event: { target: { value: string } }) => onChange((current) => ({ ...current, [field]: event.target.value }));
  const unit = weightUnit(measurement);

  return (
    <fieldset className={`${styles.group} ${styles.item}`}>
      <legend>{t`Item ${number}`}</legend>
      <ProductTemplatePicker templates={templates} chosenServerId={item.template_id} onPick={onPickTemplate} />
      <div className={styles.fields}>
        <TextField label={t`SKU`} required value={item.sku} onChange={set("sku")} {...errors.field(`${path}.sku`)} />
        <TextField label={t`Product name`} required value={item.name} onChange={set("name")} {...errors.field(`${path}.name`)} />
        {/* The grid cell spans the row; a className on the field itself would replace the input's style (it was 21 px tall). */}
        <div className={styles.wide}>
          <TextField label={t`Description`} value={item.description} onChange={set("description")} />
        </div>
        <SelectField label={t`Category`} required options={categories} value={item.category} onChange={set("category")} {...errors.field(`${path}.category`)} />
        <TextField label={t`HS code`} required inputMode="numeric" value={item.hs_code} onChange={set("hs_code")} {...errors.field(`${path}.hs_code`)} />
        <CountrySelectField
          label={t`Origin country`}
          required
          locale={locale}
          placeholder={t`Choose a country`}
          value={item.origin_country}
          onChange={set("origin_country")}
          {...errors.field(`${path}.origin_country`)}
        />
        <TextField label={t`Unit price`} required inputMode="decimal" value={item.unit_price} onChange={set("unit_price")} {...errors.field(`${path}.unit_price`)} />
        <TextField label={t`Unit weight (${unit})`} required inputMode="decimal" value={item.unit_weight} onChange={set("unit_weight")} {...errors.field(`${path}.unit_weight`)} />
        <TextField label={t`Quantity`} required inputMode="numeric" value={item.quantity} onChange={set("quantity")} {...errors.field(`${path}.quantity`)} />
      </div>
      <div className={styles.row}>
        <Button variant="secondary" onClick={onSaveTemplate}>
          <Trans>Save as product template</Trans>
        </Button>
        {onRemove && (
          <Button variant="secondary" onClick={onRemove}>
            <Trans>Remove item</Trans>
          </Button>
        )}
      </div>
    </fieldset>
  );
}
