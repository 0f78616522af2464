import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { OrderResponse } from "../../src/api/schemas/orders";
import { CreatedVolumeReversesResponse, REVERSE_MESSAGES, REVERSE_VOLUME_MESSAGES, VolumeReverseListResponse, VolumeReverseResponse } from "../../src/api/schemas/volume-reverses";
import { DEMO_REVERSES } from "../seed/volume-reverses";
import { type TestServer, serverPerTest } from "../testing/test-server";

const server = serverPerTest();

let keyCount = 0;
const newKey = () => `reverses-test-${(keyCount += 1)}`;

const reversible = (n: number) => {
  const order = DEMO_REVERSES.reversible[n];
  if (!order) throw new Error(`No reversible demo order ${n}`);
  return order;
};

async function volumesOf(s: TestServer, token: string, orderId: number) {
  return v.parse(OrderResponse, (await s.request("GET", `/v1/orders/${orderId}`, { token })).json).data.volumes;
}

async function create(token: string, orderId: number, volumeIds: number[], key = newKey()) {
  return server.request("POST", `/v1/orders/${orderId}/volume_reverses`, { token, body: { volume_ids: volumeIds }, headers: { "Idempotency-Key": key } });
}

const messagesOf = (json: unknown) => v.parse(ErrorBody, json).messages;
const reverseCount = async () => Number((await server.db.selectFrom("volume_reverses").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow()).n);

describe("POST /v1/orders/{id}/volume_reverses", () => {
  it("makes a reverse of each chosen volume, with its first item, and lists and shows it", async () => {
    const order = reversible(0);
    const token = await server.login("operation");
    const volumes = await volumesOf(server, token, order.id);
    const answer = await create(token, order.id, [volumes[0]!.id]);

    expect(answer.status).toBe(201);
    const [made] = v.parse(CreatedVolumeReversesResponse, answer.json).data;
    const item = await server.db.selectFrom("order_items").innerJoin("order_boxes", "order_boxes.id", "order_items.box_id").select(["order_items.name", "order_items.hs_code"]).where("order_items.order_id", "=", order.id).where("order_boxes.number", "=", 1).orderBy("order_items.id").executeTakeFirstOrThrow();
    expect(made).toMatchObject({ volume_id: volumes[0]!.id, order_id: order.id, order_number: order.order_number, box_number: 1, reverse_number: `R${order.order_number}-1`, item_name: item.name, hs_code: item.hs_code, created_at: server.now().toISOString() });
    expect(made!.tracking_reference).toMatch(/^NB\d{9}BR$/);

    const list = v.parse(VolumeReverseListResponse, (await server.request("GET", "/v1/volume_reverses?limit=1", { token })).json).data;
    expect(list.elements.map((r) => r.id)).toEqual([made!.id]);
    expect(list.count).toBe(DEMO_REVERSES.seeded.length + 1);
    const shown = v.parse(VolumeReverseResponse, (await server.request("GET", `/v1/volume_reverses/${made!.id}`, { token })).json).data;
    expect(shown).toEqual(made);
  });

  it("answers a resend with the same key from its stored answer, making no second reverse", async () => {
    const order = reversible(1);
    const token = await server.login("admin");
    const [volume] = await volumesOf(server, token, order.id);
    const first = await create(token, order.id, [volume!.id], "same-key");
    const again = await create(token, order.id, [volume!.id], "same-key");
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(await reverseCount()).toBe(DEMO_REVERSES.seeded.length + 2);
  });

  it("refuses a contract that allows no reverse, word for word, and stores nothing", async () => {
    const order = DEMO_REVERSES.onNoReverseContract;
    const token = await server.login("operation");
    const [volume] = await volumesOf(server, token, order.id);
    const before = await reverseCount();
    const answer = await create(token, order.id, [volume!.id]);
    expect(answer.status).toBe(409);
    expect(messagesOf(answer.json)).toEqual(["This contract doesn't allow to create reverse volumes"]);
    expect(await reverseCount()).toBe(before);
  });

  it("refuses an airport to door contract, word for word", async () => {
    const order = reversible(2);
    const token = await server.login("operation");
    const row = await server.db.selectFrom("orders").select("contract_id").where("id", "=", order.id).executeTakeFirstOrThrow();
    await server.db.updateTable("contracts").set({ delivery_mode: "airport_to_door" }).where("id", "=", row.contract_id).execute();
    const [volume] = await volumesOf(server, token, order.id);
    const answer = await create(token, order.id, [volume!.id]);
    expect(answer.status).toBe(409);
    expect(messagesOf(answer.json)).toEqual(["There is no freight for Airport to Door contracts"]);
  });

  it("refuses an order not delivered, and a contract without a reverse carrier", async () => {
    const token = await server.login("operation");
    const inTransit = DEMO_REVERSES.inTransit;
    const [transitVolume] = await volumesOf(server, token, inTransit.id);
    const notDelivered = await create(token, inTransit.id, [transitVolume!.id]);
    expect(notDelivered.status).toBe(409);
    expect(messagesOf(notDelivered.json)).toEqual([REVERSE_MESSAGES.no_shipping_in_state]);

    const order = reversible(3);
    const row = await server.db.selectFrom("orders").select("contract_id").where("id", "=", order.id).executeTakeFirstOrThrow();
    await server.db.updateTable("contracts").set({ reverse_carrier_name: null }).where("id", "=", row.contract_id).execute();
    const [volume] = await volumesOf(server, token, order.id);
    const noCarrier = await create(token, order.id, [volume!.id]);
    expect(noCarrier.status).toBe(409);
    expect(messagesOf(noCarrier.json)).toEqual([REVERSE_MESSAGES.no_carrier]);
  });

  it("refuses volumes already in reverse, then all reversed; a volume of another order is a 422", async () => {
    const seeded = DEMO_REVERSES.seeded[0]!;
    const token = await server.login("operation");
    const volumes = await volumesOf(server, token, seeded.order_id);
    const again = await create(token, seeded.order_id, volumes.map((volume) => volume.id));
    expect(again.status).toBe(409);
    const expected = volumes.length === 1 ? REVERSE_MESSAGES.all_reversed : REVERSE_MESSAGES.already_in_reverse;
    expect(messagesOf(again.json)).toEqual([expected]);

    const order = reversible(4);
    const own = await volumesOf(server, token, order.id);
    const mixed = await create(token, order.id, [own[0]!.id, volumes[0]!.id]);
    expect(mixed.status).toBe(422);
    expect(messagesOf(mixed.json)).toEqual([{ volume_ids: [REVERSE_VOLUME_MESSAGES.notOfThisOrder] }]);
    const all = await create(token, order.id, own.map((volume) => volume.id));
    expect(all.status).toBe(201);
    const after = await create(token, order.id, [own[0]!.id]);
    expect(messagesOf(after.json)).toEqual([REVERSE_MESSAGES.all_reversed]);
  });

  it("refuses the viewer (403), a missing key (400), an empty choice (422) and another seller's order (404)", async () => {
    const order = reversible(5);
    const viewer = await server.login("viewer");
    const [volume] = await volumesOf(server, viewer, order.id);
    expect((await create(viewer, order.id, [volume!.id])).status).toBe(403);
    const operation = await server.login("operation");
    const noKey = await server.request("POST", `/v1/orders/${order.id}/volume_reverses`, { token: operation, body: { volume_ids: [volume!.id] } });
    expect(noKey.status).toBe(400);
    const empty = await create(operation, order.id, []);
    expect(empty.status).toBe(422);
    expect(messagesOf(empty.json)).toEqual([{ volume_ids: [REVERSE_VOLUME_MESSAGES.chooseVolumes] }]);
    const other = await server.login("otherAdmin");
    expect((await create(other, order.id, [volume!.id])).status).toBe(404);
    expect(await reverseCount()).toBe(DEMO_REVERSES.seeded.length + 1);
  });
});

