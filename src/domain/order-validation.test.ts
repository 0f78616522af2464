import { describe, expect, it } from "vitest";
import {
  boxIssues,
  customerIssues,
  type ItemForRules,
  issuesAsMessages,
  type OrderForRules,
  type OrderIssue,
  type OrderIssueCode,
  orderIssues,
  type OrderRulesContext,
  orderIssueText,
  senderIssues,
  shipmentIssues,
} from "./order-validation";
import { validOrderInput } from "../../tests/fixtures/orders";
import type { ContractTerms } from "./pricing";

const CONTRACT: ContractTerms = {
  id: 7,
  name: "Standard",
  carrier_name: "Carrier",
  delivery_time: 10,
  incoterms: ["DDP", "DDU"],
  allows_battery: false,
  allows_dangerous_goods: false,
  first_half_kg_cents: 1000,
  additional_half_kg_cents: 400,
  duties_percent: 60,
  sales_tax_percent: 17,
  insurance_percent: 2,
  ddp_max_goods_value_cents: 3000_00,
};

const item = (over: Partial<ItemForRules> = {}): ItemForRules => ({
  sku: "TS-01",
  name: "T-shirt",
  category: "fashion",
  hs_code: "610910",
  origin_country: "CN",
  unit_price: 25,
  unit_weight: 0.2,
  quantity: 2,
  ...over,
});

/** A Brazilian order that breaks no rule: the shared fixture (tests/fixtures/orders.ts), as the rules read it. */
function validOrder(): OrderForRules {
  return { ...validOrderInput("A-1001"), incoterm: "DDP", documents: [] };
}

const CONTEXT: OrderRulesContext = { contract: CONTRACT };
const at = (issues: OrderIssue[]) => issues.map((issue) => [issue.path, issue.code]);

describe("a valid order", () => {
  it("has no issues", () => {
    expect(orderIssues(validOrder(), CONTEXT)).toEqual([]);
  });
});

describe("receiver", () => {
  const customer = (over: Partial<OrderForRules["customer"]>) => customerIssues({ ...validOrder().customer, ...over });

  it("reports every blank required field", () => {
    expect(at(customer({ full_name: " ", city: "", number: "" }))).toEqual([
      ["customer.full_name", "blank"],
      ["customer.city", "blank"],
      ["customer.number", "blank"],
    ]);
  });

  it("checks the CPF and CNPJ check digits, and a blank document for Brazil", () => {
    expect(at(customer({ document: "529.982.247-24" }))).toEqual([["customer.document", "invalid_cpf"]]);
    expect(at(customer({ document: "111.111.111-11" }))).toEqual([["customer.document", "invalid_cpf"]]);
    expect(at(customer({ document: "11.222.333/0001-80" }))).toEqual([["customer.document", "invalid_cnpj"]]);
    expect(at(customer({ document: "" }))).toEqual([["customer.document", "blank"]]);
  });

  it("checks the postal code against the country, and says when its length is what is wrong", () => {
    expect(at(customer({ postal_code: "1234" }))).toEqual([["customer.postal_code", "invalid_zip"]]);
    const zip = (postal_code: string) => customerIssues({ ...validOrder().customer, postal_code }).find((issue) => issue.path === "customer.postal_code");
    expect(zip("1234")?.params).toEqual({ expected: "8", actual: 4, unit: "digits" });
    expect(zip("013101000")?.params).toEqual({ expected: "8", actual: 9, unit: "digits" });
    expect(zip("01310-100")).toBeUndefined();
  });

  it("wants a phone of the destination country", () => {
    expect(at(customer({ phone: "+54 9 11 2345-6789" }))).toEqual([["customer.phone", "invalid_phone"]]);
    // The country goes with the problem: the message gives an example of a phone there.
    const receiver = validOrder().customer;
    expect(customerIssues({ ...receiver, phone: "123" }).find((issue) => issue.code === "invalid_phone")?.params).toEqual({ country: receiver.country });
    expect(at(customer({ phone: "11 91234-5678" }))).toEqual([]);
  });

  it("checks the e-mail when there is one", () => {
    expect(at(customer({ email: "maria@" }))).toEqual([["customer.email", "invalid_email"]]);
    expect(at(customer({ email: "" }))).toEqual([]);
  });

  it("takes digits only as the house number", () => {
    expect(at(customer({ number: "12A" }))).toEqual([["customer.number", "house_number_digits"]]);
  });
});

