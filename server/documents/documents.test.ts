import { describe, expect, it, vi } from "vitest";
import { DEFAULT_PRINTING_SETTINGS, DOCUMENT_KINDS, type DocumentKind, LABEL_FORMATS, PAGE_SIZES, type LabelFormat } from "../../src/api/schemas/documents";
import type { Order, OrderBox, OrderItem } from "../../src/api/schemas/orders";
import type { DocumentOrder } from "./document-order";
import { renderDocuments } from "./render";
import { readPdf } from "./testing-read-pdf";

vi.setConfig({ testTimeout: 30_000 });

const PRINTED_AT = new Date("2025-01-15T12:00:00.000Z");

function item(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 1,
    sku: "PHONE-X1",
    name: "Smartphone X1",
    description: "Black, 128 GB",
    category: "mobile phone",
    hs_code: "85171300",
    origin_country: "CN",
    unit_price: 150,
    unit_weight: 0.4,
    quantity: 2,
    tax_value: 0,
    ...overrides,
  };
}

function box(number: number, items: OrderItem[], overrides: Partial<OrderBox> = {}): OrderBox {
  return { id: number, number, length: 30, width: 20, height: 10, empty_weight: 0.2, weight: 1.2, harmful_products: false, items, ...overrides };
}

/** A Brazilian receiver with accents, two boxes, lithium batteries. */
function sampleOrder(overrides: Partial<Order> = {}): DocumentOrder {
  const order: Order = {
    id: 7,
    order_number: "LG-2001",
    reference: "NB410123456BR",
    sales_channel_id: null,
    sales_channel_name: null,
    sales_channel_order_number: "MLB-778899",
    customer_full_name: "João Conceição",
    customer_country: "BR",
    customer_city: "São Paulo",
    customer_postal_code: "01310-100",
    total_value: 340,
    currency: "USD",
    current_status: { id: 100, name: "NEW" },
    current_status_id: 100,
    contract_name: "Express",
    dispatched: false,
    overpacked: false,
    contain_battery: true,
    dangerous_good: false,
    last_mile_tracking_number: null,
    created_at: "2025-01-10T09:30:00.000Z",
    status: "NEW",
    contract_id: 1,
    incoterm: "DDP",
    taxes_currency: "USD",
    landed_cost: false,
    prc: false,
    insurance: true,
    insurance_cost: 3.4,
    insurance_coverage: 340,
    estimated_delivery_date: null,
    freight_value: 21.5,
    freight_cost: 21.5,
    duties_tax: 0,
    sales_tax: 0,
    total_cost: 24.9,
    delivery_time: 5,
    label: null,
    commercial_invoice: null,
    first_mile_tracking_number: null,
    first_mile_carrier_name: null,
    last_mile_carrier_number: null,
    observations: null,
    dispatched_at: null,
    data_source: 1,
    collected_icms: 0,
    collected_ii: 0,
    seller_rfb_code: null,
    seller_legal_name: null,
    commercial_destination: false,
    customer: {
      full_name: "João Conceição",
      document: "52998224725",
      document_type: "CPF",
      phone: "+5511987654321",
      email: "joao@example.com",
      country: "BR",
      postal_code: "01310-100",
      state: "SP",
      city: "São Paulo",
      address: "Avenida Paulista",
      number: "1578",
      complement: "Apto 12",
      quarter: "Bela Vista",
      reference: null,
    },
    boxes: [box(1, [item()]), box(2, [item({ id: 2, sku: "CASE-01", name: "Phone case", category: "accessory (no battery)", hs_code: "420232", unit_price: 20, quantity: 3 })], { weight: 0.6 })],
    costs: { freight_cost: 21.5, duties: 0, insurance: 3.4, general_costs: 0, fines: 0 },
    volumes: [],
    ...overrides,
  };
  return {
    order,
    carrierName: "Andes Air Courier",
    sender: {
      name: "Lumen Goods Ltd.",
      email: "ops@lumen.example.com",
      phone: "+5511912345678",
      country: "BR",
      postal_code: "04538-132",
      state: "SP",
      city: "São Paulo",
      address: "Rua Funchal",
      number: "418",
      complement: null,
      tax_number: "11222333000181",
      tax_number_is_cpf: false,
      website: null,
    },
    seller: { name: "Lumen Goods Ltd.", email: "ops@lumen.example.com", website: null },
  };
}

