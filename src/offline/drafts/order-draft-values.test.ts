import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { orderDraftOf } from "../../../tests/fixtures/order-draft";
import { validOrderInput } from "../../../tests/fixtures/orders";
import { OrderInput } from "../../api/schemas/order-create";
import { draftToOrderInput, emptyBox, emptyItem, emptyOrderDraft, type OrderDraftValues } from "./order-draft-values";

/** A draft with one box of one item, its numbers typed as the test says. */
function draftWith(box: Partial<ReturnType<typeof emptyBox>>, item: Partial<ReturnType<typeof emptyItem>> = {}): OrderDraftValues {
  const draft = emptyOrderDraft();
  draft.boxes = [{ ...emptyBox(), ...box, items: [{ ...emptyItem(), sku: " S1 ", unit_price: "10", unit_weight: "0.5", quantity: "2", ...item }] }];
  return draft;
}

describe("the empty draft", () => {
  it("starts with one box holding one item", () => {
    const draft = emptyOrderDraft();
    expect(draft.boxes).toHaveLength(1);
    expect(draft.boxes[0]!.items).toHaveLength(1);
    expect(draft.boxes[0]!.key).not.toBe(emptyOrderDraft().boxes[0]!.key);
  });
});

describe("draftToOrderInput", () => {
  it("keeps metric numbers as typed, decimal comma included", () => {
    const input = draftToOrderInput(draftWith({ length: "30", width: "20,5", height: "10", empty_weight: "0,1", weight: "1.25" }, { unit_price: "12,50" }), "metric");
    expect(input.boxes[0]).toMatchObject({ length: 30, width: 20.5, height: 10, empty_weight: 0.1, weight: 1.25 });
    expect(input.boxes[0]!.items[0]).toMatchObject({ sku: "S1", unit_price: 12.5, unit_weight: 0.5, quantity: 2 });
  });

  it("converts imperial sizes and weights to cm and kg: 10 in = 25.4 cm, 2 lb = 0.907 kg", () => {
    const input = draftToOrderInput(draftWith({ length: "10", width: "5", height: "1", empty_weight: "", weight: "2" }, { unit_weight: "1" }), "imperial");
    expect(input.boxes[0]).toMatchObject({ length: 25.4, width: 12.7, height: 2.54, empty_weight: 0, weight: 0.907 });
    expect(input.boxes[0]!.items[0]!.unit_weight).toBe(0.454);
    // Prices are money, not measures: never converted.
    expect(input.boxes[0]!.items[0]!.unit_price).toBe(10);
  });

  it("turns junk into NaN for the rules to report, never into 0", () => {
    const input = draftToOrderInput(draftWith({ length: "abc", width: "", height: "10", weight: "1kg" }, { unit_price: "ten", quantity: "" }), "metric");
    expect(input.boxes[0]!.length).toBeNaN();
    expect(input.boxes[0]!.width).toBeNaN();
    expect(input.boxes[0]!.weight).toBeNaN();
    expect(input.boxes[0]!.items[0]!.unit_price).toBeNaN();
    expect(input.boxes[0]!.items[0]!.quantity).toBeNaN();
  });

  it("leaves optional texts null when blank and marks the app as the source", () => {
    const draft = draftWith({ length: "1", width: "1", height: "1", weight: "1" });
    draft.shipment.order_number = "  A-1  ";
    draft.customer.complement = " ";
    const input = draftToOrderInput(draft, "metric");
    expect(input.order_number).toBe("A-1");
    expect(input.customer.complement).toBeNull();
    expect(input.sales_channel_id).toBeNull();
    expect(input.contract_id).toBeNaN();
    expect(input.data_source).toBe(1);
  });
});

describe("the shared valid order as a draft (tests/fixtures/order-draft.ts)", () => {
  it("turns back into the same order, which the API's schema accepts", () => {
    // The wizard has no field for the taxes' currency: the server takes its default.
    const { taxes_currency: _notInTheWizard, ...order } = validOrderInput("LG-FIXTURE-1");
    const draft = orderDraftOf(order);
    expect(draft.boxes[0]!.items[1]!.unit_weight).toBe("0.6");
    const input = draftToOrderInput(draft, "metric");
    expect(input).toMatchObject(order);
    expect(v.safeParse(OrderInput, input).issues).toBeUndefined();
  });

  it("is repeatable: the same keys on every call", () => {
    expect(orderDraftOf(validOrderInput("A")).boxes).toEqual(orderDraftOf(validOrderInput("A")).boxes);
  });
});
