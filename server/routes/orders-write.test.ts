import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { DispatchRefusalBody } from "../../src/api/schemas/dispatch";
import { CheckpointResponse, CheckpointsResponse, MultiDispatchResponse, OrderResponse } from "../../src/api/schemas/orders";
import { ORDER_STATUSES } from "../../src/domain/order-status";
import { DEMO_ORDERS } from "../seed/orders";
import { serverPerTest } from "../testing/test-server";
import { CHECKPOINT_BEFORE_DISPATCH } from "../orders/checkpoints";
import { ALREADY_DISPATCHED, CONTRACT_REFUSAL, REFUSAL_MESSAGES } from "../orders/dispatch";
import { EDIT_DISPATCHED, REMOVE_DISPATCHED } from "../orders/change-order";

const server = serverPerTest();

let keyCount = 0;
/** A fresh Idempotency-Key, as the outbox makes one per operation; helpers take null for "send none". */
const newKey = () => `test-key-${Date.now()}-${(keyCount += 1)}`;
const withKey = (key: string) => ({ "Idempotency-Key": key });

const orderRow = (id: number) => server.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
const checkpointRows = (id: number) => server.db.selectFrom("checkpoints").selectAll().where("order_id", "=", id).orderBy("id").execute();

const [first, second, third] = DEMO_ORDERS.dispatchable;
const undispatched = DEMO_ORDERS.undispatched;
const refusedOrder = DEMO_ORDERS.dangerousOnEconomy[0]!;

function dispatch(id: number, token: string, key: string | null = newKey()) {
  return server.request("PUT", `/v1/orders/${id}/dispatch`, { token, headers: key === null ? {} : withKey(key) });
}

const checkpoint = { status: "IN_TRANSIT", message: "Left the origin hub." };

