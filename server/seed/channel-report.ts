import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * The demo's sales channel file (issue 17): an Amazon "unshipped orders" report as Seller Central
 * exports it (tab-separated, hyphenated header, one row per order item, the line price in
 * item-price), ten orders to Brazil. CPFs carry valid check digits and phones are valid
 * Brazilian mobiles, so the orders pass the import rules once mapped. One SKU (MUG-CER-350) has
 * no product template, so the mapping screen has a gap to show; order 701-4829301-5573012 has
 * two items.
 */
export const DEMO_CHANNEL_FILE_NAME = "amazon-unshipped-orders-2026-11-25.txt";
export const DEMO_CHANNEL_FILE_ID = 1;
/** The SKU of the sample with no product template of seller 1. */
export const DEMO_UNMAPPED_SKU = "MUG-CER-350";

const HEADER = [
  "order-id", "order-item-id", "purchase-date", "payments-date", "buyer-email", "buyer-name", "buyer-phone-number",
  "sku", "product-name", "quantity-purchased", "currency", "item-price", "item-tax", "shipping-price", "shipping-tax",
  "ship-service-level", "recipient-name", "ship-address-1", "ship-address-2", "ship-address-3", "ship-city", "ship-state",
  "ship-postal-code", "ship-country", "ship-phone-number", "buyer-tax-registration-id", "is-business-order", "is-prime",
] as const;

type Row = [orderId: string, itemId: string, date: string, buyer: string, email: string, phone: string, sku: string, product: string, quantity: number, price: string, street: string, complement: string, quarter: string, city: string, state: string, postal: string, cpf: string];

const ROWS: Row[] = [
  ["701-4829301-5573012", "40213387651203", "2026-11-24T13:05:11+00:00", "Mariana Souza", "k3h9x2m4p7@marketplace.amazon.com", "+55 11 98765-4321", "CASE-IP15", "Clear case for iPhone 15", 2, "25.80", "Rua Augusta, 1508", "Apto 72", "Consolação", "São Paulo", "SP", "01304-001", "864.542.841-58"],
  ["701-4829301-5573012", "40213387651204", "2026-11-24T13:05:11+00:00", "Mariana Souza", "k3h9x2m4p7@marketplace.amazon.com", "+55 11 98765-4321", "BOOK-HC-01", "Hardcover novel, first edition", 1, "18.90", "Rua Augusta, 1508", "Apto 72", "Consolação", "São Paulo", "SP", "01304-001", "864.542.841-58"],
  ["702-1183746-2290431", "51877201934411", "2026-11-24T15:42:37+00:00", "Rafael Lima", "q8v2n5t1w6@marketplace.amazon.com", "+55 21 99612-3487", "SHOE-RUN-42", "Running shoes, size 42", 1, "89.00", "Avenida Atlântica, 2364", "Bloco B", "Copacabana", "Rio de Janeiro", "RJ", "22041-001", "036.648.562-87"],
  ["702-6620158-7741209", "62093378102256", "2026-11-24T18:11:02+00:00", "Camila Ferreira", "z4r7y1c9d3@marketplace.amazon.com", "+55 31 98844-1029", "TSHIRT-M", "Organic cotton T-shirt, M", 3, "54.00", "Rua da Bahia, 1148", "Sala 3", "Centro", "Belo Horizonte", "MG", "30160-011", "802.328.835-05"],
  ["703-3358812-4419870", "73301845527719", "2026-11-24T20:27:45+00:00", "Lucas Oliveira", "b6m1s8k2f5@marketplace.amazon.com", "+55 41 99731-5562", "PWRBANK-10K", "Power bank 10000 mAh", 1, "39.90", "Rua XV de Novembro, 700", "", "Centro", "Curitiba", "PR", "80020-310", "811.461.879-55"],
  ["703-9047715-1836624", "84410297735120", "2026-11-25T09:03:19+00:00", "Juliana Costa", "h2p5w8q3n1@marketplace.amazon.com", "+55 51 98120-7743", "MUG-CER-350", "Ceramic mug 350 ml", 2, "31.00", "Avenida Ipiranga, 6681", "Prédio 32", "Partenon", "Porto Alegre", "RS", "90619-900", "268.506.590-30"],
  ["704-2275589-6603318", "95528736610084", "2026-11-25T10:36:54+00:00", "Gabriel Rocha", "t9c3v6b2x8@marketplace.amazon.com", "+55 71 99208-6615", "CASE-IP15", "Clear case for iPhone 15", 1, "12.90", "Avenida Sete de Setembro, 1238", "Casa", "Vitória", "Salvador", "BA", "40080-001", "507.590.631-17"],
  ["704-5512093-8827145", "16634572209918", "2026-11-25T12:58:08+00:00", "Beatriz Almeida", "m5x8k1r4z7@marketplace.amazon.com", "+55 61 98453-2290", "BOOK-HC-01", "Hardcover novel, first edition", 2, "37.80", "SQN 308 Bloco C, 204", "", "Asa Norte", "Brasília", "DF", "70747-030", "833.850.414-90"],
  ["705-0368824-3350672", "27740113368851", "2026-11-25T14:20:31+00:00", "Pedro Santos", "w1f4j7c2m9@marketplace.amazon.com", "+55 81 99567-8134", "TSHIRT-M", "Organic cotton T-shirt, M", 1, "18.00", "Rua do Bom Jesus, 183", "Loja 2", "Recife", "Recife", "PE", "50030-170", "398.882.445-31"],
  ["705-7791456-0912283", "38856690014427", "2026-11-25T16:47:12+00:00", "Larissa Gomes", "p7n2d5h8s3@marketplace.amazon.com", "+55 85 98731-4406", "SHOE-RUN-42", "Running shoes, size 42", 1, "89.00", "Avenida Beira Mar, 3980", "Apto 1101", "Mucuripe", "Fortaleza", "CE", "60165-121", "525.199.450-87"],
  ["706-1405527-4468019", "49962238857763", "2026-11-25T19:09:50+00:00", "Thiago Ribeiro", "c8q3m6t1v4@marketplace.amazon.com", "+55 48 99184-3372", "PWRBANK-10K", "Power bank 10000 mAh", 2, "79.80", "Rua Felipe Schmidt, 515", "Apto 402", "Centro", "Florianópolis", "SC", "88010-001", "050.747.034-68"],
];

