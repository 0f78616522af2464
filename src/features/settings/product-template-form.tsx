import { useMemo } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { MeasurementSystem } from "../../domain/measurement";
import { weightUnit } from "../../domain/measurement-units";
import { PRODUCT_CATEGORY_KEYS } from "../../domain/product-categories";
import { type LocalProductTemplate, saveProductTemplate } from "../../offline/templates";
import { countryOptions } from "../../ui/country-options";
import { intlLocale } from "../../ui/format/locale";
import { CATEGORY_LABELS } from "../../ui/product-category-label";
import { SelectField, TextField } from "../../ui/fields";
import styles from "./boxes-products-page.module.css";
import { emptyProductValues, productValuesOf, readProduct } from "./product-template-values";
import { TemplateForm } from "./template-form";
import { NAME_MAX, PRODUCT_NAME_MAX } from "./template-values";
import { useTemplateForm } from "./use-template-form";

interface ProductFormProps {
  sellerId: number;
  system: MeasurementSystem;
  editing?: LocalProductTemplate;
  onDone: () => void;
}

/** Adds a product template, or edits `editing`; the unit weight typed in the user's unit. */
export function ProductTemplateForm({ sellerId, system, editing, onDone }: ProductFormProps) {
  const { i18n, t } = useLingui();
  const { values, errors, failure, set, submit } = useTemplateForm({
    initial: () => (editing ? productValuesOf(editing, system, i18n) : emptyProductValues()),
    read: (current) => readProduct(current, system, i18n),
    save: (input) => saveProductTemplate(sellerId, input, editing?.localId),
    onDone,
  });
  const weight = weightUnit(system);
  // The categories' names on screen (the same texts as the order wizard's).
  const categories = useMemo(
    () => [{ value: "", label: i18n._(msg`Choose a category`) }, ...PRODUCT_CATEGORY_KEYS.map((key) => ({ value: key, label: i18n._(CATEGORY_LABELS[key]) }))],
    [i18n],
  );
  const countries = useMemo(() => [{ value: "", label: i18n._(msg`Choose a country`) }, ...countryOptions(intlLocale(i18n))], [i18n]);

  const title = editing ? t`Edit product template ${editing.sku}` : t`New product template`;
  return (
    <TemplateForm title={title} failure={failure} saveLabel={editing ? <Trans>Save changes</Trans> : <Trans>Save product template</Trans>} onSubmit={submit} onCancel={onDone}>
      <div className={styles.grid}>
        <TextField label={t`SKU`} required maxLength={NAME_MAX} value={values.sku} onChange={set("sku")} errors={errors.sku} />
        <TextField label={t`Product name`} required maxLength={PRODUCT_NAME_MAX} value={values.name} onChange={set("name")} errors={errors.name} />
        <TextField label={t`Description`} value={values.description} onChange={set("description")} errors={errors.description} />
        <SelectField label={t`Category`} options={categories} value={values.category} onChange={set("category")} errors={errors.category} />
        <TextField label={t`HS code`} inputMode="numeric" value={values.hs_code} onChange={set("hs_code")} errors={errors.hs_code} />
        <SelectField label={t`Origin country`} options={countries} value={values.origin_country} onChange={set("origin_country")} errors={errors.origin_country} />
        <TextField label={t`Unit price`} required inputMode="decimal" value={values.unit_price} onChange={set("unit_price")} errors={errors.unit_price} />
        <TextField label={t`Unit weight (${weight})`} required inputMode="decimal" value={values.unit_weight} onChange={set("unit_weight")} errors={errors.unit_weight} />
      </div>
    </TemplateForm>
  );
}