describe("PUT /v1/orders/{id}/dispatch", () => {
  it("dispatches once; the same key replays the answer without a second effect", async () => {
    const token = await server.login("operation");
    const before = await checkpointRows(undispatched.id);
    const key = newKey();
    const answer = await dispatch(undispatched.id, token, key);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Idempotent-Replayed")).toBeNull();
    const order = v.parse(OrderResponse, answer.json).data;
    expect(order).toMatchObject({ id: undispatched.id, dispatched: true, current_status: { id: ORDER_STATUSES.READY_TO_SHIP, name: "READY_TO_SHIP" } });
    expect(order.dispatched_at).toBe(server.now().toISOString());

    server.advance(5_000);
    const replay = await dispatch(undispatched.id, token, key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect(replay.json).toEqual(answer.json);

    const after = await checkpointRows(undispatched.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ status_code: ORDER_STATUSES.READY_TO_SHIP, created_by: await server.userId("operation") });
    expect((await orderRow(undispatched.id))?.dispatched).toBe(1);
  });

  it("refuses a dispatch without an Idempotency-Key with 400 and changes nothing", async () => {
    const token = await server.login("admin");
    const answer = await dispatch(undispatched.id, token, null);
    expect(answer.status).toBe(400);
    expect(v.parse(ErrorBody, answer.json).messages).toEqual(["The Idempotency-Key header is required for this operation."]);
    expect((await orderRow(undispatched.id))?.dispatched).toBe(0);
    expect(await checkpointRows(undispatched.id)).toHaveLength(0);
  });

  it("answers a second dispatch with another key (another device) 409, with one effect", async () => {
    const phone = await server.login("operation");
    const desk = await server.login("admin");
    expect((await dispatch(undispatched.id, phone)).status).toBe(200);
    const again = await dispatch(undispatched.id, desk);
    expect(again.status).toBe(409);
    expect(v.parse(DispatchRefusalBody, again.json)).toMatchObject({ messages: [ALREADY_DISPATCHED], refused: [{ id: undispatched.id, reason: "already_dispatched" }] });
    expect(await checkpointRows(undispatched.id)).toHaveLength(1);
  });

  it("lets only one of two simultaneous dispatches through", async () => {
    const [a, b] = await Promise.all([server.login("operation"), server.login("admin")]);
    const answers = await Promise.all([dispatch(first!.id, a), dispatch(first!.id, b)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(await checkpointRows(first!.id)).toHaveLength(1);
  });

  it("refuses goods the contract does not carry with 422 and the spec's message", async () => {
    const token = await server.login("admin");
    const answer = await dispatch(refusedOrder.id, token);
    expect(answer.status).toBe(422);
    const body = v.parse(DispatchRefusalBody, answer.json);
    expect(body.messages).toEqual([`${CONTRACT_REFUSAL} ${refusedOrder.order_number}`]);
    expect(body.refused).toEqual([
      { id: refusedOrder.id, order_number: refusedOrder.order_number, reason: "dangerous_goods_not_allowed", contract_name: "Economy", messages: [REFUSAL_MESSAGES.dangerous_goods_not_allowed] },
    ]);
    expect((await orderRow(refusedOrder.id))?.dispatched).toBe(0);
  });

  it("answers 404 for an order that does not exist", async () => {
    const answer = await dispatch(999_999, await server.login("admin"));
    expect(answer.status).toBe(404);
  });
});

describe("PUT /v1/orders/multi_dispatch", () => {
  const multi = (ids: number[], token: string, key: string | null = newKey()) =>
    server.request("PUT", "/v1/orders/multi_dispatch", { token, body: { ids }, headers: key === null ? {} : withKey(key) });
  const dispatchedFlags = async (ids: number[]) => Promise.all(ids.map(async (id) => (await orderRow(id))?.dispatched));

  it("dispatches all of them once, and a replay changes nothing", async () => {
    const token = await server.login("operation");
    const ids = [first!.id, second!.id, third!.id];
    const key = newKey();
    const answer = await multi(ids, token, key);
    expect(answer.status).toBe(200);
    expect(v.parse(MultiDispatchResponse, answer.json).data.ids).toEqual(ids);
    expect(await dispatchedFlags(ids)).toEqual([1, 1, 1]);
    const replay = await multi(ids, token, key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    for (const id of ids) expect(await checkpointRows(id)).toHaveLength(1);
  });

  it("requires the Idempotency-Key", async () => {
    const answer = await multi([first!.id], await server.login("admin"), null);
    expect(answer.status).toBe(400);
    expect(await dispatchedFlags([first!.id])).toEqual([0]);
  });

  it("is all or nothing: one unknown id dispatches none", async () => {
    const token = await server.login("admin");
    const answer = await multi([first!.id, second!.id, 999_999], token);
    expect(answer.status).toBe(404);
    expect(await dispatchedFlags([first!.id, second!.id])).toEqual([0, 0]);
  });

  it("dispatches the valid orders and names an order already dispatched (200), and a replay answers the same", async () => {
    const token = await server.login("admin");
    const key = newKey();
    const answer = await multi([first!.id, DEMO_ORDERS.dispatched.id], token, key);
    expect(answer.status).toBe(200);
    const result = v.parse(MultiDispatchResponse, answer.json).data;
    expect(result.ids).toEqual([first!.id]);
    expect(result.refused).toEqual([
      { id: DEMO_ORDERS.dispatched.id, order_number: DEMO_ORDERS.dispatched.order_number, reason: "already_dispatched", messages: [ALREADY_DISPATCHED] },
    ]);
    expect(await dispatchedFlags([first!.id])).toEqual([1]);

    const replay = await multi([first!.id, DEMO_ORDERS.dispatched.id], token, key);
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect(replay.json).toEqual(answer.json);
    expect(await checkpointRows(first!.id)).toHaveLength(1);
  });

  it("dispatches the valid orders of a batch and names each order its contract refuses, with the reason", async () => {
    const token = await server.login("admin");
    const refused = DEMO_ORDERS.dangerousOnEconomy.slice(0, 2);
    const answer = await multi([first!.id, ...refused.map((r) => r.id), second!.id], token);
    expect(answer.status).toBe(200);
    const result = v.parse(MultiDispatchResponse, answer.json).data;
    expect(result.ids).toEqual([first!.id, second!.id]);
    expect(result.refused).toEqual(
      [...refused]
        .sort((a, b) => a.order_number.localeCompare(b.order_number))
        .map((r) => ({ id: r.id, order_number: r.order_number, reason: "dangerous_goods_not_allowed", contract_name: "Economy", messages: [REFUSAL_MESSAGES.dangerous_goods_not_allowed] })),
    );
    expect(await dispatchedFlags([first!.id, second!.id, ...refused.map((r) => r.id)])).toEqual([1, 1, 0, 0]);
    for (const r of refused) expect(await checkpointRows(r.id)).toHaveLength(0);
  });

  it("refuses a batch none of which can go as a whole (422, spec message, refused list), storing nothing", async () => {
    const token = await server.login("admin");
    const refused = DEMO_ORDERS.dangerousOnEconomy.slice(0, 2);
    const ids = [...refused.map((r) => r.id), DEMO_ORDERS.dispatched.id];
    const key = newKey();
    const answer = await multi(ids, token, key);
    expect(answer.status).toBe(422);
    const body = v.parse(DispatchRefusalBody, answer.json);
    const numbers = refused.map((r) => r.order_number).sort().join(", ");
    expect(body.messages).toEqual([`${CONTRACT_REFUSAL} ${numbers}`, `The following orders have already been dispatched: ${DEMO_ORDERS.dispatched.order_number}`]);
    expect(body.refused.map((r) => [r.id, r.reason]).sort()).toEqual(
      [...refused.map((r) => [r.id, "dangerous_goods_not_allowed"]), [DEMO_ORDERS.dispatched.id, "already_dispatched"]].sort(),
    );
    // Decision 015: nothing stored, so the same key is checked afresh (not replayed).
    const again = await multi(ids, token, key);
    expect(again.status).toBe(422);
    expect(again.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await dispatchedFlags(refused.map((r) => r.id))).toEqual([0, 0]);
  });

  it("answers 409 with the refused list when every order was dispatched already", async () => {
    const token = await server.login("admin");
    expect((await multi([first!.id], token)).status).toBe(200);
    const answer = await multi([first!.id, DEMO_ORDERS.dispatched.id], token);
    expect(answer.status).toBe(409);
    expect(v.parse(DispatchRefusalBody, answer.json).refused.map((r) => r.reason)).toEqual(["already_dispatched", "already_dispatched"]);
  });

  it("is not taken for an order id by PUT /v1/orders/{id}", async () => {
    const answer = await server.request("PUT", "/v1/orders/multi_dispatch", { token: await server.login("admin"), body: { observations: "x" }, headers: withKey(newKey()) });
    expect(answer.status).toBe(422);
    expect(Object.keys(v.parse(ErrorBody, answer.json).messages[0] as object)).toEqual(["ids"]);
  });
});

describe("POST /v1/orders/{id}/add-checkpoint", () => {
  const add = (id: number, token: string, body: unknown = checkpoint, key: string | null = newKey()) =>
    server.request("POST", `/v1/orders/${id}/add-checkpoint`, { token, body, headers: key === null ? {} : withKey(key) });

  it("refuses a checkpoint before dispatch with 409", async () => {
    const answer = await add(undispatched.id, await server.login("operation"));
    expect(answer.status).toBe(409);
    expect(v.parse(ErrorBody, answer.json).messages).toEqual([CHECKPOINT_BEFORE_DISPATCH]);
    expect(await checkpointRows(undispatched.id)).toHaveLength(0);
  });

  it("adds exactly one checkpoint under replay and moves the order's status", async () => {
    const token = await server.login("operation");
    expect((await dispatch(undispatched.id, token)).status).toBe(200);
    server.advance(60_000);
    const key = newKey();
    const answer = await add(undispatched.id, token, checkpoint, key);
    expect(answer.status).toBe(201);
    const created = v.parse(CheckpointResponse, answer.json).data;
    expect(created).toMatchObject({ status: "IN_TRANSIT", status_code: ORDER_STATUSES.IN_TRANSIT, message: "Left the origin hub.", attachment: null });
    for (let i = 0; i < 3; i += 1) {
      const replay = await add(undispatched.id, token, checkpoint, key);
      expect(replay.status).toBe(201);
      expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
      expect(replay.json).toEqual(answer.json);
    }
    const list = await server.request("GET", `/v1/orders/${undispatched.id}/checkpoints`, { token });
    const checkpoints = v.parse(CheckpointsResponse, list.json).data;
    expect(checkpoints.map((c) => c.status)).toEqual(["READY_TO_SHIP", "IN_TRANSIT"]);
    expect((await orderRow(undispatched.id))?.current_status_id).toBe(ORDER_STATUSES.IN_TRANSIT);
  });

  it("requires the Idempotency-Key", async () => {
    const answer = await add(DEMO_ORDERS.dispatched.id, await server.login("admin"), checkpoint, null);
    expect(answer.status).toBe(400);
  });

  it("stores an attachment and serves it back as a download of its own type", async () => {
    const token = await server.login("admin");
    const bytes = Buffer.from("%PDF-1.4\nproof of delivery\n%%EOF\n");
    const body = { status: "DELIVERED", message: "Signed by the receiver.", attachment: { name: "proof é.pdf", type: "application/pdf", data: bytes.toString("base64") } };
    const answer = await add(DEMO_ORDERS.dispatched.id, token, body);
    expect(answer.status).toBe(201);
    const created = v.parse(CheckpointResponse, answer.json).data;
    expect(created.attachment).toEqual({ name: "proof é.pdf", type: "application/pdf" });

    const path = `/v1/orders/${DEMO_ORDERS.dispatched.id}/checkpoints/${created.id}/attachment`;
    const file = await server.app.request(path, { headers: { Authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="proof e.pdf"; filename*=UTF-8''proof%20%C3%A9.pdf`);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);

    // A checkpoint without a file, or another order's checkpoint, has no attachment here.
    const plain = v.parse(CheckpointResponse, (await add(DEMO_ORDERS.dispatched.id, token)).json).data;
    expect((await server.request("GET", `/v1/orders/${DEMO_ORDERS.dispatched.id}/checkpoints/${plain.id}/attachment`, { token })).status).toBe(404);
    expect((await server.request("GET", `/v1/orders/${DEMO_ORDERS.delivered.id}/checkpoints/${created.id}/attachment`, { token })).status).toBe(404);
  });
});

describe("editing and removing", () => {
  it("edits an undispatched order's receiver and notes", async () => {
    const token = await server.login("operation");
    const answer = await server.request("PUT", `/v1/orders/${first!.id}`, {
      token,
      body: { observations: "Call before delivering.", customer: { full_name: "Maria Souza", number: "42", complement: "" } },
    });
    expect(answer.status).toBe(200);
    const order = v.parse(OrderResponse, answer.json).data;
    expect(order.observations).toBe("Call before delivering.");
    expect(order.customer).toMatchObject({ full_name: "Maria Souza", number: "42", complement: null });
    expect(order.customer_full_name).toBe("Maria Souza");
    expect((await orderRow(first!.id))?.customer_full_name).toBe("Maria Souza");
  });

  it("removes an undispatched order with its boxes, items and volumes", async () => {
    const token = await server.login("admin");
    const answer = await server.request("DELETE", `/v1/orders/${first!.id}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ data: { id: first!.id } });
    expect(await orderRow(first!.id)).toBeUndefined();
    for (const table of ["order_boxes", "order_items", "order_volumes"] as const) {
      expect(await server.db.selectFrom(table).select("id").where("order_id", "=", first!.id).execute(), table).toHaveLength(0);
    }
    expect((await server.request("GET", `/v1/orders/${first!.id}`, { token })).status).toBe(404);
  });

  it("refuses to edit or remove a dispatched order with 409 and the reason, and still takes checkpoints", async () => {
    const token = await server.login("admin");
    expect((await dispatch(first!.id, token)).status).toBe(200);
    const before = await orderRow(first!.id);

    const edit = await server.request("PUT", `/v1/orders/${first!.id}`, { token, body: { observations: "Too late." } });
    expect(edit.status).toBe(409);
    expect(v.parse(ErrorBody, edit.json).messages).toEqual([EDIT_DISPATCHED]);
    const remove = await server.request("DELETE", `/v1/orders/${first!.id}`, { token });
    expect(remove.status).toBe(409);
    expect(v.parse(ErrorBody, remove.json).messages).toEqual([REMOVE_DISPATCHED]);
    expect(await orderRow(first!.id)).toEqual(before);

    const added = await server.request("POST", `/v1/orders/${first!.id}/add-checkpoint`, { token, body: checkpoint, headers: withKey(newKey()) });
    expect(added.status).toBe(201);
  });
});

describe("a seller-viewer", () => {
  it("reads orders but every write is 403 and changes nothing", async () => {
    const token = await server.login("viewer");
    expect((await server.request("GET", "/v1/orders", { token })).status).toBe(200);
    expect((await server.request("GET", `/v1/orders/${undispatched.id}`, { token })).status).toBe(200);
    expect((await server.request("GET", `/v1/orders/${DEMO_ORDERS.dispatched.id}/checkpoints`, { token })).status).toBe(200);

    const writes = [
      ["PUT", `/v1/orders/${undispatched.id}/dispatch`, undefined],
      ["PUT", "/v1/orders/multi_dispatch", { ids: [undispatched.id] }],
      ["POST", `/v1/orders/${DEMO_ORDERS.dispatched.id}/add-checkpoint`, checkpoint],
      ["PUT", `/v1/orders/${undispatched.id}`, { observations: "Viewer was here" }],
      ["DELETE", `/v1/orders/${undispatched.id}`, undefined],
    ] as const;
    const before = await Promise.all([orderRow(undispatched.id), checkpointRows(DEMO_ORDERS.dispatched.id)]);
    for (const [method, path, body] of writes) {
      const answer = await server.request(method, path, { token, body, headers: withKey(newKey()) });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(v.parse(ErrorBody, answer.json).messages).toEqual(["You are not allowed to do this."]);
    }
    expect(await Promise.all([orderRow(undispatched.id), checkpointRows(DEMO_ORDERS.dispatched.id)])).toEqual(before);
  });
});
