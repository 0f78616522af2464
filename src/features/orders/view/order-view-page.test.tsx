import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { json, stubFetch } from "../../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../../tests/setup/test-providers";
import type { Checkpoint, Order } from "../../../api/schemas/orders";
import { storeSessionUser } from "../../../api/session";
import { db } from "../../../offline/db";
import { getDraft } from "../../../offline/drafts/drafts-store";
import { testSender } from "../../../offline/testing";
import { fixtureCheckpoint, fixtureOrder } from "../testing/order-fixtures";
import { OrderViewPage } from "./order-view-page";

const SLOW = { timeout: 10_000 };
/** Per test: the first render transforms the lazy screens, slow on a cold 2-core machine. */
const TEST = { timeout: 30_000 };

function orderServer(order: Order, checkpoints: Checkpoint[] = []) {
  return stubFetch({
    [`GET /v1/orders/${order.id}`]: () => json({ data: order }),
    [`GET /v1/orders/${order.id}/checkpoints`]: () => json({ data: checkpoints }),
    "GET /v1/measure": () => json({ data: { measurement_system: "metric" } }),
  });
}

/** orderServer's routes plus `extra` (stubFetch replaces the whole table). */
function stubFetchAlso(extra: Parameters<typeof stubFetch>[0], order: Order) {
  return stubFetch({
    [`GET /v1/orders/${order.id}`]: () => json({ data: order }),
    [`GET /v1/orders/${order.id}/checkpoints`]: () => json({ data: [] }),
    "GET /v1/measure": () => json({ data: { measurement_system: "metric" } }),
    ...extra,
  });
}

