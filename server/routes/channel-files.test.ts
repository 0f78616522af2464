import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { CHANNEL_FILE_MESSAGES, MAX_CHANNEL_FILE_BYTES, ChannelFileDetailResponse, ChannelFileLinkResponse, ChannelFileListResponse, ChannelFileResponse } from "../../src/api/schemas/channel-files";
import { ErrorBody } from "../../src/api/schemas/common";
import { OrdersImportJobResponse } from "../../src/api/schemas/jobs";
import { BoxTemplateListResponse, ProductTemplateListResponse } from "../../src/api/schemas/templates";
import { channelImportRows, channelOfSeller } from "../../src/domain/channel-report";
import { checkImport } from "../../src/domain/order-import";
import { DEMO_CHANNEL_FILE_ID, DEMO_CHANNEL_FILE_NAME, DEMO_CHANNEL_ORDER_COUNT, DEMO_CHANNEL_REPORT, DEMO_UNMAPPED_SKU } from "../seed/channel-report";
import { DEMO_BOX_TEMPLATES, DEMO_PRODUCT_TEMPLATES } from "../seed/templates";
import { serverPerTest } from "../testing/test-server";
import { validOrderInput } from "../../tests/fixtures/orders";

const server = serverPerTest();
let keyCount = 0;

/** POST /v1/amazon_files with one file as multipart (the test helper speaks JSON only). */
async function upload(token: string, bytes: Uint8Array | string, name = "orders.txt") {
  const form = new FormData();
  const content = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
  form.set("file", new File([content as Uint8Array<ArrayBuffer>], name, { type: "text/plain" }));
  const res = await server.app.request("/v1/amazon_files", { method: "POST", headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": server.address }, body: form });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : undefined };
}

const HEADER = DEMO_CHANNEL_REPORT.split("\r\n")[0]!;
const firstRow = DEMO_CHANNEL_REPORT.split("\r\n")[1]!;

describe("GET /v1/amazon_files", () => {
  it("lists the seller's demo report with its order count; another seller sees none of it", async () => {
    const answer = await server.request("GET", "/v1/amazon_files?offset=0&limit=20", { token: await server.login("viewer") });
    expect(answer.status).toBe(200);
    const list = v.parse(ChannelFileListResponse, answer.json).data;
    expect(list.elements).toEqual([expect.objectContaining({ id: DEMO_CHANNEL_FILE_ID, name: DEMO_CHANNEL_FILE_NAME, channel: "amazon", orders_count: DEMO_CHANNEL_ORDER_COUNT, status: "new" })]);

    const other = await server.request("GET", "/v1/amazon_files", { token: await server.login("otherAdmin") });
    expect(v.parse(ChannelFileListResponse, other.json).data).toEqual({ elements: [], count: 0, ids: [] });
  });
});

describe("POST /v1/amazon_files", () => {
  it("stores an uploaded report and lists it first", async () => {
    const token = await server.login("operation");
    const answer = await upload(token, [HEADER, firstRow].join("\n"), "C:\\reports\\today.txt");
    expect(answer.status).toBe(201);
    expect(v.parse(ChannelFileResponse, answer.json).data).toMatchObject({ name: "today.txt", orders_count: 1, rows_count: 1, status: "new" });
    const list = v.parse(ChannelFileListResponse, (await server.request("GET", "/v1/amazon_files", { token })).json).data;
    expect(list.elements.map((f) => f.name)).toEqual(["today.txt", DEMO_CHANNEL_FILE_NAME]);
  });

  it("refuses a binary file renamed .txt, a report without its columns and an empty file, each with a clear message", async () => {
    const token = await server.login("operation");
    const zip = await upload(token, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]), "orders.txt");
    expect(zip.status).toBe(422);
    expect(v.parse(ErrorBody, zip.json).messages).toEqual([{ file: [CHANNEL_FILE_MESSAGES.notText] }]);
    const csv = await upload(token, "order_number,receiver_name\n1,Ana\n");
    expect(csv.status).toBe(422);
    expect(JSON.stringify(csv.json)).toContain("order-id");
    const blank = await upload(token, "\n\n");
    expect(v.parse(ErrorBody, blank.json).messages).toEqual([{ file: [CHANNEL_FILE_MESSAGES.empty] }]);
    const list = v.parse(ChannelFileListResponse, (await server.request("GET", "/v1/amazon_files", { token })).json).data;
    expect(list.count).toBe(1);
  });

  it("refuses a report over 5 MB with the limit in its message", async () => {
    const token = await server.login("operation");
    const row = `${firstRow}\n`;
    const big = HEADER + "\n" + row.repeat(Math.ceil((MAX_CHANNEL_FILE_BYTES + 1) / row.length));
    const answer = await upload(token, big);
    expect(answer.status).toBe(413);
    expect(v.parse(ErrorBody, answer.json).messages).toEqual([{ file: [CHANNEL_FILE_MESSAGES.tooLarge] }]);
  });

  it("refuses a Seller Viewer", async () => {
    const answer = await upload(await server.login("viewer"), DEMO_CHANNEL_REPORT);
    expect(answer.status).toBe(403);
  });

  it("keeps a hostile cell as the text it is, in the orders and in the download", async () => {
    const token = await server.login("operation");
    const hostile = firstRow.replaceAll("Mariana Souza", '<img src=x onerror=alert(1)>').replace("CASE-IP15", "=HYPERLINK(\"http://evil\")");
    const created = v.parse(ChannelFileResponse, (await upload(token, [HEADER, hostile].join("\n"))).json).data;
    const detail = v.parse(ChannelFileDetailResponse, (await server.request("GET", `/v1/amazon_files/${created.id}`, { token })).json).data;
    expect(detail.orders[0]).toMatchObject({ recipient_name: "<img src=x onerror=alert(1)>", items: [expect.objectContaining({ sku: "=HYPERLINK(\"http://evil\")" })] });
    const link = v.parse(ChannelFileLinkResponse, (await server.request("PUT", `/v1/amazon_files/${created.id}`, { token })).json).data;
    const file = await server.request("GET", link.url);
    expect(file.headers.get("content-type")).toContain("text/tab-separated-values");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.text).toContain("<img src=x onerror=alert(1)>");
  });
});

