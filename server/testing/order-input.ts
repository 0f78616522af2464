import type { OrderInputDraft } from "../../src/api/schemas/order-create";

/** Seeded contract "Express" of seller 1 (server/seed/order-plan.ts): DDP and DDU, any goods. */
export const EXPRESS = 1;
/** A CPF with real check digits. */
export const VALID_CPF = "529.982.247-25";

export type Draft = OrderInputDraft & { boxes: NonNullable<OrderInputDraft["boxes"]> };

export function validOrderInput(orderNumber: string): Draft {
  return {
    order_number: orderNumber,
    sales_channel_id: 1,
    sales_channel_order_number: "#4711",
    contract_id: EXPRESS,
    incoterm: "DDP",
    currency: "USD",
    taxes_currency: "BRL",
    insurance: true,
    customer: {
      full_name: "Maria Souza",
      document: VALID_CPF,
      phone: "(11) 91234-5678",
      email: "maria@example.com",
      country: "BR",
      postal_code: "01310-100",
      state: "SP",
      city: "São Paulo",
      address: "Avenida Paulista",
      number: "1000",
      complement: "Apt 12",
      quarter: "Bela Vista",
      reference: null,
    },
    sender: {
      name: "Lumen Goods Ltd.",
      email: "ops@lumen.example.com",
      phone: "+86 138 0013 8000",
      country: "CN",
      postal_code: "518000",
      state: "Guangdong",
      city: "Shenzhen",
      address: "Keyuan Road",
      number: "88",
      tax_number: "91440300MA5FXXXX1",
      website: "https://lumen.example.com",
    },
    boxes: [
      {
        length: 30,
        width: 20,
        height: 10,
        empty_weight: 0.2,
        weight: 1.2,
        items: [
          { sku: "TSHIRT-M", name: "Cotton T-shirt", category: "fashion", hs_code: "6109.10", origin_country: "CN", unit_price: 19.9, unit_weight: 0.2, quantity: 2 },
          { sku: "BOOK-HC-01", name: "Hardcover novel", category: "books and collectibles", hs_code: "490199", origin_country: "CN", unit_price: 22, unit_weight: 0.6, quantity: 1 },
        ],
      },
    ],
    agreed_to_costs: true,
  };
}

