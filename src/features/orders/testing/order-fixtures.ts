import type { Checkpoint, Order, OrderListRow } from "../../../api/schemas/orders";
import { sampleCheckpoint, sampleOrder, sampleRow } from "../../../offline/testing";

/**
 * Test data for the orders screens (tests only): the offline layer's samples with what these
 * screens show on top (a sales channel, numbers in the LG-1xxxx form, a box, a volume, costs,
 * and observations that look like markup, to prove they are shown as text).
 */
export function fixtureRow(id: number, overrides: Partial<OrderListRow> = {}): OrderListRow {
  return sampleRow(id, {
    order_number: `LG-${10000 + id}`,
    reference: `REF${id}`,
    sales_channel_id: 1,
    sales_channel_name: "Shopee",
    sales_channel_order_number: `SC-${id}`,
    customer_full_name: `Customer ${id}`,
    customer_city: "São Paulo",
    customer_postal_code: "01001-000",
    total_value: 100 + id,
    created_at: "2025-03-01T12:00:00Z",
    ...overrides,
  });
}

export function fixtureOrder(id: number, overrides: Partial<Order> = {}): Order {
  const base = sampleOrder(id);
  return {
    ...base,
    ...fixtureRow(id),
    freight_value: 20,
    freight_cost: 18,
    duties_tax: 5,
    sales_tax: 3,
    total_cost: 46,
    delivery_time: 12,
    observations: "<b>fragile</b>",
    customer: {
      ...base.customer,
      document: "52998224725",
      phone: "+5511999999999",
      postal_code: "01001-000",
      state: "SP",
      city: "São Paulo",
      address: "Praça da Sé",
      number: "100",
      quarter: "Sé",
    },
    boxes: [
      {
        id: 1, number: 1, length: 30, width: 20, height: 10, empty_weight: 0.2, weight: 1.5, harmful_products: false,
        items: [{ id: 1, sku: "SKU-1", name: "Headphones", description: null, category: "audio video", hs_code: "851830", origin_country: "CN", unit_price: 50, unit_weight: 0.3, quantity: 2, tax_value: 4 }],
      },
    ],
    costs: { freight_cost: 18, duties: 5, insurance: 0, general_costs: 2, fines: 0 },
    volumes: [{ id: 1, box_number: 1, tracking_number: "TRK1", unit_products: 100, unit_freight: 18, unit_tax: 8 }],
    ...overrides,
  };
}

export const fixtureCheckpoint = (id: number, overrides: Partial<Checkpoint> = {}): Checkpoint =>
  sampleCheckpoint(id, { message: "Dispatched from the warehouse", created_at: "2025-03-02T10:00:00Z", ...overrides });
