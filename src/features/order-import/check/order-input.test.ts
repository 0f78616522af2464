import * as v from "valibot";
import { describe, expect, expectTypeOf, it } from "vitest";
import { CustomerInput, ItemInput, MAX_BOXES, MAX_ITEMS_PER_BOX, OrderInput } from "../../../api/schemas/order-create";
import { MAX_IMPORT_BOXES, MAX_IMPORT_ITEMS_PER_BOX } from "../../../domain/order-import/build-order";
import { CELL_LIMITS } from "../../../domain/order-import/cell-values";
import { checkImport } from "../../../domain/order-import/check";
import { IMPORT_COLUMNS, type ImportedOrderInput, type ImportSender } from "../../../domain/order-import/types";
import { generatedRows, importContext } from "../../../../tests/fixtures/order-import";

/**
 * The domain cannot import the API layer, so it names the order it builds itself; here the two
 * are held together: an imported order is an OrderInput, and the import's limits are the schema's.
 */

const maxLengthOf = (schema: v.GenericSchema) => {
  const pipe = (schema as { pipe?: { type: string; requirement?: unknown }[] }).pipe ?? [];
  return pipe.find((action) => action.type === "max_length")?.requirement;
};
const unwrap = (schema: v.GenericSchema): v.GenericSchema => ("wrapped" in schema ? unwrap((schema as { wrapped: v.GenericSchema }).wrapped) : schema);

describe("imported orders and OrderInput", () => {
  it("are the same type", () => {
    expectTypeOf<ImportedOrderInput>().toMatchTypeOf<OrderInput>();
    expectTypeOf<ImportSender>().toMatchTypeOf<OrderInput["sender"]>();
  });

  it("every valid imported order parses as an OrderInput unchanged", () => {
    const result = checkImport([...IMPORT_COLUMNS], generatedRows(40).map((values, i) => ({ line: i + 2, values })), importContext());
    expect(result.orders.length).toBeGreaterThan(0);
    for (const { order } of result.orders) expect(v.parse(OrderInput, order)).toEqual(order);
  });

  it("have the schema's limits", () => {
    expect([MAX_IMPORT_BOXES, MAX_IMPORT_ITEMS_PER_BOX]).toEqual([MAX_BOXES, MAX_ITEMS_PER_BOX]);
    const customer = CustomerInput.entries;
    const item = ItemInput.entries;
    const pairs: [keyof typeof CELL_LIMITS, v.GenericSchema][] = [
      ["order_number", OrderInput.entries.order_number],
      ["sales_channel_order_number", OrderInput.entries.sales_channel_order_number],
      ["receiver_name", customer.full_name],
      ["receiver_tax_document", customer.document],
      ["receiver_phone", customer.phone],
      ["receiver_email", customer.email],
      ["receiver_postal_code", customer.postal_code],
      ["receiver_state", customer.state],
      ["receiver_city", customer.city],
      ["receiver_address", customer.address],
      ["receiver_number", customer.number],
      ["receiver_complement", customer.complement],
      ["receiver_quarter", customer.quarter],
      ["item_sku", item.sku],
      ["item_name", item.name],
      ["item_description", item.description],
      ["item_hs_code", item.hs_code],
    ];
    for (const [column, schema] of pairs) expect([column, maxLengthOf(unwrap(schema))]).toEqual([column, CELL_LIMITS[column]]);
  });
});