describe("GET and PUT /v1/amazon_files/{id}", () => {
  it("reads the demo file's orders, and another seller's file is 404", async () => {
    const detail = await server.request("GET", `/v1/amazon_files/${DEMO_CHANNEL_FILE_ID}`, { token: await server.login("viewer") });
    const data = v.parse(ChannelFileDetailResponse, detail.json).data;
    expect(data.orders).toHaveLength(DEMO_CHANNEL_ORDER_COUNT);
    expect(data.orders.every((o) => o.country === "BR" && o.tax_id !== "")).toBe(true);
    expect(data.mapping).toEqual([]);

    const other = await server.login("otherAdmin");
    expect((await server.request("GET", `/v1/amazon_files/${DEMO_CHANNEL_FILE_ID}`, { token: other })).status).toBe(404);
    expect((await server.request("PUT", `/v1/amazon_files/${DEMO_CHANNEL_FILE_ID}`, { token: other })).status).toBe(404);
  });

  it("gives a link that downloads the file for five minutes, and only that file", async () => {
    const link = v.parse(ChannelFileLinkResponse, (await server.request("PUT", `/v1/amazon_files/${DEMO_CHANNEL_FILE_ID}`, { token: await server.login("viewer") })).json).data;
    expect(link.url).toMatch(/^\/v1\/amazon_files\/1\/download\?token=/);
    const file = await server.request("GET", link.url);
    expect(file.status).toBe(200);
    expect(file.text).toBe(DEMO_CHANNEL_REPORT);
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${DEMO_CHANNEL_FILE_NAME}"`);

    const forged = link.url.replace("/amazon_files/1/", "/amazon_files/2/");
    expect((await server.request("GET", forged)).status).toBe(403);
    server.advance(5 * 60 * 1000 + 1000);
    const expired = await server.request("GET", link.url);
    expect(expired.status).toBe(403);
    expect(v.parse(ErrorBody, expired.json).messages).toEqual([CHANNEL_FILE_MESSAGES.linkExpired]);
  });
});

