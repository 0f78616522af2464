import { describe, expect, it } from "vitest";
import { orderIssues } from "../../../domain/order-validation";
import { draftToOrderInput, emptyBox, emptyItem } from "../../../offline/drafts/order-draft-values";
import {
  addItem,
  applyBoxTemplate,
  applyProductTemplate,
  boxTemplateInputOf,
  contentsWeight,
  productTemplateInputOf,
  removeItem,
  updateBoxWeighed,
  updateItem,
  withAutoWeight,
} from "./shipment-draft";
import { fixtureContext, validDraft } from "../wizard/steps-testing";

const boxTemplate = { name: "Small", length: 30, width: 20, height: 10, empty_weight: 0.25, weight: null, harmful_products: false, auto_select: false, serverId: 12 };
const productTemplate = {
  sku: "MUG-1",
  name: "Mug",
  description: null,
  category: "home decor" as const,
  hs_code: "6912.00",
  origin_country: "PT",
  unit_price: 9.5,
  unit_weight: 0.4536,
  serverId: 5,
};

describe("the fixture draft", () => {
  it("breaks no rule, so the step tests start from a valid order", () => {
    const draft = validDraft();
    expect(orderIssues(draftToOrderInput(draft, "metric"), fixtureContext({ draft }).rules)).toEqual([]);
  });
});

describe("total weight", () => {
  it("is the empty box plus every item times its quantity, in the typed unit", () => {
    const box = { ...emptyBox(), empty_weight: "0,2", items: [{ ...emptyItem(), unit_weight: "0.3", quantity: "2" }, { ...emptyItem(), unit_weight: "abc", quantity: "1" }] };
    expect(contentsWeight(box)).toBe(0.8);
  });

  it("follows the contents while the user has not typed one, and keeps a typed one", () => {
    let draft = { ...validDraft(), boxes: [{ ...emptyBox(), weight: "" }] };
    draft = updateBoxWeighed(draft, 0, (box) => ({ ...box, empty_weight: "0.5" }));
    expect(draft.boxes[0]!.weight).toBe("0.5");
    draft = updateItem(draft, 0, 0, (item) => ({ ...item, unit_weight: "1.25", quantity: "2" }));
    expect(draft.boxes[0]!.weight).toBe("3");
    draft = addItem(draft, 0);
    draft = updateItem(draft, 0, 1, (item) => ({ ...item, unit_weight: "1" }));
    expect(draft.boxes[0]!.weight).toBe("4");

    // The user weighs the box: 4.4 is theirs from now on.
    draft = { ...draft, boxes: [{ ...draft.boxes[0]!, weight: "4.4" }] };
    draft = removeItem(draft, 0, 1);
    expect(draft.boxes[0]!.weight).toBe("4.4");
  });

  it("leaves a blank weight blank while nothing weighs anything", () => {
    const before = emptyBox();
    expect(withAutoWeight(before, { ...before, length: "10" }).weight).toBe("");
  });
});

describe("templates", () => {
  it("a box template writes its sizes in the user's units and remembers the template", () => {
    const metric = applyBoxTemplate({ ...emptyBox(), weight: "" }, boxTemplate, "metric");
    expect(metric).toMatchObject({ template_id: 12, length: "30", width: "20", height: "10", empty_weight: "0.25", weight: "0.25" });
    const imperial = applyBoxTemplate(emptyBox(), { ...boxTemplate, length: 25.4, weight: 2 }, "imperial");
    expect(imperial).toMatchObject({ length: "10", empty_weight: "0.551", weight: "4.409" });
  });

  it("a product template fills the item and keeps its quantity", () => {
    const item = applyProductTemplate({ ...emptyItem(), quantity: "3" }, productTemplate, "imperial");
    expect(item).toMatchObject({ template_id: 5, sku: "MUG-1", category: "home decor", hs_code: "6912.00", origin_country: "PT", unit_price: "9.5", unit_weight: "1", quantity: "3" });
  });

  it("a box becomes a metric template named by its sizes, only once it has sizes", () => {
    expect(boxTemplateInputOf({ ...emptyBox(), length: "10", width: "", height: "5" }, "metric", "cm")).toBeNull();
    expect(boxTemplateInputOf({ ...emptyBox(), length: "10", width: "8", height: "4", empty_weight: "1" }, "imperial", "in")).toMatchObject({
      name: "10 × 8 × 4 in",
      length: 25.4,
      width: 20.32,
      height: 10.16,
      empty_weight: 0.454,
    });
  });

  it("an item becomes a product template once it has what a template needs", () => {
    expect(productTemplateInputOf({ ...emptyItem(), sku: "A" }, "metric")).toBeNull();
    const item = validDraft().boxes[0]!.items[0]!;
    expect(productTemplateInputOf(item, "metric")).toEqual({
      sku: "TS-1",
      name: "T-shirt",
      description: null,
      category: "fashion",
      hs_code: "610910",
      origin_country: "CN",
      unit_price: 20,
      unit_weight: 0.3,
    });
  });
});
