import type { SampleShipment } from "../../api/schemas/shipping-rules";
import { parseFigure } from "./rule-form-values";

/** The test panel's sample shipment as typed. */
export interface SampleValues {
  destination_country: string;
  destination_state: string;
  destination_postal_code: string;
  /** A sales channel id, "" for none. */
  sales_channel_id: string;
  goods_value: string;
  weight: string;
  /** One item per line: "SKU, category, quantity" (category and quantity may be left out). */
  items: string;
}

export const EMPTY_SAMPLE: SampleValues = {
  destination_country: "",
  destination_state: "",
  destination_postal_code: "",
  sales_channel_id: "",
  goods_value: "100",
  weight: "1",
  items: "",
};

export type SampleProblem = "country" | "goods_value" | "weight" | "items";

/** The items of the text: each non-empty line "SKU, category, quantity"; a quantity not given is 1. */
export function itemsOf(text: string): SampleShipment["items"] | null {
  const items: SampleShipment["items"] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    const [sku = "", category = "", quantity = ""] = line.split(",").map((part) => part.trim());
    const count = quantity === "" ? 1 : Number(quantity);
    if (!Number.isInteger(count) || count < 1) return null;
    items.push({ sku, category, quantity: count });
  }
  return items;
}

/** The shipment to send, or what is wrong with the text. */
export function sampleOf(values: SampleValues): { shipment: SampleShipment } | { problems: SampleProblem[] } {
  const problems: SampleProblem[] = [];
  const goods = parseFigure(values.goods_value);
  const weight = parseFigure(values.weight);
  const items = itemsOf(values.items);
  if (!/^[A-Z]{2}$/.test(values.destination_country)) problems.push("country");
  if (!(goods >= 0.01)) problems.push("goods_value");
  if (!(weight >= 0.001)) problems.push("weight");
  if (items === null) problems.push("items");
  if (problems.length > 0 || items === null) return { problems };
  return {
    shipment: {
      destination_country: values.destination_country,
      destination_state: values.destination_state.trim(),
      destination_postal_code: values.destination_postal_code.trim(),
      sales_channel_id: values.sales_channel_id === "" ? null : Number(values.sales_channel_id),
      items,
      goods_value: goods,
      weight,
    },
  };
}
