import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { ATTACHMENT_MESSAGES, CheckpointResponse } from "../../src/api/schemas/orders";
import { DEMO_ORDERS } from "../seed/orders";
import { serverPerTest } from "../testing/test-server";

/**
 * Checkpoint attachments (issue 13): recognised by their bytes, stored with the type the bytes
 * show, and served back only as a download of that type.
 */

const server = serverPerTest();
const order = DEMO_ORDERS.dispatched;
let keyCount = 0;
const newKey = () => `attachment-key-${(keyCount += 1)}`;

const PDF = Buffer.from("%PDF-1.4\nproof of delivery\n%%EOF\n");
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const HTML = Buffer.from("<html><script>alert(document.cookie)</script></html>");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

function addWithFile(token: string, name: string, type: string, bytes: Buffer) {
  const body = { status: "DELIVERED", message: "Signed by the receiver.", attachment: { name, type, data: bytes.toString("base64") } };
  return server.request("POST", `/v1/orders/${order.id}/add-checkpoint`, { token, body, headers: { "Idempotency-Key": newKey() } });
}

const download = (token: string, checkpointId: number) =>
  server.app.request(`/v1/orders/${order.id}/checkpoints/${checkpointId}/attachment`, { headers: { Authorization: `Bearer ${token}` } });

const checkpointCount = async () => (await server.db.selectFrom("checkpoints").select("id").where("order_id", "=", order.id).execute()).length;

describe("checkpoint attachments", () => {
  it("stores PDF, JPEG and PNG with the type their bytes show, and serves each as a download of that type", async () => {
    const token = await server.login("operation");
    // The claimed type is the sender's guess: a PNG saved as .jpg is stored and served as a PNG.
    for (const [name, claimed, bytes, type] of [
      ["proof.pdf", "application/pdf", PDF, "application/pdf"],
      ["door.jpg", "image/jpeg", JPEG, "image/jpeg"],
      ["screenshot.jpg", "image/jpeg", PNG, "image/png"],
      ["signature.pdf", "application/pdf", JPEG, "image/jpeg"],
    ] as const) {
      const answer = await addWithFile(token, name, claimed, bytes);
      expect(answer.status, answer.text).toBe(201);
      const created = v.parse(CheckpointResponse, answer.json).data;
      expect(created.attachment, name).toEqual({ name, type });

      const file = await download(token, created.id);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type"), name).toBe(type);
      expect(file.headers.get("content-disposition"), name).toMatch(/^attachment; /);
      expect(file.headers.get("x-content-type-options"), name).toBe("nosniff");
      expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
    }
  });

  it("refuses any other file with 422 in the messages shape, whatever it claims, and stores nothing", async () => {
    const token = await server.login("operation");
    const before = await checkpointCount();
    for (const [name, claimed, bytes] of [
      ["proof.pdf", "application/pdf", HTML],
      ["photo.png", "image/png", SVG],
      ["photo.jpg", "image/jpeg", Buffer.from("GIF89a\x01\x00\x01\x00")],
      ["archive.pdf", "application/pdf", Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])],
    ] as const) {
      const answer = await addWithFile(token, name, claimed, bytes);
      expect(answer.status, name).toBe(422);
      expect(v.parse(ErrorBody, answer.json).messages, name).toEqual([{ "attachment.data": [ATTACHMENT_MESSAGES.notRecognised] }]);
    }
    expect(ATTACHMENT_MESSAGES.notRecognised).toBe("The file is not a PDF, JPEG or PNG");
    expect(await checkpointCount()).toBe(before);
  });

  it("serves an attachment stored with a type outside the three as plain bytes to download", async () => {
    const token = await server.login("admin");
    const row = await server.db
      .insertInto("checkpoints")
      .values({ order_id: order.id, status_code: 600, message: "Old row.", attachment_name: "page.html", attachment_type: "text/html", attachment_data: HTML.toString("base64"), created_by: null, created_at: server.now().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const file = await download(token, row.id);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/octet-stream");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="page.html"/);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
