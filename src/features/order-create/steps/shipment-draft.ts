import type { BoxTemplateInput, ProductTemplateInput } from "../../../api/schemas/templates";
import type { MeasurementSystem } from "../../../domain/measurement";
import { lengthFromCm, lengthToCm, weightFromKg, weightToKg } from "../../../domain/measurement-units";
import { PRODUCT_CATEGORY_KEYS, type ProductCategory } from "../../../domain/product-categories";
import { type DraftBox, type DraftItem, emptyBox, emptyItem, type OrderDraftValues } from "../../../offline/drafts/order-draft-values";
import { parseDecimal } from "../../../offline/drafts/parse-decimal";

/**
 * Pure edits of the draft's boxes and items for the Shipment step: each returns the next draft,
 * as `StepProps.update` expects. Kept apart from the components so the weight rule is tested alone.
 */

const LENGTH_DECIMALS = 2;
const WEIGHT_DECIMALS = 3;
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
/** A number as the draft keeps it (typed text, dot decimal): the parser reads it in every language. */
const typed = (value: number, decimals: number) => String(round(value, decimals));
const numberOr0 = (text: string) => {
  const value = parseDecimal(text);
  return Number.isFinite(value) ? value : 0;
};

/** Empty box plus its items, in the user's weight unit (the units the fields are typed in). */
export function contentsWeight(box: DraftBox): number {
  return round(numberOr0(box.empty_weight) + box.items.reduce((sum, item) => sum + numberOr0(item.unit_weight) * numberOr0(item.quantity), 0), WEIGHT_DECIMALS);
}

/**
 * "Total weight" follows the contents while the user has not typed a weight of their own: blank,
 * or still the figure we wrote last time. Once they type another figure it is theirs and stays.
 */
export function withAutoWeight(before: DraftBox, after: DraftBox): DraftBox {
  const previous = before.weight.trim();
  const untouched = previous === "" || Math.abs(parseDecimal(previous) - contentsWeight(before)) < 1e-9;
  if (!untouched) return after;
  const contents = contentsWeight(after);
  return { ...after, weight: contents > 0 ? typed(contents, WEIGHT_DECIMALS) : "" };
}

export function updateBox(draft: OrderDraftValues, boxIndex: number, change: (box: DraftBox) => DraftBox): OrderDraftValues {
  return { ...draft, boxes: draft.boxes.map((box, i) => (i === boxIndex ? change(box) : box)) };
}

/** A change that can move the contents' weight (empty weight, items): the total follows. */
export function updateBoxWeighed(draft: OrderDraftValues, boxIndex: number, change: (box: DraftBox) => DraftBox): OrderDraftValues {
  return updateBox(draft, boxIndex, (box) => withAutoWeight(box, change(box)));
}

export function updateItem(draft: OrderDraftValues, boxIndex: number, itemIndex: number, change: (item: DraftItem) => DraftItem): OrderDraftValues {
  return updateBoxWeighed(draft, boxIndex, (box) => ({ ...box, items: box.items.map((item, i) => (i === itemIndex ? change(item) : item)) }));
}

export const addBox = (draft: OrderDraftValues): OrderDraftValues => ({ ...draft, boxes: [...draft.boxes, emptyBox()] });
export const removeBox = (draft: OrderDraftValues, boxIndex: number): OrderDraftValues => ({ ...draft, boxes: draft.boxes.filter((_, i) => i !== boxIndex) });
export const addItem = (draft: OrderDraftValues, boxIndex: number) => updateBoxWeighed(draft, boxIndex, (box) => ({ ...box, items: [...box.items, emptyItem()] }));
export const removeItem = (draft: OrderDraftValues, boxIndex: number, itemIndex: number) =>
  updateBoxWeighed(draft, boxIndex, (box) => ({ ...box, items: box.items.filter((_, i) => i !== itemIndex) }));

/** Sizes and empty weight of a template (metric) written in the user's units; the template is remembered. */
export function applyBoxTemplate(box: DraftBox, template: BoxTemplateInput & { serverId: number | null }, system: MeasurementSystem): DraftBox {
  const next: DraftBox = {
    ...box,
    template_id: template.serverId,
    length: typed(lengthFromCm(template.length, system), LENGTH_DECIMALS),
    width: typed(lengthFromCm(template.width, system), LENGTH_DECIMALS),
    height: typed(lengthFromCm(template.height, system), LENGTH_DECIMALS),
    empty_weight: typed(weightFromKg(template.empty_weight, system), WEIGHT_DECIMALS),
    harmful_products: template.harmful_products || box.harmful_products,
  };
  if (template.weight !== null && template.weight > 0) return { ...next, weight: typed(weightFromKg(template.weight, system), WEIGHT_DECIMALS) };
  return withAutoWeight(box, next);
}

/** Fills an item from a product template (metric), keeping its quantity. */
export function applyProductTemplate(item: DraftItem, template: ProductTemplateInput & { serverId: number | null }, system: MeasurementSystem): DraftItem {
  return {
    ...item,
    template_id: template.serverId,
    sku: template.sku,
    name: template.name,
    description: template.description ?? "",
    category: template.category,
    hs_code: template.hs_code,
    origin_country: template.origin_country,
    unit_price: String(template.unit_price),
    unit_weight: typed(weightFromKg(template.unit_weight, system), WEIGHT_DECIMALS),
  };
}

/** A box as a template (metric), or null while a size is not a positive number. Named by its sizes. */
export function boxTemplateInputOf(box: DraftBox, system: MeasurementSystem, unitLabel: string): BoxTemplateInput | null {
  const sizes = [box.length, box.width, box.height].map(parseDecimal);
  const emptyWeight = box.empty_weight.trim() === "" ? 0 : parseDecimal(box.empty_weight);
  if (sizes.some((size) => !(size > 0)) || !(emptyWeight >= 0)) return null;
  const [length, width, height] = sizes as [number, number, number];
  return {
    name: `${typed(length, LENGTH_DECIMALS)} × ${typed(width, LENGTH_DECIMALS)} × ${typed(height, LENGTH_DECIMALS)} ${unitLabel}`,
    length: round(lengthToCm(length, system), LENGTH_DECIMALS),
    width: round(lengthToCm(width, system), LENGTH_DECIMALS),
    height: round(lengthToCm(height, system), LENGTH_DECIMALS),
    empty_weight: round(weightToKg(emptyWeight, system), WEIGHT_DECIMALS),
    weight: null,
    harmful_products: box.harmful_products,
    auto_select: false,
  };
}

const isCategory = (category: string): category is ProductCategory => (PRODUCT_CATEGORY_KEYS as readonly string[]).includes(category);

/** An item as a product template (metric), or null while it lacks what a template needs. */
export function productTemplateInputOf(item: DraftItem, system: MeasurementSystem): ProductTemplateInput | null {
  const price = parseDecimal(item.unit_price);
  const weight = parseDecimal(item.unit_weight);
  if (item.sku.trim() === "" || item.name.trim() === "" || !isCategory(item.category) || !/^[A-Za-z]{2}$/.test(item.origin_country)) return null;
  if (!(price >= 0.01) || !(weight >= 0)) return null;
  return {
    sku: item.sku.trim(),
    name: item.name.trim(),
    description: item.description.trim() === "" ? null : item.description.trim(),
    category: item.category,
    hs_code: item.hs_code.trim(),
    origin_country: item.origin_country.toUpperCase(),
    unit_price: price,
    unit_weight: round(weightToKg(weight, system), WEIGHT_DECIMALS),
  };
}
