import { Trans, useLingui } from "@lingui/react/macro";
import type { MeasurementSystem } from "../../../domain/measurement";
import { lengthUnit, weightUnit } from "../../../domain/measurement-units";
import { categoryHasBattery } from "../../../domain/product-categories";
import type { DraftBox, DraftItem } from "../../../offline/drafts/order-draft-values";
import type { LocalBoxTemplate, LocalProductTemplate } from "../../../offline/templates";
import { Button } from "../../../ui/button";
import formStyles from "../../../ui/form.module.css";
import { TextField } from "../../../ui/fields";
import type { FieldErrors } from "../wizard/field-errors";
import { ItemFields } from "./item-fields";
import { CheckboxField } from "../wizard/step-fields";
import { BoxTemplatePicker } from "./template-pickers";
import styles from "../wizard/steps.module.css";
import type { OrderRuleChoices } from "../steps/order-rules";

interface BoxFieldsProps {
  box: DraftBox;
  index: number;
  measurement: MeasurementSystem;
  errors: FieldErrors;
  boxTemplates: readonly LocalBoxTemplate[] | undefined;
  /** What the seller's shipping rules choose or leave out among the box templates. */
  ruleChoices?: OrderRuleChoices;
  productTemplates: readonly LocalProductTemplate[] | undefined;
  /** A change of sizes or flags. */
  onChange: (change: (box: DraftBox) => DraftBox) => void;
  /** A change that moves the contents' weight: the total follows while the user has not typed one. */
  onWeighedChange: (change: (box: DraftBox) => DraftBox) => void;
  onItemChange: (itemIndex: number, change: (item: DraftItem) => DraftItem) => void;
  onPickBoxTemplate: (template: LocalBoxTemplate) => void;
  onPickProductTemplate: (itemIndex: number, template: LocalProductTemplate) => void;
  onSaveBoxTemplate: () => void;
  onSaveProductTemplate: (itemIndex: number) => void;
  onAddItem: () => void;
  onRemoveItem: (itemIndex: number) => void;
  /** Absent when it is the only box. */
  onRemove?: () => void;
}

/** One box: its template, sizes and weights in the user's units, the harmful flag, and its items. */
export function BoxFields(props: BoxFieldsProps) {
  const { box, index, measurement, errors } = props;
  const { t } = useLingui();
  const path = `boxes.${index}`;
  const length = lengthUnit(measurement);
  const weight = weightUnit(measurement);
  const number = index + 1;
  const setSize = (field: "length" | "width" | "height") => (event: { target: { value: string } }) =>
    props.onChange((current) => ({ ...current, [field]: event.target.value }));
  const hasBattery = box.items.some((item) => categoryHasBattery(item.category));
  const boxErrors = errors.errorsAt(path);

  return (
    <fieldset className={styles.group}>
      <legend>{t`Box ${number}`}</legend>
      <BoxTemplatePicker templates={props.boxTemplates} chosenServerId={box.template_id} onPick={props.onPickBoxTemplate} rules={props.ruleChoices} />
      <div className={styles.fields}>
        <TextField label={t`Length (${length})`} required inputMode="decimal" value={box.length} onChange={setSize("length")} {...errors.field(`${path}.length`)} />
        <TextField label={t`Width (${length})`} required inputMode="decimal" value={box.width} onChange={setSize("width")} {...errors.field(`${path}.width`)} />
        <TextField label={t`Height (${length})`} required inputMode="decimal" value={box.height} onChange={setSize("height")} {...errors.field(`${path}.height`)} />
        <TextField
          label={t`Empty weight (${weight})`}
          inputMode="decimal"
          value={box.empty_weight}
          onChange={(event) => props.onWeighedChange((current) => ({ ...current, empty_weight: event.target.value }))}
          {...errors.field(`${path}.empty_weight`)}
        />
        <TextField
          label={t`Total weight (${weight})`}
          required
          inputMode="decimal"
          value={box.weight}
          onChange={(event) => props.onChange((current) => ({ ...current, weight: event.target.value }))}
          {...errors.field(`${path}.weight`)}
        />
      </div>
      <CheckboxField
        label={t`Harmful products`}
        checked={box.harmful_products}
        onChange={(event) => props.onChange((current) => ({ ...current, harmful_products: event.target.checked }))}
      />
      {boxErrors.length > 0 && (
        <ul className={formStyles.errors}>
          {boxErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {hasBattery && (
        <p className={styles.note}>
          <Trans>This box holds batteries: the order needs the battery documents (the UN3481 label and the shipper's battery confirmation).</Trans>
        </p>
      )}
      {box.items.map((item, itemIndex) => (
        <ItemFields
          key={item.key}
          item={item}
          path={`${path}.items.${itemIndex}`}
          number={itemIndex + 1}
          measurement={measurement}
          errors={errors}
          templates={props.productTemplates}
          onChange={(change) => props.onItemChange(itemIndex, change)}
          onPickTemplate={(template) => props.onPickProductTemplate(itemIndex, template)}
          onSaveTemplate={() => props.onSaveProductTemplate(itemIndex)}
          onRemove={box.items.length > 1 ? () => props.onRemoveItem(itemIndex) : undefined}
        />
      ))}
      <div className={styles.row}>
        <Button variant="secondary" onClick={props.onAddItem}>
          <Trans>Add item</Trans>
        </Button>
        <Button variant="secondary" onClick={props.onSaveBoxTemplate}>
          <Trans>Save as box template</Trans>
        </Button>
        {props.onRemove && (
          <Button variant="secondary" onClick={props.onRemove}>
            <Trans>Remove box</Trans>
          </Button>
        )}
      </div>
    </fieldset>
  );
}