async function renderView(id: number) {
  queryClient.clear();
  await activateLocale("en");
  storeSessionUser(demoSessionUser());
  const router = createMemoryRouter(
    [
      { path: "/orders/:id", element: <OrderViewPage /> },
      { path: "/orders", element: <p>The list</p> },
      { path: "/orders/ordercreate", element: <p>The wizard</p> },
    ],
    { initialEntries: [`/orders/${id}`] },
  );
  render(
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return router;
}

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.orderRows.clear(), db.orderDetails.clear(), db.meta.clear(), db.drafts.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

describe("the order view", () => {
  it("shows every section, user text as text, and caches the order", TEST, async () => {
    orderServer(fixtureOrder(7), [fixtureCheckpoint(1)]);
    await renderView(7);
    expect(await screen.findByRole("heading", { level: 1, name: "Order LG-10007" }, SLOW)).toBeVisible();
    for (const name of ["Order data", "Shipping", "Customer", "Boxes", "Tracking history", "Costs", "Volumes"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    expect(screen.getByText("Maria Silva")).toBeVisible();
    expect(screen.getByText("<b>fragile</b>")).toBeVisible();
    expect(screen.getByText("30 cm × 20 cm × 10 cm")).toBeVisible();
    expect(screen.getByText("Dispatched from the warehouse")).toBeVisible();
    await waitFor(async () => expect((await db.orderDetails.get(7))?.order.order_number).toBe("LG-10007"));
    // Not dispatched: checkpoints wait for dispatch.
    expect(screen.getByRole("button", { name: "Add checkpoint" })).toBeDisabled();
    expect(screen.getByText("Checkpoints can be added once the order is dispatched.")).toBeVisible();
  });

  it("refuses edit and delete once dispatched, with the reason", TEST, async () => {
    orderServer(fixtureOrder(8, { dispatched: true, dispatched_at: "2025-03-02T10:00:00Z", current_status: { id: 300, name: "READY_TO_SHIP" } }));
    await renderView(8);
    await screen.findByRole("heading", { level: 1, name: "Order LG-10008" }, SLOW);
    expect(screen.getByRole("button", { name: "Edit" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Delete" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Dispatch" })).toBeDisabled();
    expect(screen.getByText("This order has been dispatched, so it can no longer be edited or removed.")).toBeVisible();
  });

  it("online, says Dispatched once the server has the dispatch, not that it is queued", TEST, async () => {
    const order = fixtureOrder(11);
    const sent = stubFetchAlso({ "PUT /v1/orders/11/dispatch": () => json({ data: { ...order, dispatched: true, status: "READY_TO_SHIP", current_status: { id: 300, name: "READY_TO_SHIP" }, current_status_id: 300 } }) }, order);
    await renderView(11);
    await screen.findByRole("heading", { level: 1, name: "Order LG-10011" }, SLOW);
    await userEvent.click(screen.getByRole("button", { name: "Dispatch" }));
    expect(await screen.findByText("Dispatching 1 order…", undefined, SLOW)).toBeVisible();

    await testSender().sender.drain();
    expect(await screen.findByText("Order LG-10011 dispatched.", undefined, SLOW)).toBeVisible();
    expect(screen.queryByText(/queued/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel dispatch" })).not.toBeInTheDocument();
    expect(sent.calls.filter((call) => call.method === "PUT")).toHaveLength(1);
  });

  it("a dispatch the server refuses is rolled back at once: editable again, with the reason and Drop", TEST, async () => {
    const order = fixtureOrder(12, { dangerous_good: true, contract_name: "Economy" });
    stubFetchAlso(
      {
        "PUT /v1/orders/12/dispatch": () =>
          json(
            {
              messages: ["The following orders cannot be dispatched with this contract: LG-10012"],
              refused: [{ id: 12, order_number: "LG-10012", reason: "dangerous_goods_not_allowed", contract_name: "Economy", messages: ["This contract does not carry dangerous goods"] }],
            },
            422,
          ),
      },
      order,
    );
    await renderView(12);
    await screen.findByRole("heading", { level: 1, name: "Order LG-10012" }, SLOW);
    await userEvent.click(screen.getByRole("button", { name: "Dispatch" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit" })).toBeDisabled());

    await testSender().sender.drain();
    expect(await screen.findByText("Order LG-10012 was not dispatched: see why below.", undefined, SLOW)).toBeVisible();
    const refusal = screen.getByRole("region", { name: "The following orders cannot be dispatched with this contract:" });
    expect(refusal).toHaveTextContent("LG-10012This contract does not carry dangerous goods (Economy)");
    expect(within(refusal).queryByRole("button", { name: /^Retry/ })).not.toBeInTheDocument();
    // Its real state: not dispatched, so editable, and nothing claims otherwise.
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit" })).toBeEnabled());
    expect(screen.getByRole("button", { name: "Delete" })).toBeEnabled();
    expect(screen.queryByText("This order has been dispatched, so it can no longer be edited or removed.")).not.toBeInTheDocument();
    expect((await db.orderDetails.get(12))?.order).toMatchObject({ dispatched: false, status: "NEW" });

    await userEvent.click(within(refusal).getByRole("button", { name: "Drop the dispatch of LG-10012" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "The following orders cannot be dispatched with this contract:" })).not.toBeInTheDocument());
    expect(await db.outbox.count()).toBe(0);
  });

  it("dispatches through the outbox and then lets a checkpoint be added, validated and queued", TEST, async () => {
    orderServer(fixtureOrder(9));
    await renderView(9);
    await screen.findByRole("heading", { level: 1, name: "Order LG-10009" }, SLOW);
    await userEvent.click(screen.getByRole("button", { name: "Dispatch" }));
    expect(await screen.findByText("Pending sync")).toBeVisible();
    expect(screen.getByRole("link", { name: "See pending operations" })).toHaveAttribute("href", "/outbox");
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit" })).toBeDisabled());
    const dispatchOp = (await db.outbox.toArray())[0];
    expect(dispatchOp?.path).toBe("orders/9/dispatch");

    await userEvent.click(screen.getByRole("button", { name: "Add checkpoint" }));
    const form = screen.getByRole("form", { name: "Add checkpoint" });
    await userEvent.click(within(form).getByRole("button", { name: "Save checkpoint" }));
    expect(await within(form).findByText("Can't be blank")).toBeVisible();

    const user = userEvent.setup({ applyAccept: false });
    await user.selectOptions(within(form).getByRole("combobox", { name: "Status" }), "In transit");
    await user.type(within(form).getByRole("textbox", { name: /Message/ }), "Left the hub");
    await user.upload(within(form).getByLabelText("Attachment"), new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await within(form).findByText("The file is not a PDF, JPEG or PNG")).toBeVisible();
    // Judged by its bytes, not by its name or type: HTML named like a PDF is refused, also on Save.
    await user.upload(within(form).getByLabelText("Attachment"), new File(["<html><script>alert(1)</script>"], "proof.pdf", { type: "application/pdf" }));
    await user.click(within(form).getByRole("button", { name: "Save checkpoint" }));
    expect(await within(form).findByText("The file is not a PDF, JPEG or PNG")).toBeVisible();
    expect(await db.outbox.count()).toBe(1);
    await user.upload(within(form).getByLabelText("Attachment"), new File([new Uint8Array(200 * 1024)], "big.png", { type: "image/png" }));
    expect(await within(form).findByText("The file is larger than 150 KB")).toBeVisible();
    await user.upload(within(form).getByLabelText("Attachment"), new File(["%PDF-1.4"], "proof.pdf", { type: "application/pdf" }));
    await waitFor(() => expect(within(form).queryByText("The file is larger than 150 KB")).toBeNull());
    expect(form).toHaveAttribute("data-dirty", "true");
    await user.click(within(form).getByRole("button", { name: "Save checkpoint" }));

    await waitFor(async () => expect(await db.outbox.count()).toBe(2));
    const ops = await db.outbox.orderBy("seq").toArray();
    expect(ops[1]?.kind).toBe("add-checkpoint");
    expect(ops[1]?.body).toMatchObject({ status: "IN_TRANSIT", message: "Left the hub", attachment: { name: "proof.pdf", type: "application/pdf", data: btoa("%PDF-1.4") } });
    const tracking = screen.getByRole("region", { name: "Tracking history" });
    expect(await within(tracking).findByText("Left the hub")).toBeVisible();
    expect(within(tracking).getByText("Not sent yet")).toBeVisible();
    expect(within(tracking).getByText("Attachment: proof.pdf")).toBeVisible();
  });

  it("asks for the tracking event only when the status has several, and sends the chosen one", TEST, async () => {
    orderServer({ ...fixtureOrder(12), dispatched: true, dispatched_at: "2026-11-20T10:00:00.000Z" });
    await renderView(12);
    await screen.findByRole("heading", { level: 1, name: "Order LG-10012" }, SLOW);
    await userEvent.click(screen.getByRole("button", { name: "Add checkpoint" }));
    const form = screen.getByRole("form", { name: "Add checkpoint" });
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByRole("combobox", { name: "Status" }), "Delivered");
    expect(within(form).queryByRole("combobox", { name: "Event" })).toBeNull();
    await user.selectOptions(within(form).getByRole("combobox", { name: "Status" }), "In transit");
    const event = within(form).getByRole("combobox", { name: "Event" });
    expect(within(event).getAllByRole("option").map((option) => option.textContent)).toEqual(["In transit", "Customs clearance started", "Released by customs", "Held by customs"]);
    await user.selectOptions(event, "Held by customs");
    await user.type(within(form).getByRole("textbox", { name: /Message/ }), "Inspection");
    await user.click(within(form).getByRole("button", { name: "Save checkpoint" }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]?.body).toMatchObject({ status: "IN_TRANSIT", message: "Inspection", event_code: "CUSTOMS_HELD" });
  });

  it("shows the order's notification log: channel, recipient, state, attempts and the last answer", TEST, async () => {
    const order = fixtureOrder(13);
    const delivery = (id: number, channel: string, status: string, attempts: number, last_answer: string | null, recipient: string | null) => ({
      id,
      rule_id: 4,
      order_id: 13,
      order_number: order.order_number,
      checkpoint_id: 70,
      event_code: "CUSTOMS_HELD",
      channel,
      recipient,
      status,
      attempts,
      last_answer,
      created_at: "2026-11-20T10:00:00.000Z",
      updated_at: "2026-11-20T10:00:15.000Z",
      sent_at: status === "sent" ? "2026-11-20T10:00:15.000Z" : null,
    });
    const { calls } = stubFetchAlso(
      {
        "GET /v1/notification_deliveries": () =>
          json({ data: { elements: [delivery(2, "webhook_seller", "failed", 3, "503 still down", "https://shop.example/hooks"), delivery(1, "mail_customer", "sent", 1, "250 OK", "maria@example.com")], count: 2, ids: [2, 1] } }),
      },
      order,
    );
    await renderView(13);
    const log = await screen.findByRole("table", { name: "Notifications sent" }, SLOW);
    const rows = within(log).getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell").slice(0, 6).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Held by customs", "Seller webhook", "https://shop.example/hooks", "Failed", "3", "503 still down"],
      ["Held by customs", "E-mail to customer", "maria@example.com", "Sent", "1", "250 OK"],
    ]);
    expect(new URL(calls.find((call) => call.url.includes("notification_deliveries"))!.url).searchParams.get("order_id")).toBe("13");
  });

  it("says the notification log needs the network instead of failing when offline", TEST, async () => {
    const order = fixtureOrder(14);
    stubFetchAlso({ "GET /v1/notification_deliveries": () => Promise.reject(new TypeError("Failed to fetch")) }, order);
    await renderView(14);
    const section = await screen.findByRole("region", { name: "Notifications sent" }, SLOW);
    expect(await within(section).findByText("The notifications show once you are online.")).toBeVisible();
    expect(within(section).queryByRole("alert")).toBeNull();
  });

  it("offline, says an order never opened is not on this device", TEST, async () => {
    stubFetch({
      "GET /v1/orders/11": () => {
        throw new TypeError("Failed to fetch");
      },
      "GET /v1/orders/11/checkpoints": () => {
        throw new TypeError("Failed to fetch");
      },
      "GET /v1/measure": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await renderView(11);
    expect(await screen.findByText("This order is not saved on this device yet; connect to load it.", undefined, SLOW)).toBeVisible();
  });

  it("deletes after asking and returns to the list", TEST, async () => {
    const deletes: Request[] = [];
    stubFetch({
      "GET /v1/orders/12": () => json({ data: fixtureOrder(12) }),
      "GET /v1/orders/12/checkpoints": () => json({ data: [] }),
      "GET /v1/measure": () => json({ data: { measurement_system: "imperial" } }),
      "DELETE /v1/orders/12": (request) => {
        deletes.push(request);
        return json({ data: { id: 12 } });
      },
    });
    const router = await renderView(12);
    await screen.findByRole("heading", { level: 1, name: "Order LG-10012" }, SLOW);
    expect(await screen.findByText(/11\.81 in × 7\.87 in × 3\.94 in/)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete order LG-10012?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/orders"));
    expect(deletes[0]?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("clones the order into a new draft and opens the wizard on it", TEST, async () => {
    orderServer(fixtureOrder(13));
    const router = await renderView(13);
    await screen.findByRole("heading", { level: 1, name: "Order LG-10013" }, SLOW);
    await userEvent.click(screen.getByRole("button", { name: "Clone" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/orders/ordercreate"));
    const params = new URLSearchParams(router.state.location.search);
    // No step named: the wizard opens a new draft at its first step (its own list of steps).
    expect(params.has("step")).toBe(false);
    const draft = await getDraft(params.get("draft")!);
    expect(draft?.userId).toBe(demoSessionUser().id);
    // A clone is a new order: no number, not editing; the receiver and boxes are copied.
    expect(draft?.values.shipment.order_number).toBe("");
    expect(draft?.values.editing_order_id).toBeNull();
    expect(draft?.values.customer.document).toBe("52998224725");
    expect(draft?.values.boxes[0]).toMatchObject({ length: "30", width: "20", height: "10" });
  });

  it("edits all details of an order not yet dispatched through the wizard, in the user's units", TEST, async () => {
    stubFetch({
      "GET /v1/orders/14": () => json({ data: fixtureOrder(14) }),
      "GET /v1/orders/14/checkpoints": () => json({ data: [] }),
      "GET /v1/measure": () => json({ data: { measurement_system: "imperial" } }),
    });
    const router = await renderView(14);
    await screen.findByRole("heading", { level: 1, name: "Order LG-10014" }, SLOW);
    // The measure has arrived once sizes show in inches.
    await screen.findByText(/11\.81 in × 7\.87 in × 3\.94 in/);
    await userEvent.click(screen.getByRole("button", { name: "Edit all details" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/orders/ordercreate"));
    const draft = await getDraft(new URLSearchParams(router.state.location.search).get("draft")!);
    expect(draft?.values.editing_order_id).toBe(14);
    expect(draft?.values.shipment.order_number).toBe("LG-10014");
    expect(draft?.values.boxes[0]?.length).toBe("11.81");
  });

  it("offers no full edit once dispatched, but still a clone", TEST, async () => {
    orderServer(fixtureOrder(15, { dispatched: true, dispatched_at: "2025-03-02T10:00:00Z", current_status: { id: 300, name: "READY_TO_SHIP" } }));
    await renderView(15);
    await screen.findByRole("heading", { level: 1, name: "Order LG-10015" }, SLOW);
    expect(screen.getByRole("button", { name: "Edit all details" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Clone" })).toBeEnabled();
  });
});