describe("sender", () => {
  const sender = (over: Partial<OrderForRules["sender"]>) => senderIssues({ ...validOrder().sender, ...over });

  it("wants the phone with + and the country code", () => {
    expect(at(sender({ phone: "202 456 1111" }))).toEqual([["sender.phone", "invalid_seller_phone"]]);
  });

  it("requires an e-mail, and a valid one", () => {
    expect(at(sender({ email: "" }))).toEqual([["sender.email", "blank"]]);
    expect(at(sender({ email: "shop.example.com" }))).toEqual([["sender.email", "invalid_email"]]);
  });

  it("takes digits only as the house number", () => {
    expect(at(sender({ number: "12A" }))).toEqual([["sender.number", "house_number_digits"]]);
  });

  it("takes an http or https website, or none", () => {
    for (const website of ["javascript:alert(1)", "data:text/html,hi", "ftp://files.example.com", "lumen.example.com"]) {
      expect(at(sender({ website })), website).toEqual([["sender.website", "invalid_link"]]);
    }
    for (const website of ["https://lumen.example.com", " http://lumen.example.com/shop ", "", null, undefined]) expect(at(sender({ website })), String(website)).toEqual([]);
    expect(orderIssueText({ path: "sender.website", code: "invalid_link" })).toBe("Must be a link starting with http:// or https://");
  });

  it("checks a Brazilian sender's CEP", () => {
    expect(at(sender({ country: "BR", postal_code: "0131" }))).toEqual([["sender.postal_code", "invalid_zip"]]);
  });
});

describe("boxes and items", () => {
  const box = validOrder().boxes[0]!;
  const itemCodes = (over: Partial<ItemForRules>) => at(boxIssues({ ...box, items: [item(over)] }, 0));

  it("accepts HS codes of 6 or 8 digits, dots and spaces aside", () => {
    for (const hs of ["610910", "61091000", "6109.10", "6109.10.00", "6109 10"]) expect(itemCodes({ hs_code: hs }), hs).toEqual([]);
  });

  it("refuses HS codes of 5, 7 or 9 digits, and letters", () => {
    for (const hs of ["61091", "6109100", "610910001", "6109AB"]) expect(itemCodes({ hs_code: hs }), hs).toEqual([["boxes.0.items.0.hs_code", "hs_code_digits"]]);
  });

  it("wants a unit price of at least 0.01 and a positive unit weight", () => {
    expect(itemCodes({ unit_price: 0.001 })).toEqual([["boxes.0.items.0.unit_price", "min_amount"]]);
    expect(itemCodes({ unit_price: Number.NaN })).toEqual([["boxes.0.items.0.unit_price", "min_amount"]]);
    expect(itemCodes({ unit_price: 0.01 })).toEqual([]);
    expect(itemCodes({ unit_weight: 0 })).toEqual([["boxes.0.items.0.unit_weight", "not_positive"]]);
  });

  it("reports a blank SKU, name and origin at the item's path", () => {
    expect(itemCodes({ sku: "", name: " ", origin_country: "" })).toEqual([
      ["boxes.0.items.0.sku", "blank"],
      ["boxes.0.items.0.name", "blank"],
      ["boxes.0.items.0.origin_country", "blank"],
    ]);
  });

  it("wants at least 1 item in a box", () => {
    expect(at(boxIssues({ ...box, items: [] }, 1))).toEqual([["boxes.1", "box_without_items"]]);
  });

  it("reports the parcel limits at the measure that broke them, with the figures", () => {
    const issues = boxIssues({ ...box, length: 110, width: 60, height: 40 }, 0);
    expect(issues).toContainEqual({ path: "boxes.0.length", code: "side_too_long", params: { actual: 110, limit: 105, measure: "length" } });
    expect(issues).toContainEqual({ path: "boxes.0.length", code: "sides_sum_too_long", params: { actual: 210, limit: 200, measure: "sides" } });
    expect(at(boxIssues({ ...box, weight: 31 }, 0))).toEqual([["boxes.0.weight", "too_heavy"]]);
  });

  it("wants the box to weigh at least its empty weight and contents", () => {
    // The fixture's box: 0.2 kg empty + 2 x 0.2 kg + 0.6 kg = 1.2 kg.
    expect(boxIssues({ ...box, weight: 1.1 }, 0)).toEqual([{ path: "boxes.0.weight", code: "weight_below_contents", params: { actual: 1.1, limit: 1.2 } }]);
    expect(boxIssues({ ...box, weight: 1.2 }, 0)).toEqual([]);
  });
});

