import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../../tests/setup/test-providers";
import type { Overpack } from "../../../api/schemas/overpacks";
import { storeSessionUser } from "../../../api/session";
import { db } from "../../../offline/db";
import { cacheOrderRows } from "../../../offline/order-cache";
import { fixtureRow } from "../testing/order-fixtures";
import { AddToOverpackDialog } from "./add-to-overpack-dialog";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };

const BAG: Overpack = {
  id: 7,
  reference: "BAG-MX-1",
  length: 60,
  width: 40,
  height: 40,
  destination_country: "MX",
  contract_id: 1,
  contract_name: "Express",
  currency: "USD",
  total_volumes: 1,
  total_orders: 1,
  total_orders_value: 100,
  total_weight: 1.2,
  dispatched: false,
  dispatched_at: null,
  ship_from: "Ana, São Paulo",
  origin_hub: "GRU",
  carrier_name: null,
  tracking_number: null,
  created_at: "2026-11-20T10:00:00.000Z",
};
const list = (elements: Overpack[]) => json({ data: { elements, count: elements.length, ids: elements.map((e) => e.id) } });
const shipped = { dispatched: true, overpacked: false, customer_country: "MX", contract_name: "Express", currency: "USD" };

async function renderDialog(orderIds: number[], locale: "en" | "pt_BR" = "en") {
  queryClient.clear();
  await activateLocale(locale);
  storeSessionUser(demoSessionUser());
  const onAdded = vi.fn();
  render(
    <ShellProviders>
      <AddToOverpackDialog open orderIds={orderIds} onClose={() => undefined} onAdded={onAdded} />
    </ShellProviders>,
  );
  return { onAdded };
}

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.orderRows.clear()]);
});
afterEach(() => vi.unstubAllGlobals());

describe("Add to overpack", () => {
  it("names each order that cannot go with its reason and sends nothing", TEST, async () => {
    const user = userEvent.setup();
    await cacheOrderRows([
      fixtureRow(1, shipped),
      fixtureRow(2, { ...shipped, customer_country: "BR" }),
      fixtureRow(3, { ...shipped, dispatched: false }),
      fixtureRow(4, { ...shipped, overpacked: true }),
    ]);
    const { calls } = stubFetch({ "GET /v1/overpacks": () => list([BAG]) });
    await renderDialog([1, 2, 3, 4]);
    await user.selectOptions(await screen.findByRole("combobox", { name: /Overpack/ }), await screen.findByRole("option", { name: "BAG-MX-1" }, SLOW));
    // The bag's sizes are offered as they are.
    expect(screen.getByRole("textbox", { name: /Length \(cm\)/ })).toHaveValue("60");
    await user.click(screen.getByRole("button", { name: "Add to overpack" }));
    const refused = await screen.findByRole("list", { name: "Orders that cannot go" });
    expect(within(refused).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "LG-10002: The order goes to another destination country",
      "LG-10003: The order has not been dispatched yet",
      "LG-10004: The order is already in another overpack",
    ]);
    expect(calls.filter((call) => call.method !== "GET")).toHaveLength(0);
  });

  it("requires a name and the three sizes, in the user's language, before anything is checked or sent", TEST, async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ "GET /v1/overpacks": () => list([]) });
    await renderDialog([1], "pt_BR");
    await user.selectOptions(await screen.findByRole("combobox", { name: /Overpack/ }), "new");
    await user.type(screen.getByRole("textbox", { name: /Altura \(cm\)/ }), "0");
    await user.click(screen.getByRole("button", { name: "Adicionar ao overpack" }));
    expect(await screen.findAllByText("Não pode ficar em branco")).toHaveLength(3);
    expect(screen.getByText("Deve ser um número maior que 0")).toBeVisible();
    expect(calls.filter((call) => call.method !== "GET")).toHaveLength(0);
  });

  it("creates a new overpack with the selection, and shows the server's refusal by order when it has one", TEST, async () => {
    const user = userEvent.setup();
    await cacheOrderRows([fixtureRow(1, shipped), fixtureRow(2, shipped)]);
    let refuse = true;
    const { calls } = stubFetch({
      "GET /v1/overpacks": () => list([]),
      "POST /v1/overpacks": () =>
        refuse
          ? json({ messages: [{ base: ["The order is already in another overpack"] }], refused: [{ id: 2, order_number: "LG-10002", reason: "in_other_overpack", messages: ["The order is already in another overpack"] }] }, 409)
          : json({ data: { ...BAG, id: 9, reference: "NEW-1", orders: [] } }, 201),
    });
    const { onAdded } = await renderDialog([1, 2]);
    await user.selectOptions(await screen.findByRole("combobox", { name: /Overpack/ }), "new");
    await user.type(screen.getByRole("textbox", { name: /Name or reference/ }), "NEW-1");
    for (const name of [/Length/, /Width/, /Height/]) await user.type(screen.getByRole("textbox", { name }), "30,5");
    await user.click(screen.getByRole("button", { name: "Add to overpack" }));
    const refused = await screen.findByRole("list", { name: "Orders that cannot go" }, SLOW);
    expect(within(refused).getByRole("listitem")).toHaveTextContent("LG-10002: The order is already in another overpack");
    const post = calls.find((call) => call.method === "POST")!;
    expect(await post.json()).toEqual({ reference: "NEW-1", length: 30.5, width: 30.5, height: 30.5, order_ids: [1, 2] });
    expect(post.headers.get("Idempotency-Key")).toBeTruthy();

    refuse = false;
    await user.click(screen.getByRole("button", { name: "Add to overpack" }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1), SLOW);
    expect(await screen.findByText("Added to overpack NEW-1.")).toBeVisible();
  });
});
