import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { renderApp } from "../../../tests/setup/render-app";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import type { Overpack } from "../../api/schemas/overpacks";
import { clearSessionUser, storeSessionUser } from "../../api/session";

const LOAD = { timeout: 15_000 };
const TEST = { timeout: 60_000 };
const EMPTY_LIST = () => json({ data: { elements: [], count: 0, ids: [] } });

const bag = (id: number, overrides: Partial<Overpack> = {}): Overpack => ({
  id,
  reference: `BAG-${id}`,
  length: 60,
  width: 40.5,
  height: 40,
  destination_country: "MX",
  contract_id: 1,
  contract_name: "Express",
  currency: "USD",
  total_volumes: 3,
  total_orders: 2,
  total_orders_value: 1234.5,
  total_weight: 2.75,
  dispatched: false,
  dispatched_at: null,
  ship_from: "Ana, São Paulo",
  origin_hub: "GRU",
  carrier_name: null,
  tracking_number: null,
  created_at: "2026-11-20T10:00:00.000Z",
  ...overrides,
});
const page = (elements: Overpack[]) => json({ data: { elements, count: elements.length, ids: elements.map((e) => e.id) } });
const CONTRACTS = () => json({ data: { elements: [], count: 0, ids: [] } });

describe("/overpacks", () => {
  beforeEach(() => storeSessionUser(demoSessionUser()));
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSessionUser();
  });

  it("shows the spec's fields in the user's locale and keeps the filters in the address and the request", TEST, async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      "GET /v1/my_notifications": EMPTY_LIST,
      "GET /v1/contracts": CONTRACTS,
      "GET /v1/overpacks": (request) => (new URL(request.url).searchParams.get("dispatched") === "true" ? page([]) : page([bag(1)])),
    });
    const { router } = await renderApp("/overpacks", "pt_BR");
    const table = await screen.findByRole("table", { name: "Overpacks" }, LOAD);
    const row = within(table).getAllByRole("row")[1]!;
    expect(within(row).getByRole("link", { name: "BAG-1" })).toHaveAttribute("href", "/overpacks/1");
    expect(within(row).getByText("60 × 40,5 × 40 cm")).toBeVisible();
    expect(within(row).getByText("México")).toBeVisible();
    expect(within(row).getByText(/US\$\s?1\.234,50/)).toBeVisible();
    expect(within(row).getByText("2,75 kg")).toBeVisible();

    await user.selectOptions(screen.getByRole("combobox", { name: "Despachado" }), "true");
    await user.type(screen.getByLabelText("Despachado de"), "2026-11-01");
    await user.click(screen.getByRole("button", { name: "Filtrar" }));
    expect(await screen.findByText("Nenhum overpack corresponde a estes filtros.", {}, LOAD)).toBeVisible();
    expect(router.state.location.search).toBe("?dispatched=true&dispatch_start_date=2026-11-01");
    const last = new URL(calls.filter((call) => call.url.includes("/v1/overpacks")).at(-1)!.url);
    expect(last.searchParams.get("dispatched")).toBe("true");
    expect(last.searchParams.get("dispatch_start_date")).toBe("2026-11-01");
  });

  it("dispatches the selection after asking, and shows the spec's text translated when one was dispatched already", TEST, async () => {
    const user = userEvent.setup();
    const puts: { body: unknown; key: string | null }[] = [];
    stubFetch({
      "GET /v1/my_notifications": EMPTY_LIST,
      "GET /v1/contracts": CONTRACTS,
      "GET /v1/overpacks": () => page([bag(1), bag(2)]),
      "PUT /v1/overpacks/multi_dispatch": async (request) => {
        puts.push({ body: await request.json(), key: request.headers.get("Idempotency-Key") });
        return json({ messages: ["One of the selected overpacks has already been dispatched."] }, 409);
      },
    });
    await renderApp("/overpacks", "pt_BR");
    await screen.findByRole("table", { name: "Overpacks" }, LOAD);
    await user.click(screen.getByRole("checkbox", { name: "Selecionar o overpack BAG-1" }));
    await user.click(screen.getByRole("checkbox", { name: "Selecionar o overpack BAG-2" }));
    await user.click(screen.getByRole("button", { name: "Despachar" }));
    const dialog = await screen.findByRole("dialog", { name: "Despachar 2 overpacks?" });
    expect(puts).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Despachar" }));
    expect(await screen.findByText("Um dos overpacks selecionados já foi despachado.", {}, LOAD)).toBeVisible();
    expect(puts).toEqual([{ body: { ids: [1, 2] }, key: expect.any(String) }]);
  });

  it("refuses the labels of a selection with one not dispatched, in the spec's words, without asking the server", TEST, async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      "GET /v1/my_notifications": EMPTY_LIST,
      "GET /v1/contracts": CONTRACTS,
      "GET /v1/overpacks": () => page([bag(1, { dispatched: true, dispatched_at: "2026-11-21T10:00:00.000Z", tracking_number: "OP1BR" }), bag(2)]),
    });
    await renderApp("/overpacks");
    await screen.findByRole("table", { name: "Overpacks" }, LOAD);
    await user.click(screen.getByRole("checkbox", { name: "Select all on this page" }));
    await user.click(screen.getByRole("button", { name: "Download labels" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("One of the selected overpacks has not been dispatched yet.");
    await waitFor(() => expect(calls.some((call) => call.url.includes("/label"))).toBe(false));
  });
});
