import { Trans, useLingui } from "@lingui/react/macro";
import type { MeasurementSystem } from "../../domain/measurement";
import { lengthUnit, weightUnit } from "../../domain/measurement-units";
import { type LocalBoxTemplate, saveBoxTemplate } from "../../offline/templates";
import { TextField } from "../../ui/fields";
import styles from "./boxes-products-page.module.css";
import { boxValuesOf, emptyBoxValues, readBox } from "./box-template-values";
import { TemplateForm } from "./template-form";
import { NAME_MAX } from "./template-values";
import { useTemplateForm } from "./use-template-form";

interface BoxFormProps {
  sellerId: number;
  system: MeasurementSystem;
  editing?: LocalBoxTemplate;
  onDone: () => void;
}

/** Adds a box template, or edits `editing`; sizes typed in the user's units. */
export function BoxTemplateForm({ sellerId, system, editing, onDone }: BoxFormProps) {
  const { i18n, t } = useLingui();
  const { values, setValues, errors, failure, set, submit } = useTemplateForm({
    initial: () => (editing ? boxValuesOf(editing, system, i18n) : emptyBoxValues()),
    read: (current) => readBox(current, system, i18n),
    save: (input) => saveBoxTemplate(sellerId, input, editing?.localId),
    onDone,
  });
  const length = lengthUnit(system);
  const weight = weightUnit(system);
  const toggle = (field: "harmful_products" | "auto_select") => (event: { target: { checked: boolean } }) => setValues((current) => ({ ...current, [field]: event.target.checked }));

  const title = editing ? t`Edit box template ${editing.name}` : t`New box template`;
  return (
    <TemplateForm title={title} failure={failure} saveLabel={editing ? <Trans>Save changes</Trans> : <Trans>Save box template</Trans>} onSubmit={submit} onCancel={onDone}>
      <div className={styles.grid}>
        <TextField label={t({ message: "Name", context: "of a template" })} required maxLength={NAME_MAX} value={values.name} onChange={set("name")} errors={errors.name} />
        <TextField label={t`Length (${length})`} required inputMode="decimal" value={values.length} onChange={set("length")} errors={errors.length} />
        <TextField label={t`Width (${length})`} required inputMode="decimal" value={values.width} onChange={set("width")} errors={errors.width} />
        <TextField label={t`Height (${length})`} required inputMode="decimal" value={values.height} onChange={set("height")} errors={errors.height} />
        <TextField label={t`Empty weight (${weight})`} required inputMode="decimal" value={values.empty_weight} onChange={set("empty_weight")} errors={errors.empty_weight} />
        <TextField label={t`Total weight (${weight})`} inputMode="decimal" value={values.weight} onChange={set("weight")} errors={errors.weight} />
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={values.harmful_products} onChange={toggle("harmful_products")} />
        <Trans>Harmful products</Trans>
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={values.auto_select} onChange={toggle("auto_select")} />
        <Trans>Choose this box by itself when a new order's items fit</Trans>
      </label>
    </TemplateForm>
  );
}
