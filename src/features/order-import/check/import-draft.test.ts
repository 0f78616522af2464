import { describe, expect, it } from "vitest";
import { IMPORT_COLUMNS } from "../../../domain/order-import/types";
import { draftToOrderInput } from "../../../offline/drafts/order-draft-values";
import { importContext, importRow, TEST_SENDER } from "../../../../tests/fixtures/order-import";
import { importRowsToDraft } from "./import-draft";

const COLUMNS = [...IMPORT_COLUMNS];

describe("a rejected order opened in the wizard", () => {
  it("carries every cell over as typed, boxes and items grouped, names turned into choices", () => {
    const rows = [
      { line: 2, values: importRow("A-1", { contract: "ECONOMY", sales_channel: "loja online", receiver_number: "10A", item_unit_price: "39,90", item_category: "Fashion" }) },
      { line: 3, values: importRow("A-1", { item_sku: "BOOK", box_number: "2", box_length: "25" }) },
    ];
    const draft = importRowsToDraft(COLUMNS, rows, importContext());
    expect(draft.shipment).toMatchObject({ order_number: "A-1", sales_channel_id: "5", sales_channel_order_number: "#A-1", currency: "USD" });
    expect(draft.contract_id).toBe(2);
    expect(draft.incoterm).toBe("DDU");
    expect(draft.customer.number).toBe("10A");
    expect(draft.sender.name).toBe(TEST_SENDER.name);
    expect(draft.boxes.map((box) => [box.length, box.weight, box.items.map((item) => item.sku)])).toEqual([
      ["30", "1.2", ["TSHIRT-M"]],
      ["25", "1.2", ["BOOK"]],
    ]);
    expect(draft.boxes[0]?.items[0]).toMatchObject({ unit_price: "39,90", category: "fashion", quantity: "2" });
    // The wizard reads it back as the order the file meant.
    expect(draftToOrderInput(draft, "metric").boxes[0]?.items[0]?.unit_price).toBe(39.9);
  });

  it("leaves what matches nothing for the user to choose", () => {
    const draft = importRowsToDraft(COLUMNS, [{ line: 2, values: importRow("A-1", { contract: "Overnight", sales_channel: "Shopee", incoterm: "FOB" }) }], importContext({ sender: null }));
    expect([draft.contract_id, draft.shipment.sales_channel_id, draft.incoterm, draft.sender.name]).toEqual([null, "", "", ""]);
  });
});