describe("GET /v1/amazon_files/:id/download with a name outside Latin-1", () => {
  it("downloads 产品目录.csv with its name in filename* and an ASCII stand-in", async () => {
    const token = await server.login("admin");
    const created = v.parse(ChannelFileResponse, (await upload(token, DEMO_CHANNEL_REPORT, "产品目录.csv")).json).data;
    expect(created.name).toBe("产品目录.csv");
    const link = v.parse(ChannelFileLinkResponse, (await server.request("PUT", `/v1/amazon_files/${created.id}`, { token })).json).data;
    const file = await server.request("GET", link.url);
    expect(file.status).toBe(200);
    expect(file.text).toBe(DEMO_CHANNEL_REPORT);
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="____.csv"; filename*=UTF-8''%E4%BA%A7%E5%93%81%E7%9B%AE%E5%BD%95.csv`);
  });
});

describe("POST /v1/amazon-save", () => {
  const box = DEMO_BOX_TEMPLATES.find((b) => b.seller_id === 1 && b.id === 2)!;
  const book = DEMO_PRODUCT_TEMPLATES.find((p) => p.sku === "BOOK-HC-01")!;

  it("saves the mapping of an order, which the file then carries", async () => {
    const token = await server.login("operation");
    const orders = [{ order_id: "703-9047715-1836624", box_template_id: box.id, products: [{ sku: DEMO_UNMAPPED_SKU, product_template_id: book.id }] }];
    const saved = await server.request("POST", "/v1/amazon-save", { token, body: { amazon_file_id: DEMO_CHANNEL_FILE_ID, orders } });
    expect(saved.status).toBe(200);
    expect(v.parse(ChannelFileResponse, saved.json).data.status).toBe("mapped");
    const detail = v.parse(ChannelFileDetailResponse, (await server.request("GET", `/v1/amazon_files/${DEMO_CHANNEL_FILE_ID}`, { token })).json).data;
    expect(detail.mapping).toEqual(orders);
  });

  it("refuses another seller's template, an order not in the file, another seller's file and a Seller Viewer", async () => {
    const token = await server.login("operation");
    const otherProduct = DEMO_PRODUCT_TEMPLATES.find((p) => p.seller_id === 2)!;
    const foreign = await server.request("POST", "/v1/amazon-save", { token, body: { amazon_file_id: DEMO_CHANNEL_FILE_ID, orders: [{ order_id: "703-9047715-1836624", box_template_id: null, products: [{ sku: DEMO_UNMAPPED_SKU, product_template_id: otherProduct.id }] }] } });
    expect(foreign.status).toBe(422);
    expect(v.parse(ErrorBody, foreign.json).messages).toEqual([{ "703-9047715-1836624": [CHANNEL_FILE_MESSAGES.unknownTemplate] }]);
    const stranger = await server.request("POST", "/v1/amazon-save", { token, body: { amazon_file_id: DEMO_CHANNEL_FILE_ID, orders: [{ order_id: "999-0000000-0000000", box_template_id: null, products: [] }] } });
    expect(stranger.status).toBe(422);
    const other = await server.request("POST", "/v1/amazon-save", { token: await server.login("otherAdmin"), body: { amazon_file_id: DEMO_CHANNEL_FILE_ID, orders: [] } });
    expect(other.status).toBe(404);
    const viewer = await server.request("POST", "/v1/amazon-save", { token: await server.login("viewer"), body: { amazon_file_id: DEMO_CHANNEL_FILE_ID, orders: [] } });
    expect(viewer.status).toBe(403);
  });
});

describe("POST /v1/orders/amazon-import", () => {
  /** Starts the import of the demo file and runs its job to the end; answers the finished job. */
  async function importDemoFile(token: string) {
    const answer = await server.request("POST", "/v1/orders/amazon-import", { token, body: { amazon_file_id: DEMO_CHANNEL_FILE_ID }, headers: { "Idempotency-Key": `channel-${Date.now()}-${(keyCount += 1)}` } });
    expect(answer.status, answer.text).toBe(202);
    const queued = v.parse(OrdersImportJobResponse, answer.json).data;
    expect(answer.headers.get("location")).toBe(`/v1/jobs/${queued.id}`);
    await server.runJobs();
    return v.parse(OrdersImportJobResponse, (await server.request("GET", `/v1/jobs/${queued.id}`, { token })).json).data;
  }
  /**
   * A channel report has no sender: the import takes the sender of the seller's latest order
   * (decision 040), and the demo's orders have none, so the seller ships one order first.
   */
  async function shipFirstOrder(token: string) {
    const answer = await server.request("POST", "/v1/orders", { token, body: validOrderInput("FIRST-0001"), headers: { "Idempotency-Key": `first-order-${(keyCount += 1)}` } });
    expect(answer.status, answer.text).toBe(201);
  }
  const rejectedOf = (orderNumber: string) =>
    server.db.selectFrom("order_import_rejections").select(["order_number", "messages"]).where("order_number", "=", orderNumber).execute();

  it("imports the mapped orders as an orders-import job; the order whose SKU has no template is kept as rejected", async () => {
    const token = await server.login("operation");
    await shipFirstOrder(token);
    const job = await importDemoFile(token);
    expect(job).toMatchObject({ kind: "orders-import", state: "done", details: { file_name: DEMO_CHANNEL_FILE_NAME, result: { orders: DEMO_CHANNEL_ORDER_COUNT, valid: DEMO_CHANNEL_ORDER_COUNT - 1, rejected: 1 } } });

    const created = await server.db.selectFrom("orders").select(["order_number", "sales_channel_order_number", "customer_document", "customer_number"]).where("seller_id", "=", 1).where("order_number", "=", "701-4829301-5573012").executeTakeFirstOrThrow();
    expect(created).toMatchObject({ sales_channel_order_number: "701-4829301-5573012", customer_number: "1508" });
    const rejected = await rejectedOf("703-9047715-1836624");
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.messages).toContain("item_hs_code");

    const file = v.parse(ChannelFileListResponse, (await server.request("GET", "/v1/amazon_files", { token })).json).data.elements[0];
    expect(file).toMatchObject({ status: "imported", import_job_id: job.id });
  });

  it("imports every order once the missing SKU is mapped, and the screen's check says the same as the job", async () => {
    const token = await server.login("operation");
    await shipFirstOrder(token);
    const book = DEMO_PRODUCT_TEMPLATES.find((p) => p.sku === "BOOK-HC-01")!;
    const mapping = [{ order_id: "703-9047715-1836624", box_template_id: null, products: [{ sku: DEMO_UNMAPPED_SKU, product_template_id: book.id }] }];
    expect((await server.request("POST", "/v1/amazon-save", { token, body: { amazon_file_id: DEMO_CHANNEL_FILE_ID, orders: mapping } })).status).toBe(200);

    // What the screen runs: the file's orders, its templates and the server's context, through checkImport.
    const detail = v.parse(ChannelFileDetailResponse, (await server.request("GET", `/v1/amazon_files/${DEMO_CHANNEL_FILE_ID}`, { token })).json).data;
    const boxes = v.parse(BoxTemplateListResponse, (await server.request("GET", "/v1/box_templates?limit=1000", { token })).json).data.elements;
    const products = v.parse(ProductTemplateListResponse, (await server.request("GET", "/v1/product_templates?limit=1000", { token })).json).data.elements;
    const rows = channelImportRows(detail.orders, detail.mapping, { boxes, products }, detail.context.measurementSystem, channelOfSeller(detail.context.salesChannels));
    const onScreen = checkImport(rows.columns, rows.rows, { ...detail.context, takenOrderNumbers: new Set(detail.context.takenOrderNumbers) });
    expect(onScreen.rejected.map((r) => [r.order_number, r.problems])).toEqual([]);

    const job = await importDemoFile(token);
    expect(job.details.result).toMatchObject({ valid: onScreen.totals.valid, rejected: 0 });
    // Importing the same file again creates nothing twice: every number is now taken.
    const again = await importDemoFile(token);
    expect(again.details.result).toMatchObject({ valid: 0, rejected: DEMO_CHANNEL_ORDER_COUNT });
    const count = await server.db.selectFrom("orders").select((eb) => eb.fn.countAll<string | number>().as("n")).where("seller_id", "=", 1).where("order_number", "=", "701-4829301-5573012").executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("without a default address to ship from, the file's context has none and the job rejects every order, saying why", async () => {
    const token = await server.login("operation");
    // Imports ship from the seller's default address (decision 054): a seller who has none.
    await server.db.deleteFrom("seller_addresses").where("seller_id", "=", 1).execute();
    const detail = v.parse(ChannelFileDetailResponse, (await server.request("GET", `/v1/amazon_files/${DEMO_CHANNEL_FILE_ID}`, { token })).json).data;
    expect(detail.context.sender).toBeNull();
    const job = await importDemoFile(token);
    expect(job.details.result).toMatchObject({ valid: 0, rejected: DEMO_CHANNEL_ORDER_COUNT });
    expect((await rejectedOf("701-4829301-5573012"))[0]?.messages).toContain("no_default_sender");
  });

  it("refuses a Seller Viewer and another seller", async () => {
    const viewer = await server.request("POST", "/v1/orders/amazon-import", { token: await server.login("viewer"), body: { amazon_file_id: DEMO_CHANNEL_FILE_ID } });
    expect(viewer.status).toBe(403);
    const other = await server.request("POST", "/v1/orders/amazon-import", { token: await server.login("otherAdmin"), body: { amazon_file_id: DEMO_CHANNEL_FILE_ID } });
    expect(other.status).toBe(404);
  });
});
