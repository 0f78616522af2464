import { useEffect } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { lengthUnit } from "../../../domain/measurement-units";
import type { DraftShipment } from "../../../offline/drafts/order-draft-values";
import { saveBoxTemplate, saveProductTemplate, useBoxTemplates, useProductTemplates } from "../../../offline/templates";
import { Button } from "../../../ui/button";
import { SelectField, TextField } from "../../../ui/fields";
import { showToast } from "../../../ui/toast";
import { BoxFields } from "../fields/box-fields";
import { useFieldErrors } from "../wizard/field-errors";
import {
  addBox,
  addItem,
  applyBoxTemplate,
  applyProductTemplate,
  boxTemplateInputOf,
  productTemplateInputOf,
  removeBox,
  removeItem,
  updateBox,
  updateBoxWeighed,
  updateItem,
} from "./shipment-draft";
import { CheckboxField, TextAreaField } from "../wizard/step-fields";
import type { StepProps } from "../wizard/step-props";
import styles from "../wizard/steps.module.css";
import { useOrderRuleChoices } from "./order-rules";

/** Currencies of the goods' prices; the seller's markets (ISO 4217). */
export const ORDER_CURRENCIES = ["USD", "BRL", "EUR", "GBP", "CNY", "MXN", "ARS", "CLP", "COP", "PEN", "UYU"] as const;

/**
 * Shipment: the order's own data (number, channel, currency, landed cost, PRC with the RFB code,
 * insurance, commercial destination, observations) and its boxes with their items. Box and
 * product templates are applied and saved here; they live on the device and sync on their own.
 */
