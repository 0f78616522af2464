import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { stubFetch } from "../../../tests/setup/fetch-stub";
import { ShellProviders, activateLocale } from "../../../tests/setup/test-providers";
import { tables } from "../../offline/db";
import { DEVICE_KEYS } from "../../offline/device/device-keys";
import { removeDeviceKeys, writeDeviceKey } from "../../offline/device/device-store";
import { requestPersistentStorage } from "../../offline/storage";
import { storeSessionUser } from "../../api/session";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { OutboxPage } from "./outbox-page";
import { outboxOperation, seedOutbox } from "./testing";

const LOAD = { timeout: 10_000 };
const MINUTE = 60_000;

async function renderPage() {
  await activateLocale("en");
  render(
    <ShellProviders>
      <MemoryRouter>
        <OutboxPage />
      </MemoryRouter>
    </ShellProviders>,
  );
  await screen.findByRole("heading", { level: 1, name: "Pending operations" }, LOAD);
}

const attentionSection = () => screen.getByRole("region", { name: "Needs attention" });
const waitingSection = () => screen.getByRole("region", { name: "Waiting to be sent" });

const refused = () =>
  outboxOperation({
    orderIds: [10001],
    orderNumbers: ["LG-10001"],
    state: "needs_attention",
    attempts: 1,
    lastError: { status: 422, messages: ["The following orders cannot be dispatched with this contract: LG-10001"] },
  });