function line([orderId, itemId, date, buyer, email, phone, sku, product, quantity, price, street, complement, quarter, city, state, postal, cpf]: Row): string {
  const cells: Record<(typeof HEADER)[number], string> = {
    "order-id": orderId, "order-item-id": itemId, "purchase-date": date, "payments-date": date, "buyer-email": email, "buyer-name": buyer,
    "buyer-phone-number": phone, sku, "product-name": product, "quantity-purchased": String(quantity), currency: "USD", "item-price": price,
    "item-tax": "0.00", "shipping-price": "0.00", "shipping-tax": "0.00", "ship-service-level": "Expedited", "recipient-name": buyer,
    "ship-address-1": street, "ship-address-2": complement, "ship-address-3": quarter, "ship-city": city, "ship-state": state,
    "ship-postal-code": postal, "ship-country": "BR", "ship-phone-number": phone, "buyer-tax-registration-id": cpf,
    "is-business-order": "false", "is-prime": "false",
  };
  return HEADER.map((name) => cells[name]).join("\t");
}

/** The report's text, CRLF like Seller Central's downloads. */
export const DEMO_CHANNEL_REPORT = [HEADER.join("\t"), ...ROWS.map(line)].join("\r\n") + "\r\n";
export const DEMO_CHANNEL_ORDER_COUNT = new Set(ROWS.map((row) => row[0])).size;

export async function seedDemoChannelFiles(db: Kysely<Database>, at: string): Promise<void> {
  const bytes = Buffer.from(DEMO_CHANNEL_REPORT, "utf8");
  await db
    .insertInto("channel_files")
    .values({
      id: DEMO_CHANNEL_FILE_ID, seller_id: 1, user_id: 1, channel: "amazon", name: DEMO_CHANNEL_FILE_NAME, size: bytes.length, bytes,
      orders_count: DEMO_CHANNEL_ORDER_COUNT, rows_count: ROWS.length, status: "new", mapping: null, import_job_id: null, created_at: at, updated_at: at,
    })
    .execute();
}