const render = (kind: DocumentKind, orders: DocumentOrder[], format: LabelFormat, settings = DEFAULT_PRINTING_SETTINGS) =>
  renderDocuments({ kind, orders, format, settings, printedAt: PRINTED_AT });

describe("shipping label", () => {
  for (const format of LABEL_FORMATS) {
    it(`in ${format} has one page per box of ${PAGE_SIZES[format].join(" x ")} pt, the tracking number as text and as Code 128`, async () => {
      const entry = sampleOrder();
      const pages = await readPdf(await render("label", [entry], format));
      expect(pages).toHaveLength(2);
      pages.forEach((page, index) => {
        expect(page.size).toEqual([...PAGE_SIZES[format]]);
        expect(page.text).toContain(entry.order.reference);
        expect(page.barcodes).toEqual([entry.order.reference]);
        expect(page.text).toContain(`Box ${index + 1} of 2`);
      });
      const [first] = pages;
      for (const text of ["Andes Air Courier", "Express", "DDP", "João Conceição", "Avenida Paulista, 1578", "São Paulo - SP", "Lumen Goods Ltd.", "LG-2001", "2025-01-10", "1.2 kg", "Contains lithium batteries"]) {
        expect(first!.text).toContain(text);
      }
      // 30 x 20 x 10 cm is 1 kg volumetric: the 1.2 kg actual weight is billed.
      expect(first!.text).toMatch(/Billed weight\s+1\.2 kg/i);
    });
  }

  it("prints no battery warning on an order without batteries, and DDU when so", async () => {
    const entry = sampleOrder({ contain_battery: false, incoterm: "DDU" });
    const [page] = await readPdf(await render("label", [entry], "4x6"));
    expect(page!.text).not.toContain("lithium");
    expect(page!.text).toContain("DDU");
  });

  it("keeps a label on its page whatever the length of names and addresses", async () => {
    const long = "Rua das Laranjeiras Muito Compridas Que Nunca Acabam ".repeat(8);
    const entry = sampleOrder();
    entry.order.customer = { ...entry.order.customer, full_name: long, address: long, complement: long, quarter: long, city: long };
    entry.carrierName = long;
    const pages = await readPdf(await render("label", [entry], "4x6"));
    expect(pages).toHaveLength(2);
    expect(pages[0]!.barcodes).toEqual([entry.order.reference]);
  });

  it("prints Portuguese and Spanish accents and writes characters outside WinAnsi as ?", async () => {
    const entry = sampleOrder();
    entry.order.customer = { ...entry.order.customer, full_name: "Ñandú Pérez 李小龙", city: "Curaçao" };
    const [page] = await readPdf(await render("label", [entry], "letter_full"));
    expect(page!.text).toContain("Ñandú Pérez ???");
    expect(page!.text).toContain("Curaçao");
  });

  it("leaves the return address out when the printing settings say so", async () => {
    const entry = sampleOrder();
    const [withAddress] = await readPdf(await render("label", [entry], "4x6"));
    const [withoutAddress] = await readPdf(await render("label", [entry], "4x6", { ...DEFAULT_PRINTING_SETTINGS, return_address: false }));
    expect(withAddress!.text).toContain("Rua Funchal");
    expect(withoutAddress!.text).not.toContain("Rua Funchal");
    expect(withoutAddress!.text).toContain("Lumen Goods Ltd.");
  });

  it("adds the documents the settings print with the label, each on its own paper", async () => {
    const entry = sampleOrder();
    const settings = { ...DEFAULT_PRINTING_SETTINGS, with_label: { ...DEFAULT_PRINTING_SETTINGS.with_label, commercial_invoice: true, dangerous_goods: true } };
    const pages = await readPdf(await render("label", [entry], "4x6", settings));
    // Two labels, the invoice (letter), then one UN3481 mark per box (4x6).
    expect(pages.map((page) => page.size)).toEqual([[288, 432], [288, 432], [612, 792], [288, 432], [288, 432]]);
    expect(pages[2]!.text).toContain("Commercial invoice");
    expect(pages[3]!.text).toContain("UN3481");
  });
});