describe("the outbox screen", () => {
  beforeEach(() => stubFetch({}));
  afterEach(() => vi.restoreAllMocks());

  it("lists what needs attention with the server's message, the order link and named buttons", async () => {
    await seedOutbox([
      refused(),
      outboxOperation({
        kind: "add-checkpoint",
        path: "orders/10002/add-checkpoint",
        body: { status: "IN_TRANSIT", message: "Left the hub" },
        orderIds: [10002],
        orderNumbers: ["LG-10002"],
        state: "needs_attention",
        lastError: { status: 409, messages: ["Dispatch the order before adding checkpoints."] },
      }),
    ]);
    await renderPage();
    const section = attentionSection();
    const items = await within(section).findAllByRole("listitem", {}, LOAD);
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Dispatch");
    expect(items[0]).toHaveTextContent("The following orders cannot be dispatched with this contract: LG-10001");
    expect(within(items[0]!).getByRole("link", { name: "LG-10001" })).toHaveAttribute("href", "/orders/10001");
    // A rule of the contract refused it: the same request would be refused again, so no Retry (issue 14).
    expect(within(items[0]!).queryByRole("button", { name: "Retry dispatch of LG-10001" })).not.toBeInTheDocument();
    expect(within(items[0]!).getByRole("button", { name: "Discard dispatch of LG-10001" })).toBeVisible();
    expect(items[1]).toHaveTextContent("Add checkpoint: In transit");
    expect(items[1]).toHaveTextContent("Dispatch the order before adding checkpoints.");
    expect(within(items[1]!).getByRole("button", { name: "Retry checkpoint for LG-10002" })).toBeVisible();
    expect(within(waitingSection()).getByText("Nothing is waiting to be sent.")).toBeVisible();
  }, 20_000);

  it("names a dispatch refused per order with the spec's text and the reason in the user's words", async () => {
    await seedOutbox([
      outboxOperation({
        orderIds: [10005],
        orderNumbers: ["LG-10005"],
        state: "needs_attention",
        lastError: { status: 422, messages: ["This contract does not carry dangerous goods"], refusal: { reason: "dangerous_goods_not_allowed", contract_name: "Economy" } },
      }),
    ]);
    await activateLocale("pt_BR");
    render(
      <ShellProviders>
        <MemoryRouter>
          <OutboxPage />
        </MemoryRouter>
      </ShellProviders>,
    );
    const item = await screen.findByRole("listitem", {}, LOAD);
    expect(item).toHaveTextContent("Os seguintes pedidos não podem ser despachados com este contrato: LG-10005: Este contrato não transporta produtos perigosos (Economy)");
    expect(within(item).queryByRole("button", { name: /^Tentar/ })).not.toBeInTheDocument();
  }, 20_000);

  it("names a scan into an overpack that the server refused, with the reason in the user's words", async () => {
    await seedOutbox([
      outboxOperation({
        kind: "overpack-add",
        method: "put",
        path: "overpacks/7/add-orders",
        body: { references: ["NB123456789BR"] },
        orderIds: [],
        orderNumbers: ["NB123456789BR"],
        state: "needs_attention",
        lastError: { status: 409, messages: ["The order goes to another destination country"], refusal: { reason: "other_destination" } },
      }),
    ]);
    await activateLocale("pt_BR");
    render(
      <ShellProviders>
        <MemoryRouter>
          <OutboxPage />
        </MemoryRouter>
      </ShellProviders>,
    );
    const item = await screen.findByRole("listitem", {}, LOAD);
    expect(item).toHaveTextContent("Adicionar NB123456789BR a um overpack");
    expect(item).toHaveTextContent("O pedido vai para outro país de destino");
  }, 20_000);

  it("names the service whose balance refused a dispatch and why, in the user's words, and offers Retry (issue 20)", async () => {
    await seedOutbox([
      outboxOperation({
        orderIds: [10006],
        orderNumbers: ["LG-10006"],
        state: "needs_attention",
        lastError: {
          status: 422,
          messages: ["Freight: Service is suspended due to negative balance"],
          refusal: { reason: "balance_not_allowed", service: "freight", service_refusal: "negative_balance" },
        },
      }),
    ]);
    await activateLocale("pt_BR");
    render(
      <ShellProviders>
        <MemoryRouter>
          <OutboxPage />
        </MemoryRouter>
      </ShellProviders>,
    );
    const item = await screen.findByRole("listitem", {}, LOAD);
    expect(item).toHaveTextContent("Frete: Serviço suspenso por saldo negativo");
    expect(within(item).getByRole("button", { name: /^Tentar/ })).toBeVisible();
  }, 20_000);

  it("Retry makes a refused operation pending again", async () => {
    // Refused for a permission, which can be given back: Retry can succeed.
    await seedOutbox([{ ...refused(), lastError: { status: 403, messages: ["You are not allowed to do this."] } }]);
    await renderPage();
    await userEvent.click(await within(attentionSection()).findByRole("button", { name: "Retry dispatch of LG-10001" }, LOAD));
    await waitFor(() => expect(within(attentionSection()).getByText("Nothing needs your attention.")).toBeVisible(), LOAD);
    const waiting = within(waitingSection()).getAllByRole("listitem");
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toHaveTextContent("LG-10001");
    const [stored] = await tables.outbox().toArray();
    expect(stored).toMatchObject({ state: "pending", attempts: 0 });
    expect(stored!.lastError).toBeUndefined();
  }, 20_000);

  it("names an operation the server failed the same way again and again with the server's words, and offers Retry and Discard", async () => {
    const stuck = outboxOperation({
      kind: "add-checkpoint",
      path: "orders/10004/add-checkpoint",
      body: { status: "IN_TRANSIT", message: "Left the hub" },
      orderIds: [10004],
      orderNumbers: ["LG-10004"],
      state: "needs_attention",
      attempts: 5,
      lastError: { status: 500, messages: ["Something went wrong on our side. Please try again."], reason: "server-error", sameErrors: 5 },
    });
    await seedOutbox([stuck]);
    await renderPage();
    const item = await within(attentionSection()).findByRole("listitem", {}, LOAD);
    expect(item).toHaveTextContent(
      "The server failed on this operation 5 times in a row (error 500), so it is no longer sent by itself. The server said: Something went wrong on our side. Please try again. Retry it later, or discard it.",
    );
    expect(within(item).getByRole("button", { name: "Discard checkpoint for LG-10004" })).toBeVisible();
    await userEvent.click(within(item).getByRole("button", { name: "Retry checkpoint for LG-10004" }));
    await waitFor(() => expect(within(attentionSection()).getByText("Nothing needs your attention.")).toBeVisible(), LOAD);
    const [stored] = await tables.outbox().toArray();
    expect(stored).toMatchObject({ id: stuck.id, state: "pending", attempts: 0 });
    expect(stored?.lastError).toBeUndefined();
  }, 20_000);

  it("says what to check for an operation too old to send, and Retry sends it with its own key", async () => {
    const old = outboxOperation({ orderIds: [10003], orderNumbers: ["LG-10003"], state: "needs_attention", lastError: { messages: [], reason: "too-old" } });
    await seedOutbox([old]);
    await renderPage();
    const item = await within(attentionSection()).findByRole("listitem", {}, LOAD);
    expect(item).toHaveTextContent(
      "Not sent: it was queued more than 28 days ago, so the server can no longer tell whether it already has it. Open the order and check whether this change is already there: if it is, discard this; if it is not, retry to send it.",
    );
    expect(within(item).getByRole("link", { name: "LG-10003" })).toHaveAttribute("href", "/orders/10003");

    await userEvent.click(within(item).getByRole("button", { name: "Retry dispatch of LG-10003" }));
    await waitFor(() => expect(within(attentionSection()).getByText("Nothing needs your attention.")).toBeVisible(), LOAD);
    const [stored] = await tables.outbox().toArray();
    expect(stored).toMatchObject({ id: old.id, state: "pending", confirmedAt: expect.any(String) });
    expect(stored?.lastError).toBeUndefined();
  }, 20_000);

  it("names a scan's parcel by its code, says the refusal in the user's words and what to do, and corrects a mistyped code as a new operation", async () => {
    storeSessionUser(demoSessionUser());
    const user = demoSessionUser();
    const scan = (code: string, status: number, message: string, order?: { id: number; number: string }) =>
      outboxOperation({
        kind: "pickup-scan",
        method: "post",
        path: "pickups",
        body: { reference: code, type: "pickup", scanned_at: "2024-05-03T10:15:00.000Z" },
        orderIds: order ? [order.id] : [],
        orderNumbers: [order?.number ?? code],
        userId: user.id,
        sellerId: user.seller_id,
        state: "needs_attention",
        attempts: 1,
        lastError: { status, messages: [message] },
      });
    const typo = scan("NOSUCH-42", 404, "No order with this tracking number or order number.");
    const undispatched = scan("REF-7", 409, "Dispatch the order before recording its pickup or dropoff.", { id: 7, number: "LG-7" });
    await seedOutbox([typo, undispatched]);
    await renderPage();
    const items = await within(attentionSection()).findAllByRole("listitem", {}, LOAD);
    // The unmatched code names its parcel; the matched one has its code and its order.
    expect(items[0]).toHaveTextContent("Pickup scan");
    expect(items[0]).toHaveTextContent("Code NOSUCH-42");
    expect(items[0]).toHaveTextContent("Check the code on the label: correct it to send the scan again, or discard it.");
    expect(items[1]).toHaveTextContent("Code REF-7");
    expect(within(items[1]!).getByRole("link", { name: "LG-7" })).toHaveAttribute("href", "/orders/7");
    expect(items[1]).toHaveTextContent("Dispatch the order, then press Retry. If the parcel should not go, discard this scan.");
    // A refused order is not a typo: only the unknown code can be corrected.
    expect(within(items[1]!).queryByRole("button", { name: /Correct the code/ })).not.toBeInTheDocument();

    await userEvent.click(within(items[0]!).getByRole("button", { name: "Correct the code of NOSUCH-42" }));
    const form = within(attentionSection()).getByRole("form", { name: "Correct the code of NOSUCH-42" });
    const field = within(form).getByRole("textbox", { name: "Corrected code" });
    expect(field).toHaveValue("NOSUCH-42");
    await userEvent.click(within(form).getByRole("button", { name: "Send corrected code" }));
    expect(await within(form).findByText("This is the code the server refused: change it, or discard the scan.")).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, "REF-42");
    await userEvent.click(within(form).getByRole("button", { name: "Send corrected code" }));

    await waitFor(() => expect(within(attentionSection()).getAllByRole("listitem")).toHaveLength(1), LOAD);
    const waiting = within(waitingSection()).getAllByRole("listitem");
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toHaveTextContent("Code REF-42");
    const stored = await tables.outbox().toArray();
    const corrected = stored.find((op) => op.id !== undispatched.id)!;
    expect(corrected.id).not.toBe(typo.id);
    expect(corrected).toMatchObject({ state: "pending", attempts: 0, body: { reference: "REF-42", type: "pickup", scanned_at: "2024-05-03T10:15:00.000Z" } });
  }, 20_000);

  it("shows no attempts for sends that found no network", async () => {
    await seedOutbox([outboxOperation({ orderIds: [10005], orderNumbers: ["LG-10005"], attempts: 0, unreachedSends: 6, nextAttemptAt: Date.now() + 30_000 })]);
    await renderPage();
    const [item] = await within(waitingSection()).findAllByRole("listitem", {}, LOAD);
    expect(item).toHaveTextContent("Next try");
    expect(item).not.toHaveTextContent("Attempts");
  }, 20_000);

  it("Discard asks first: Cancel keeps the operation, Discard removes it", async () => {
    await seedOutbox([refused()]);
    await renderPage();
    const discard = await within(attentionSection()).findByRole("button", { name: "Discard dispatch of LG-10001" }, LOAD);

    await userEvent.click(discard);
    let dialog = await screen.findByRole("dialog", { name: "Discard this operation?" });
    expect(dialog).toHaveAccessibleDescription("It will not be sent and the order shows the server's state again.");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await tables.outbox().count()).toBe(1);

    await userEvent.click(discard);
    dialog = await screen.findByRole("dialog", { name: "Discard this operation?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(within(attentionSection()).getByText("Nothing needs your attention.")).toBeVisible(), LOAD);
    expect(await tables.outbox().count()).toBe(0);
  }, 20_000);

  it("shows what waits: attempts, the next try, Sending… and what a refusal holds back", async () => {
    const now = Date.now();
    await seedOutbox([
      refused(),
      outboxOperation({ orderIds: [10001], orderNumbers: ["LG-10001"], kind: "add-checkpoint", body: { status: "SHIPPED", message: "Out" } }),
      outboxOperation({ orderIds: [10003], orderNumbers: ["LG-10003"], state: "in_flight", attempts: 1 }),
      outboxOperation({ orderIds: [10004], orderNumbers: ["LG-10004"], attempts: 3, nextAttemptAt: now + 5 * MINUTE + 30_000 }),
      outboxOperation({
        kind: "multi-dispatch",
        path: "orders/multi_dispatch",
        body: { ids: [1, 2, 3] },
        orderIds: [1, 2, 3],
        orderNumbers: ["LG-1", "LG-2", "LG-3"],
      }),
    ]);
    await renderPage();
    const items = await within(waitingSection()).findAllByRole("listitem", {}, LOAD);
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent("Add checkpoint: Shipped");
    expect(items[0]).toHaveTextContent("Waits until the problem with LG-10001 is resolved");
    expect(items[1]).toHaveTextContent("Sending…");
    expect(items[2]).toHaveTextContent("Next try in 5 minutes");
    expect(items[2]).toHaveTextContent("Attempts: 3");
    expect(items[3]).toHaveTextContent("Dispatch of 3 orders");
    expect(within(items[3]!).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/orders/1", "/orders/2", "/orders/3"]);
  }, 20_000);

  it("tells when the last sync succeeded, or that none did", async () => {
    await seedOutbox([]);
    await renderPage();
    expect(await screen.findByText("Not synced yet", {}, LOAD)).toBeVisible();

    await writeDeviceKey(DEVICE_KEYS.outboxLastSyncAt, new Date(Date.now() - 5 * MINUTE).toISOString());
    const line = await screen.findByText(/^Last synced:/, {}, LOAD);
    expect(line).toHaveTextContent(/^Last synced: 5 minutes ago$/);
    expect(within(line).getByText("5 minutes ago")).toHaveAttribute("datetime");
  }, 20_000);

  it("Send now makes waiting operations due at once; it is off while offline", async () => {
    const later = Date.now() + 10 * MINUTE;
    await seedOutbox([outboxOperation({ attempts: 2, nextAttemptAt: later })]);
    await renderPage();
    const sendNow = await screen.findByRole("button", { name: "Send now" });
    await waitFor(() => expect(sendNow).toBeEnabled(), LOAD);
    await userEvent.click(sendNow);
    await waitFor(async () => expect((await tables.outbox().toArray())[0]!.nextAttemptAt).toBeLessThan(later), LOAD);
    expect((await tables.outbox().toArray())[0]!.attempts).toBe(2);

    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    window.dispatchEvent(new Event("offline"));
    await waitFor(() => expect(sendNow).toBeDisabled());
    expect(screen.getByText("You are offline. Operations are sent when the connection is back.")).toBeVisible();
  }, 20_000);

  it("warns when the browser refused to keep the data", async () => {
    await seedOutbox([]);
    await removeDeviceKeys(DEVICE_KEYS.storagePersistence);
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator) as Navigator, { storage: { persist: () => Promise.resolve(false), persisted: () => Promise.resolve(false) } }));
    expect(await requestPersistentStorage()).toBe("refused");
    vi.unstubAllGlobals();
    stubFetch({});
    await renderPage();
    expect(await screen.findByText("This browser may clear data saved on this device when space runs low.", {}, LOAD)).toBeVisible();
  }, 20_000);

  it("says nothing about storage when the browser keeps the data", async () => {
    await seedOutbox([]);
    await writeDeviceKey(DEVICE_KEYS.storagePersistence, "granted");
    await renderPage();
    await screen.findByText("Not synced yet", {}, LOAD);
    expect(screen.queryByText(/may clear data/)).not.toBeInTheDocument();
  }, 20_000);
});
