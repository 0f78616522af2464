import type { ShipmentFacts } from "./evaluate";

/**
 * The facts a rule looks at, from the shapes the portal has: an order (the wizard's draft after
 * parsing, an order sent to the server, an imported order) or a quote request. One builder, so
 * the wizard, quotes, orders and imports see the same shipment.
 */

export interface OrderForFacts {
  customer: { country: string; state: string; postal_code: string };
  sales_channel_id: number | null;
  /** Each box's gross weight (kg) and items. */
  boxes: readonly { weight: number; items: readonly { sku: string; category: string; unit_price: number; quantity: number }[] }[];
}

export interface ChannelForFacts {
  id: number;
  name: string;
}

/** Money in units to cents, as the order rules count it (per unit price, then times quantity). */
const itemCents = (item: { unit_price: number; quantity: number }) => Math.round(item.unit_price * 100) * item.quantity;

export function factsOfOrder(order: OrderForFacts, channels: readonly ChannelForFacts[]): ShipmentFacts {
  const items = order.boxes.flatMap((box) => box.items);
  const channel = order.sales_channel_id === null ? null : (channels.find((candidate) => candidate.id === order.sales_channel_id) ?? null);
  return {
    destination_country: order.customer.country,
    destination_state: order.customer.state,
    destination_postal_code: order.customer.postal_code,
    channel: channel ? { id: channel.id, name: channel.name } : null,
    items: items.map((item) => ({ sku: item.sku, category: item.category, quantity: item.quantity })),
    seller_price_cents: items.reduce((sum, item) => sum + itemCents(item), 0),
    weight_kg: order.boxes.reduce((sum, box) => sum + box.weight, 0),
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
  };
}

/** What a quote knows of a shipment; items, state and channel when the asker sends them. */
export interface QuoteForFacts {
  destination_country: string;
  destination_state?: string;
  destination_postal_code?: string;
  sales_channel_id?: number | null;
  items?: readonly { sku: string; category: string; quantity: number }[];
  /** Units of money. */
  goods_value: number;
  /** Gross kg per box. */
  boxes: readonly { weight: number }[];
}

export function factsOfQuote(quote: QuoteForFacts, channels: readonly ChannelForFacts[]): ShipmentFacts {
  const items = quote.items ?? [];
  const channelId = quote.sales_channel_id ?? null;
  const channel = channelId === null ? null : (channels.find((candidate) => candidate.id === channelId) ?? null);
  return {
    destination_country: quote.destination_country,
    destination_state: quote.destination_state ?? "",
    destination_postal_code: quote.destination_postal_code ?? "",
    channel: channel ? { id: channel.id, name: channel.name } : null,
    items: items.map((item) => ({ sku: item.sku, category: item.category, quantity: item.quantity })),
    seller_price_cents: Math.round(quote.goods_value * 100),
    weight_kg: quote.boxes.reduce((sum, box) => sum + box.weight, 0),
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
  };
}