describe("customs and handling documents", () => {
  it("commercial invoice: items with HS code, origin, quantities, values, totals, tax ids, declaration", async () => {
    const entry = sampleOrder();
    const [page, ...rest] = await readPdf(await render("commercial_invoice", [entry], "letter_full"));
    expect(rest).toHaveLength(0);
    expect(page!.size).toEqual([612, 792]);
    for (const text of [
      "Commercial invoice",
      "Smartphone X1",
      "85171300",
      "420232",
      "CN",
      "USD 150.00",
      "USD 300.00",
      "USD 60.00",
      "Goods value",
      "USD 360.00",
      "Freight",
      "USD 21.50",
      "Insurance",
      "USD 3.40",
      "Total invoice value",
      "USD 384.90",
      "Incoterm: DDP",
      "CPF: 52998224725",
      "Tax number: 11222333000181",
      "I declare that the information in this invoice is true and correct",
      "Name and signature of the exporter",
    ]) {
      expect(page!.text).toContain(text);
    }
  });

  it("commercial invoice: a long item list continues on further pages with the header again", async () => {
    const items = Array.from({ length: 60 }, (_, i) => item({ id: i + 1, sku: `SKU-${i + 1}`, name: `Product number ${i + 1}` }));
    const pages = await readPdf(await render("commercial_invoice", [sampleOrder({ boxes: [box(1, items)] })], "letter_half"));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.size).toEqual([612, 396]);
    expect(pages.at(-1)!.text).toContain("Total invoice value");
    expect(pages[1]!.text).toContain("HS code");
    const all = pages.map((page) => page.text).join(" ");
    expect(all).toContain("Product number 60");
  });

  it("packing slip: items per box with quantities and no prices", async () => {
    const [page] = await readPdf(await render("packing_slip", [sampleOrder()], "letter_full"));
    for (const text of ["Packing slip", "Box 1 of 2", "Box 2 of 2", "PHONE-X1", "Smartphone X1", "CASE-01", "Phone case", "Total: 5 items in 2 boxes", "MLB-778899"]) {
      expect(page!.text).toContain(text);
    }
    expect(page!.text).not.toContain("USD");
  });

  it("CN35: origin, destination, dispatch number, weight, items and the reference as Code 128", async () => {
    const entry = sampleOrder();
    const pages = await readPdf(await render("cn35", [entry], "4x6"));
    expect(pages).toHaveLength(1);
    const [page] = pages;
    for (const text of ["CN 35", "BY AIRMAIL", "OFFICE OF ORIGIN", "Brazil (BR)", "OFFICE OF DESTINATION", "LG-2001", "1.8 kg", "2 parcels (5 articles)"]) {
      expect(page!.text).toContain(text);
    }
    expect(page!.barcodes).toEqual([entry.order.reference]);
  });

  it("dangerous goods: a UN3481 mark per box with the telephone field", async () => {
    const pages = await readPdf(await render("dangerous_goods", [sampleOrder()], "4x6"));
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page.size).toEqual([288, 432]);
      for (const text of ["UN3481", "Lithium ion batteries contained in equipment", "For more information call:", "+5511912345678", "LG-2001"]) {
        expect(page.text).toContain(text);
      }
    }
  });

  it("battery confirmation: PI 967 Section II declaration, the items with batteries, signature", async () => {
    const [page] = await readPdf(await render("battery_confirmation", [sampleOrder()], "letter_full"));
    for (const text of ["Shipper's confirmation: lithium batteries", "Packing Instruction 967, Section II", "UN3481", "Smartphone X1", "PHONE-X1", "LG-2001", "Signature"]) {
      expect(page!.text).toContain(text);
    }
    // The case holds no battery: only the phone is listed.
    expect(page!.text).not.toContain("Phone case");
  });

  it("every document renders in every format on pages of that format", async () => {
    for (const kind of DOCUMENT_KINDS) {
      for (const format of LABEL_FORMATS) {
        const pages = await readPdf(await render(kind, [sampleOrder()], format));
        expect(pages.length, `${kind} ${format}`).toBeGreaterThan(0);
        for (const page of pages) expect(page.size, `${kind} ${format}`).toEqual([...PAGE_SIZES[format]]);
      }
    }
  });

  it("puts many orders in one file, in the order given", async () => {
    const first = sampleOrder();
    const second = sampleOrder({ id: 8, order_number: "LG-2002", reference: "NB410999999BR", boxes: [box(1, [item()])] });
    const pages = await readPdf(await render("label", [second, first], "4x6"));
    expect(pages.map((page) => page.barcodes[0])).toEqual(["NB410999999BR", "NB410123456BR", "NB410123456BR"]);
  });
});