describe("shipment", () => {
  const shipment = (over: Partial<OrderForRules>, context: OrderRulesContext = CONTEXT) => at(shipmentIssues({ ...validOrder(), ...over }, context));

  it("requires an order number", () => {
    expect(shipment({ order_number: " " })).toEqual([["order_number", "blank"]]);
  });

  it("requires the RFB code for PRC orders only", () => {
    expect(shipment({ prc: true, seller_rfb_code: "" })).toEqual([["seller_rfb_code", "rfb_required"]]);
    expect(shipment({ prc: true, seller_rfb_code: "RFB123" })).toEqual([]);
    expect(shipment({ prc: false, seller_rfb_code: null })).toEqual([]);
  });

  it("wants a known contract", () => {
    expect(shipment({}, { contract: undefined })).toEqual([["contract_id", "unknown_contract"]]);
  });

  it("refuses an incoterm the contract does not allow for this goods value", () => {
    const dear = [{ ...validOrder().boxes[0]!, items: [item({ unit_price: 2000 })] }];
    const issues = shipmentIssues({ ...validOrder(), boxes: dear, incoterm: "DDP" }, CONTEXT);
    expect(issues).toContainEqual({ path: "incoterm", code: "incoterm_not_allowed", params: { incoterm: "DDP" } });
    expect(shipment({ boxes: dear, incoterm: "DDU" })).toEqual([]);
    expect(shipment({}, { contract: { ...CONTRACT, incoterms: ["DDU"] } })).toEqual([["incoterm", "incoterm_not_allowed"]]);
  });

  it("refuses batteries and harmful products the contract does not carry", () => {
    const battery = [{ ...validOrder().boxes[0]!, items: [item({ category: "mobile phone" })] }];
    expect(shipment({ boxes: battery })).toEqual([["contract_id", "battery_not_allowed"]]);
    const harmful = [{ ...validOrder().boxes[0]!, harmful_products: true }];
    expect(shipment({ boxes: harmful })).toEqual([["contract_id", "dangerous_goods_not_allowed"]]);
  });

  it("with a landed cost, wants item values that cover freight and taxes", () => {
    // Goods 50.00; freight 14.00, duties 38.40, taxes 17.60: 70.00 > 50.00.
    expect(shipment({ landed_cost: true })).toEqual([["base", "value_too_low"]]);
    expect(shipment({ landed_cost: false })).toEqual([]);
    // Goods 1000.00 against 14.00 + 608.40 + 275.81.
    const dear = [{ ...validOrder().boxes[0]!, items: [item({ unit_price: 500 })] }];
    expect(shipment({ landed_cost: true, boxes: dear })).toEqual([]);
  });

  it("wants a document for every HS code that needs one", () => {
    const context = { ...CONTEXT, codes_needing_documents: ["330499", "610910"] };
    expect(shipmentIssues({ ...validOrder(), documents: [{ hs_code: "3304.99" }] }, context)).toEqual([
      { path: "documents", code: "documents_missing", params: { codes: "610910" } },
    ]);
    expect(shipment({ documents: [{ hs_code: "3304.99" }, { hs_code: "610910" }] }, context)).toEqual([]);
  });

  it("wants the agreement to the cost summary", () => {
    expect(shipment({ agreed_to_costs: false })).toEqual([["agreed_to_costs", "agreement_required"]]);
    expect(shipment({ agreed_to_costs: undefined })).toEqual([["agreed_to_costs", "agreement_required"]]);
  });
});

describe("English texts", () => {
  it("are the spec's where it has one", () => {
    const text = (code: OrderIssueCode) => orderIssueText({ path: "x", code });
    expect(text("blank")).toBe("Can't be blank");
    expect(text("invalid_cpf")).toBe("Invalid CPF");
    expect(text("invalid_cnpj")).toBe("Invalid CNPJ");
    expect(text("invalid_document")).toBe("Invalid document");
    expect(text("invalid_zip")).toBe("Invalid zip code");
    expect(text("invalid_phone")).toBe("Invalid phone");
    expect(text("invalid_email")).toBe("Invalid E-mail");
    expect(text("min_amount")).toBe("must be greater than 0.01");
    expect(text("value_too_low")).toBe("Item values too low to cover freight and taxes");
    expect(text("documents_missing")).toBe("Some important documents are missing!!! Include all documents to create an order.");
  });

  it("become the 422 body's messages, grouped by field", () => {
    const order = validOrder();
    order.customer.document = "529.982.247-24";
    order.customer.number = "12A";
    order.agreed_to_costs = false;
    expect(issuesAsMessages(orderIssues(order, CONTEXT))).toEqual({
      "customer.document": ["Invalid CPF"],
      "customer.number": ["Digits only; put letters in the complement"],
      agreed_to_costs: ["Agree to the cost summary to continue"],
    });
  });
});
