import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadOrder } from "../orders/order-rows";
import { type TestServer, createTestServer } from "../testing/test-server";
import { loadDocumentOrders } from "./document-order";

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const sellerOrderIds = async (sellerId: number) =>
  (await server.db.selectFrom("orders").select("id").where("seller_id", "=", sellerId).orderBy("id").execute()).map((row) => row.id);

describe("the orders a PDF is made of", () => {
  it("are every order as GET /v1/orders/{id} answers it, in the order asked, read ten at a time", async () => {
    const all = await sellerOrderIds(1);
    // More than one batch, backwards, with a repeated id.
    const ids = [...all.slice(0, 60)].reverse().concat(all[10]!);
    const read = await loadDocumentOrders(server.db, 1, ids);
    expect(read.map((entry) => entry.order.id)).toEqual([...all.slice(0, 60)].reverse());
    for (const entry of read) expect(entry.order).toEqual(await loadOrder(server.db, 1, entry.order.id));
    const contract = await server.db.selectFrom("contracts").select("carrier_name").where("id", "=", read[0]!.order.contract_id).executeTakeFirstOrThrow();
    expect(read[0]!.carrierName).toBe(contract.carrier_name);
    expect(read[0]!.seller).toEqual(expect.objectContaining({ name: expect.any(String), email: expect.any(String) }));
  });

  it("are none when any id is another seller's order or missing: 404", async () => {
    const [own] = await sellerOrderIds(1);
    const [other] = await sellerOrderIds(2);
    await expect(loadDocumentOrders(server.db, 1, [own!, other!])).rejects.toMatchObject({ status: 404 });
    await expect(loadDocumentOrders(server.db, 1, [own!, 999_999])).rejects.toMatchObject({ status: 404 });
  });
});