describe("GET /v1/volume_reverses", () => {
  it("lists the seller's reverses newest first, filtered by number, tracking reference, channel and dates", async () => {
    const token = await server.login("viewer");
    const all = v.parse(VolumeReverseListResponse, (await server.request("GET", "/v1/volume_reverses", { token })).json).data;
    expect(all.elements.map((r) => r.reverse_number)).toEqual(DEMO_REVERSES.seeded.map((r) => r.reverse_number));
    expect(all.ids).toEqual(DEMO_REVERSES.seeded.map((r) => r.id));

    const [first, second] = DEMO_REVERSES.seeded;
    const byNumber = v.parse(VolumeReverseListResponse, (await server.request("GET", `/v1/volume_reverses?reverse_number=${first!.reverse_number.toLowerCase()}`, { token })).json).data;
    expect(byNumber.elements.map((r) => r.id)).toEqual([first!.id]);
    const byTracking = v.parse(VolumeReverseListResponse, (await server.request("GET", `/v1/volume_reverses?tracking_reference=${second!.tracking_reference.slice(2, 11)}`, { token })).json).data;
    expect(byTracking.elements.map((r) => r.id)).toEqual([second!.id]);

    const channel = all.elements[0]!.sales_channel_name;
    const channels = (await server.db.selectFrom("sales_channels").selectAll().where("seller_id", "=", 1).execute());
    const channelId = channels.find((c) => c.name === channel)?.id;
    if (channelId !== undefined) {
      const byChannel = v.parse(VolumeReverseListResponse, (await server.request("GET", `/v1/volume_reverses?sales_channel=${channelId}`, { token })).json).data;
      expect(byChannel.elements.every((r) => r.sales_channel_name === channel)).toBe(true);
      expect(byChannel.count).toBe(all.elements.filter((r) => r.sales_channel_name === channel).length);
    }

    // Seeded one a day: the newest on yesterday's date, so "from yesterday" finds only it.
    const yesterday = new Date(server.now().getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const recent = v.parse(VolumeReverseListResponse, (await server.request("GET", `/v1/volume_reverses?start_date=${yesterday}&end_date=`, { token })).json).data;
    expect(recent.elements.map((r) => r.id)).toEqual([first!.id]);
    const older = v.parse(VolumeReverseListResponse, (await server.request("GET", `/v1/volume_reverses?end_date=${yesterday}&limit=2&offset=1`, { token })).json).data;
    expect(older.elements.map((r) => r.id)).toEqual(DEMO_REVERSES.seeded.slice(1, 3).map((r) => r.id));
    expect(older.count).toBe(DEMO_REVERSES.seeded.length);

    expect((await server.request("GET", "/v1/volume_reverses?start_date=2025-02-30", { token })).status).toBe(422);
  });

  it("keeps sellers apart: seller 2 sees only its own and gets 404 for seller 1's", async () => {
    const other = await server.login("otherAdmin");
    const list = v.parse(VolumeReverseListResponse, (await server.request("GET", "/v1/volume_reverses", { token: other })).json).data;
    expect(list.elements.map((r) => r.id)).toEqual([DEMO_REVERSES.otherSeller.id]);
    expect((await server.request("GET", `/v1/volume_reverses/${DEMO_REVERSES.seeded[0]!.id}`, { token: other })).status).toBe(404);
    const token = await server.login("admin");
    expect((await server.request("GET", `/v1/volume_reverses/${DEMO_REVERSES.otherSeller.id}`, { token })).status).toBe(404);
    expect((await server.request("GET", "/v1/volume_reverses/999999", { token })).status).toBe(404);
  });
});