export function ShipmentStep({ draft, update, issues, showAll, measurement, context }: StepProps) {
  const { t } = useLingui();
  const errors = useFieldErrors(issues, showAll, measurement);
  const boxTemplates = useBoxTemplates(context.sellerId);
  const productTemplates = useProductTemplates(context.sellerId);
  const ruleChoices = useOrderRuleChoices(context.rules.shipping_rules);
  // A package rule fills in the boxes the user has not started (no template, no measures yet).
  const ruleTemplate = boxTemplates?.find((template) => ruleChoices.package !== null && String(template.serverId) === ruleChoices.package.id);
  const untouched = (box: (typeof draft.boxes)[number]) => box.template_id === null && box.length === "" && box.width === "" && box.height === "";
  const prefill = ruleTemplate !== undefined && draft.boxes.some(untouched);
  useEffect(() => {
    if (!prefill || !ruleTemplate) return;
    update((current) => ({ ...current, boxes: current.boxes.map((box) => (untouched(box) ? applyBoxTemplate(box, ruleTemplate, measurement) : box)) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when a box becomes fillable or the rule's template arrives
  }, [prefill, ruleTemplate, measurement]);
  const shipment = draft.shipment;
  const set = <K extends keyof DraftShipment>(field: K, value: DraftShipment[K]) => update((current) => ({ ...current, shipment: { ...current.shipment, [field]: value } }));
  const channels = [{ value: "", label: t`No sales channel` }, ...(context.salesChannels ?? []).map((channel) => ({ value: String(channel.id), label: channel.name }))];
  if (shipment.sales_channel_id !== "" && !channels.some((option) => option.value === shipment.sales_channel_id)) {
    channels.push({ value: shipment.sales_channel_id, label: `#${shipment.sales_channel_id}` });
  }
  const currencies: { value: string; label: string }[] = ORDER_CURRENCIES.map((code) => ({ value: code, label: code }));
  if (!currencies.some((option) => option.value === shipment.currency)) currencies.push({ value: shipment.currency, label: shipment.currency });

  const saveTemplate = async (save: () => Promise<unknown>) => {
    try {
      await save();
      showToast(t`Template saved`, "success");
    } catch {
      showToast(t`The template could not be saved on this device. Please try again.`, "error");
    }
  };
  const onSaveBoxTemplate = (boxIndex: number) => {
    const input = boxTemplateInputOf(draft.boxes[boxIndex]!, measurement, lengthUnit(measurement));
    if (!input || context.sellerId === undefined) {
      showToast(t`Fill in the box's length, width and height to save it as a template.`);
      return;
    }
    const sellerId = context.sellerId;
    void saveTemplate(() => saveBoxTemplate(sellerId, input));
  };
  const onSaveProductTemplate = (boxIndex: number, itemIndex: number) => {
    const input = productTemplateInputOf(draft.boxes[boxIndex]!.items[itemIndex]!, measurement);
    if (!input || context.sellerId === undefined) {
      showToast(t`Fill in the item's SKU, name, category, origin country, price and weight to save it as a template.`);
      return;
    }
    const sellerId = context.sellerId;
    void saveTemplate(() => saveProductTemplate(sellerId, input));
  };

  return (
    <div className={styles.stack}>
      <div className={styles.fields}>
        <TextField label={t`Order number`} required value={shipment.order_number} onChange={(event) => set("order_number", event.target.value)} {...errors.field("order_number")} />
        <SelectField label={t`Sales channel`} options={channels} value={shipment.sales_channel_id} onChange={(event) => set("sales_channel_id", event.target.value)} />
        <TextField label={t`Sales channel order number`} value={shipment.sales_channel_order_number} onChange={(event) => set("sales_channel_order_number", event.target.value)} />
        <SelectField label={t`Currency`} options={currencies} value={shipment.currency} onChange={(event) => set("currency", event.target.value)} />
      </div>
      <div className={styles.fields}>
        <CheckboxField label={t`Landed cost`} checked={shipment.landed_cost} onChange={(event) => set("landed_cost", event.target.checked)} />
        <CheckboxField label={t`PRC (conforming remittance)`} checked={shipment.prc} onChange={(event) => set("prc", event.target.checked)} />
        <CheckboxField label={t`Insurance`} checked={shipment.insurance} onChange={(event) => set("insurance", event.target.checked)} />
        <CheckboxField label={t`Commercial destination`} checked={shipment.commercial_destination} onChange={(event) => set("commercial_destination", event.target.checked)} />
      </div>
      {shipment.prc && (
        <div className={styles.fields}>
          <TextField label={t`RFB code`} required value={shipment.seller_rfb_code} onChange={(event) => set("seller_rfb_code", event.target.value)} {...errors.field("seller_rfb_code")} />
          <TextField label={t`Legal name`} value={shipment.seller_legal_name} onChange={(event) => set("seller_legal_name", event.target.value)} />
        </div>
      )}
      <TextAreaField label={t`Observations`} value={shipment.observations} onChange={(event) => set("observations", event.target.value)} maxLength={1000} />

      {draft.boxes.map((box, boxIndex) => (
        <BoxFields
          key={box.key}
          box={box}
          index={boxIndex}
          measurement={measurement}
          errors={errors}
          boxTemplates={boxTemplates}
          ruleChoices={ruleChoices}
          productTemplates={productTemplates}
          onChange={(change) => update((current) => updateBox(current, boxIndex, change))}
          onWeighedChange={(change) => update((current) => updateBoxWeighed(current, boxIndex, change))}
          onItemChange={(itemIndex, change) => update((current) => updateItem(current, boxIndex, itemIndex, change))}
          onPickBoxTemplate={(template) => update((current) => updateBox(current, boxIndex, (b) => applyBoxTemplate(b, template, measurement)))}
          onPickProductTemplate={(itemIndex, template) => update((current) => updateItem(current, boxIndex, itemIndex, (item) => applyProductTemplate(item, template, measurement)))}
          onSaveBoxTemplate={() => onSaveBoxTemplate(boxIndex)}
          onSaveProductTemplate={(itemIndex) => onSaveProductTemplate(boxIndex, itemIndex)}
          onAddItem={() => update((current) => addItem(current, boxIndex))}
          onRemoveItem={(itemIndex) => update((current) => removeItem(current, boxIndex, itemIndex))}
          onRemove={draft.boxes.length > 1 ? () => update((current) => removeBox(current, boxIndex)) : undefined}
        />
      ))}
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => update(addBox)}>
          <Trans>Add box</Trans>
        </Button>
      </div>
    </div>
  );
}
