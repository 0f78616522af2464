import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { stubFetch } from "../../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale } from "../../../../tests/setup/test-providers";
import type { OverpackDetail } from "../../../api/schemas/overpacks";
import { storeSessionUser } from "../../../api/session";
import { db } from "../../../offline/db";
import { cacheOrderRows } from "../../../offline/order-cache";
import { clearOfflineTables, sampleRow } from "../../../offline/testing";
import { ScanToAdd } from "./scan-to-add";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };
const EMPTY_BAG: OverpackDetail = {
  id: 7,
  reference: "BAG-NEW",
  length: 60,
  width: 40,
  height: 40,
  destination_country: null,
  contract_id: null,
  contract_name: null,
  currency: null,
  total_volumes: 0,
  total_orders: 0,
  total_orders_value: 0,
  total_weight: 0,
  dispatched: false,
  dispatched_at: null,
  ship_from: null,
  origin_hub: null,
  carrier_name: null,
  tracking_number: null,
  created_at: "2026-11-20T10:00:00.000Z",
  orders: [],
};
const row = (id: number, overrides = {}) =>
  sampleRow(id, { order_number: `LG${id}`, reference: `REF${id}`, dispatched: true, overpacked: false, customer_country: "MX", contract_name: "Express", currency: "USD", ...overrides });

describe("Scan to add", () => {
  beforeEach(async () => {
    await clearOfflineTables();
    await db.overpackScans.clear();
    await activateLocale("pt_BR");
    storeSessionUser(demoSessionUser());
    await cacheOrderRows([row(1), row(2, { customer_country: "BR" })]);
    // The sender is not running in this test: nothing leaves the device.
    stubFetch({});
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows each code at once with its result, in the user's language; the first order sets an empty bag's destination", TEST, async () => {
    const user = userEvent.setup();
    render(
      <ShellProviders>
        <ScanToAdd overpack={EMPTY_BAG} />
      </ShellProviders>,
    );
    const field = await screen.findByRole("textbox", { name: "Código da etiqueta" }, SLOW);
    expect(field).toHaveFocus();
    // A wedge scanner types fast: three codes without waiting, the same one twice.
    await user.type(field, "REF1{Enter}REF2{Enter}ref1{Enter}");
    const list = screen.getByRole("list", { name: "Códigos lidos" });
    await vi.waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2), SLOW);
    expect(within(list).getByText("REF2").closest("li")).toHaveTextContent("Recusado: O pedido vai para outro país de destino");
    expect(within(list).getByText("REF1").closest("li")).toHaveTextContent("Aguardando envio");
    expect(await screen.findByText("REF1 já está na lista.")).toBeVisible();
    // One operation, for the order the bag may take.
    expect((await db.outbox.toArray()).map((op) => op.body)).toEqual([{ order_ids: [1] }]);
  });
});
