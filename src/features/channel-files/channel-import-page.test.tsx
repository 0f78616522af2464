import { describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import { EXPRESS_TERMS, TEST_SENDER } from "../../../tests/fixtures/order-import";
import type { ChannelFileDetail } from "../../api/schemas/channel-files";
import { storeSessionUser } from "../../api/session";
import { ChannelImportPage } from "./channel-import-page";

const TEST = { timeout: 30_000 };
const JOB_ID = "0b7c2f7e-4a5d-4c3e-9d51-1f2a3b4c5d6e";

const order = (order_id: string, sku: string, recipient = "Mariana Souza") => ({
  order_id,
  purchase_date: "2026-11-24T13:05:11+00:00",
  buyer_email: "k3h9x2m4p7@marketplace.amazon.com",
  buyer_name: recipient,
  phone: "+55 11 98765-4321",
  tax_id: "529.982.247-25",
  currency: "USD",
  recipient_name: recipient,
  address_1: "Rua Augusta, 1508",
  address_2: "Apto 72",
  address_3: "Consolação",
  city: "São Paulo",
  state: "SP",
  postal_code: "01304-001",
  country: "BR",
  items: [{ line: order_id === "701-1" ? 2 : 3, order_item_id: "1", sku, product_name: `Product ${sku}`, quantity: "1", item_price: "25.00" }],
});

function detail(orders = [order("701-1", "BOOK"), order("702-2", "MUG")]): ChannelFileDetail {
  return {
    file: { id: 1, name: "amazon-orders.txt", channel: "amazon", orders_count: orders.length, rows_count: orders.length, size: 900, status: "new", import_job_id: null, created_at: "2026-11-25T10:00:00.000Z" },
    orders,
    mapping: [],
    context: {
      contracts: [{ id: 1, name: "Express", terms: { ...EXPRESS_TERMS, incoterms: [...EXPRESS_TERMS.incoterms] } }],
      defaultContractId: 1,
      salesChannels: [{ id: 3, name: "Amazon" }],
      sender: TEST_SENDER,
      measurementSystem: "metric",
      takenOrderNumbers: [],
      codesNeedingDocuments: [],
    },
  };
}

const boxes = [{ id: 7, name: "Small box 20x15x10", length: 20, width: 15, height: 10, empty_weight: 0.15, weight: null, harmful_products: false, auto_select: true, updated_at: "2026-11-01T00:00:00.000Z" }];
const products = [
  { id: 4, sku: "BOOK", name: "Hardcover novel", description: null, category: "books and collectibles", hs_code: "490199", origin_country: "US", unit_price: 22, unit_weight: 0.6, updated_at: "2026-11-01T00:00:00.000Z" },
  { id: 5, sku: "CUP", name: "Ceramic cup", description: null, category: "home decor", hs_code: "691200", origin_country: "PT", unit_price: 9, unit_weight: 0.4, updated_at: "2026-11-01T00:00:00.000Z" },
];
const list = <T,>(elements: T[]) => ({ data: { elements, count: elements.length, ids: elements.map((_, i) => i + 1) } });

async function renderPage(answer: ChannelFileDetail = detail()) {
  queryClient.clear();
  await activateLocale("en");
  storeSessionUser(demoSessionUser({ group: "seller-operation" }));
  const sent: { path: string; body: unknown }[] = [];
  const record = async (request: Request) => sent.push({ path: new URL(request.url).pathname, body: await request.json() });
  stubFetch({
    "GET /v1/amazon_files/1": () => json({ data: answer }),
    "GET /v1/box_templates": () => json(list(boxes)),
    "GET /v1/product_templates": () => json(list(products)),
    "POST /v1/amazon-save": async (request) => {
      await record(request);
      return json({ data: { ...answer.file, status: "mapped" } });
    },
    "POST /v1/orders/amazon-import": async (request) => {
      await record(request);
      return json({ data: { id: JOB_ID, kind: "orders-import", state: "queued" } }, 202);
    },
  });
  const router = createMemoryRouter(
    [
      { path: "/orders/amazon-import", element: <ChannelImportPage /> },
      { path: "/orders/import_response", element: <p>Result page</p> },
    ],
    { initialEntries: ["/orders/amazon-import?file=1"] },
  );
  render(
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  await screen.findByRole("heading", { level: 1, name: "Import amazon-orders.txt" }, { timeout: 10_000 });
  return { router, sent };
}

const orderRow = (orderId: string) => within(screen.getByRole("table", { name: "Orders of the file" })).getByRole("row", { name: new RegExp(orderId) });

describe("the channel import screen", () => {
  it("names the SKU without template, checks the order once it is mapped, saves the mapping and opens the import's result", TEST, async () => {
    const { router, sent } = await renderPage();
    expect(screen.getByText("Orders ship from Lumen Goods Ltd., Shenzhen: the sender of your latest order.")).toBeVisible();
    expect(orderRow("702-2")).toHaveTextContent("No product template for SKU MUG");
    expect(orderRow("701-1")).toHaveTextContent("Ready to import");
    expect(screen.getByText("Orders ready to import: 1 of 2")).toBeVisible();

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Product template for MUG" }), "CUP · Ceramic cup");
    expect(orderRow("702-2")).toHaveTextContent("Ready to import");
    expect(screen.getByText("Orders ready to import: 2 of 2")).toBeVisible();

    await userEvent.click(screen.getByRole("button", { name: "Import valid orders" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/orders/import_response"));
    expect(router.state.location.search).toBe(`?job=${JOB_ID}`);
    expect(sent.map((s) => s.path)).toEqual(["/v1/amazon-save", "/v1/orders/amazon-import"]);
    expect(sent[0]?.body).toEqual({
      amazon_file_id: 1,
      orders: [
        { order_id: "701-1", box_template_id: 7, products: [{ sku: "BOOK", product_template_id: 4 }] },
        { order_id: "702-2", box_template_id: 7, products: [{ sku: "MUG", product_template_id: 5 }] },
      ],
    });
    expect(sent[1]?.body).toEqual({ amazon_file_id: 1 });
  });

  it("says what the import rules refuse, placed by the report's column", TEST, async () => {
    const bad = { ...order("701-1", "BOOK"), postal_code: "123" };
    await renderPage(detail([bad]));
    expect(orderRow("701-1")).toHaveTextContent("Row 2, ship-postal-code: Invalid zip code");
    expect(screen.getByRole("button", { name: "Import valid orders" })).toBeDisabled();
  });

  it("shows a hostile cell as the text it is", TEST, async () => {
    await renderPage(detail([order("701-1", "BOOK", "<img src=x onerror=alert(1)>")]));
    expect(orderRow("701-1")).toHaveTextContent("<img src=x onerror=alert(1)>");
    expect(document.body.querySelector("img[src='x']")).toBeNull();
  });
});
