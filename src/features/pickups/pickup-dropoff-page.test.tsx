import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale } from "../../../tests/setup/test-providers";
import { PICKUP_MESSAGES } from "../../api/schemas/pickups";
import { storeSessionUser } from "../../api/session";
import { db, tables } from "../../offline/db";
import { clearOfflineTables, sampleRow } from "../../offline/testing";
import { MISREAD_MESSAGE, SCAN_VIBRATION, type DecodedCode, type ScannerModule } from "../../ui/scanner";
import { PickupDropoffPage } from "./pickup-dropoff-page";

/**
 * The scanner module is replaced: a test plays the camera (a decode, or a refused permission).
 * html5-qrcode itself never loads in jsdom.
 */
const camera = vi.hoisted(() => ({
  onDecode: undefined as ((code: DecodedCode) => void) | undefined,
  failWith: undefined as unknown,
}));
vi.mock("../../ui/scanner/load-scanner", () => ({
  loadScanner: async (): Promise<ScannerModule> => ({
    async startCameraScan(_elementId, onDecode) {
      if (camera.failWith) throw camera.failWith;
      camera.onDecode = onDecode;
      return { native: false, stop: async () => void (camera.onDecode = undefined) };
    },
    async decodeImageFile() {
      throw new Error("No code");
    },
  }),
}));

const LOAD = { timeout: 10_000 };
const emptyList = () => json({ data: { elements: [], count: 0, ids: [] } });
/** The server expects orders 7 and 8, which this device has never saved. */
const serverParcel = (id: number) => ({ id, order_number: `LG00000${id}`, reference: `REF-${id}`, last_mile_tracking_number: null });
const expectedAnswer = () => json({ data: { elements: [serverParcel(7), serverParcel(8)], count: 2 } });
const NOT_DISPATCHED = "Dispatch the order before recording its pickup or dropoff.";
/** The lookup's answer for a code: order `id`, dispatched or not. */
const lookupAnswer = (id: number, dispatched: boolean) => () =>
  json({ data: { ...serverParcel(id), order_number: `LG00000${id}`, dispatched, current_status: dispatched ? { id: 300, name: "READY_TO_SHIP" } : { id: 100, name: "NEW" } } });

/** The phone's vibration motor: each pattern asked for, in order. */
function recordVibrations(): unknown[][] {
  const patterns: unknown[][] = [];
  Object.defineProperty(navigator, "vibrate", { configurable: true, value: (pattern: unknown[]) => patterns.push(pattern) });
  return patterns;
}

const dispatchedRow = (id: number) => ({
  ...sampleRow(id, { dispatched: true, current_status: { id: 300, name: "READY_TO_SHIP" }, current_status_id: 300 }),
  cachedAt: "2024-05-01T00:00:00.000Z",
});

async function renderPage() {
  await activateLocale("en");
  const view = render(
    <ShellProviders>
      <MemoryRouter>
        <PickupDropoffPage />
      </MemoryRouter>
    </ShellProviders>,
  );
  await screen.findByRole("heading", { level: 1, name: "Pickups and dropoffs" }, LOAD);
  return view;
}

async function typeCode(code: string) {
  const field = screen.getByRole("textbox", { name: "Enter code manually" });
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(screen.getByRole("button", { name: "Record" }));
}

const lastScan = () => screen.getByRole("status", { name: "Last scan" });
const pickupOps = async () => (await tables.outbox().toArray()).filter((op) => op.kind === "pickup-scan");

describe("the pickup and dropoff screen", () => {
  let fetchCalls: ReturnType<typeof stubFetch>;

  beforeEach(async () => {
    await clearOfflineTables();
    await db.scanSessions.clear();
    await db.orderRows.bulkPut([dispatchedRow(1), dispatchedRow(2), dispatchedRow(3), { ...sampleRow(4), cachedAt: "2024-05-01T00:00:00.000Z" }]);
    storeSessionUser(demoSessionUser());
    camera.onDecode = undefined;
    camera.failWith = undefined;
    fetchCalls = stubFetch({ "GET /v1/pickups": emptyList, "GET /v1/pickups/expected": expectedAnswer });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete (navigator as { vibrate?: unknown }).vibrate;
  });

  it("records a typed code at once: one pickup queued, the code and its order shown", async () => {
    await renderPage();
    await typeCode("ref-2");
    await waitFor(() => expect(lastScan()).toHaveTextContent("Recorded"), LOAD);
    expect(lastScan()).toHaveTextContent("ref-2");
    expect(within(lastScan()).getByRole("link", { name: "LG000002" })).toHaveAttribute("href", "/orders/2");
    expect(lastScan()).toHaveTextContent("Pending sync");

    const ops = await pickupOps();
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ kind: "pickup-scan", method: "post", path: "pickups", orderIds: [2], state: "pending" });
    expect(ops[0]!.body).toMatchObject({ reference: "ref-2", type: "pickup" });
    expect(screen.getByRole("textbox", { name: "Enter code manually" })).toHaveValue("");
    // A cached match needs no lookup: only the recorded list and the session's expected parcels were asked for.
    expect(fetchCalls.calls.map((request) => new URL(request.url).pathname).filter((path) => path !== "/v1/pickups")).toEqual(["/v1/pickups/expected"]);
  }, 20_000);

  it("queues the same code only once in a session and says it was already scanned", async () => {
    await renderPage();
    await userEvent.click(screen.getByRole("radio", { name: "Dropoff" }));
    await typeCode("REF-1");
    await waitFor(() => expect(lastScan()).toHaveTextContent("Recorded"), LOAD);
    // The order number names the same parcel: also already scanned.
    for (const again of ["ref-1", "LG000001"]) {
      await typeCode(again);
      await waitFor(() => expect(lastScan()).toHaveTextContent("Already scanned"), LOAD);
    }
    const ops = await pickupOps();
    expect(ops).toHaveLength(1);
    expect(ops[0]!.body).toMatchObject({ type: "dropoff" });
    // A session with scans keeps its type.
    expect(screen.getByRole("radio", { name: "Pickup" })).toBeDisabled();
  }, 20_000);

  it("records each camera decode and ignores the same label shown again", async () => {
    await renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Scan" }));
    await screen.findByRole("button", { name: "Stop scanning" }, LOAD);
    await waitFor(() => expect(camera.onDecode).toBeDefined(), LOAD);
    camera.onDecode!({ text: "REF-3", decodedAt: performance.now() });
    await waitFor(() => expect(lastScan()).toHaveTextContent("Recorded"), LOAD);
    expect(lastScan()).toHaveTextContent("REF-3");
    camera.onDecode!({ text: "REF-3", decodedAt: performance.now() });
    await waitFor(() => expect(lastScan()).toHaveTextContent("Already scanned"), LOAD);
    expect(await pickupOps()).toHaveLength(1);
  }, 20_000);

  it("explains a refused camera permission, and manual entry still records", async () => {
    camera.failWith = "Error getting userMedia, error = NotAllowedError: Permission denied";
    await renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Scan" }));
    const alert = await screen.findByRole("alert", {}, LOAD);
    expect(alert).toHaveTextContent("Camera access is blocked for this site");
    expect(alert).toHaveTextContent("allow the camera");
    expect(screen.getByRole("button", { name: "Scan" })).toBeEnabled();

    await typeCode("REF-1");
    await waitFor(() => expect(lastScan()).toHaveTextContent("Recorded"), LOAD);
    expect(await pickupOps()).toHaveLength(1);
  }, 20_000);

  it("refuses an unknown code online with a clear message and queues nothing", async () => {
    stubFetch({
      "GET /v1/pickups": emptyList,
      "GET /v1/pickups/expected": expectedAnswer,
      "GET /v1/pickups/lookup": () => json({ messages: ["No order with this tracking number or order number."] }, 404),
    });
    await renderPage();
    await typeCode("NOPE-1");
    await waitFor(() => expect(lastScan()).toHaveTextContent("No order has this tracking number or order number"), LOAD);
    expect(await pickupOps()).toHaveLength(0);
  }, 20_000);

  it("catches a typed tracking number with a wrong check digit: nothing queued, no session, the code kept to correct", async () => {
    const { calls } = stubFetch({ "GET /v1/pickups": emptyList, "GET /v1/pickups/expected": expectedAnswer });
    await renderPage();
    // NB473124829BR is a valid S10 number; 0 in place of its check digit 9 is a misread.
    await typeCode("NB473124820BR");
    await waitFor(() => expect(lastScan()).toHaveTextContent("This code's check digit is wrong: scan it again."), LOAD);
    expect(lastScan()).toHaveTextContent("NB473124820BR");
    expect(await pickupOps()).toHaveLength(0);
    expect(await db.scanSessions.count()).toBe(0);
    // Judged on the device: the server was not asked.
    expect(calls.some((request) => new URL(request.url).pathname === "/v1/pickups/lookup")).toBe(false);
    const field = screen.getByRole("textbox", { name: "Enter code manually" }) as HTMLInputElement;
    expect([field.value, field.selectionStart, field.selectionEnd]).toEqual(["NB473124820BR", 0, "NB473124820BR".length]);
  }, 20_000);

  it("catches a misread camera decode in the user's language, and still records a code saved on the device whatever its digits", async () => {
    await db.orderRows.put({ ...dispatchedRow(5), reference: "NB410017855BR" });
    await renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Scan" }));
    await waitFor(() => expect(camera.onDecode).toBeDefined(), LOAD);
    // Found by its English name before the language changes.
    const outcome = lastScan();
    await act(() => activateLocale("pt_BR"));
    const translated = i18n._(MISREAD_MESSAGE);
    expect(translated).not.toBe(PICKUP_MESSAGES.misread);
    camera.onDecode!({ text: "RR123456780CH", decodedAt: performance.now() });
    await waitFor(() => expect(outcome).toHaveTextContent(translated), LOAD);
    expect(await pickupOps()).toHaveLength(0);

    // A reference issued before the check digit (decision 025), known to this device.
    camera.onDecode!({ text: "NB410017855BR", decodedAt: performance.now() });
    await waitFor(async () => expect(await pickupOps()).toHaveLength(1), LOAD);
    expect((await pickupOps())[0]).toMatchObject({ orderIds: [5], body: { reference: "NB410017855BR" } });
  }, 20_000);

  it("keeps the session in Dexie: a new render shows it, with missing and extra counts", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const first = await renderPage();
    const session = () => screen.getByRole("region", { name: "Session" });
    // Before any scan: what a session would expect (the dispatched cached orders 1 to 3).
    await waitFor(() => expect(within(session()).getByText("Missing (3)")).toBeVisible(), LOAD);

    await typeCode("REF-1");
    await waitFor(() => expect(lastScan()).toHaveTextContent("Recorded"), LOAD);
    // Offline, a code the device does not know is queued for the server to match.
    await typeCode("UNKNOWN-9");
    await waitFor(() => expect(lastScan()).toHaveTextContent("UNKNOWN-9"), LOAD);
    expect(lastScan()).toHaveTextContent("Order not known on this device yet");
    expect(await pickupOps()).toHaveLength(2);

    first.unmount();
    await renderPage();
    await waitFor(() => expect(within(session()).getByText("Missing (2)")).toBeVisible(), LOAD);
    expect(within(session()).getByText("Extra (1)")).toBeVisible();
    const missing = within(session()).getByRole("list", { name: "Missing parcels" });
    expect(within(missing).getAllByRole("listitem").map((item) => item.textContent)).toEqual([expect.stringContaining("LG000002"), expect.stringContaining("LG000003")]);
    expect(within(within(session()).getByRole("list", { name: "Extra parcels" })).getByText("UNKNOWN-9")).toBeVisible();
    expect(within(within(session()).getByRole("list", { name: "Scanned parcels" })).getAllByRole("listitem")).toHaveLength(2);
    // The recorded list needs the network.
    expect(screen.getByText(/You are offline\. The recorded list shows/)).toBeVisible();

    // Two scans wait to be sent: finishing asks first, and "Keep scanning" keeps the session.
    await userEvent.click(within(session()).getByRole("button", { name: "Finish session" }));
    let dialog = await screen.findByRole("dialog", { name: "Finish the session?" }, LOAD);
    expect(dialog).toHaveTextContent("2 scans are still waiting to be sent.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep scanning" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), LOAD);
    expect(await db.scanSessions.count()).toBe(1);
    expect((await db.scanSessions.toArray())[0]!.state).toBe("open");

    await userEvent.click(within(session()).getByRole("button", { name: "Finish session" }));
    dialog = await screen.findByRole("dialog", { name: "Finish the session?" }, LOAD);
    await userEvent.click(within(dialog).getByRole("button", { name: "Finish session" }));
    const summary = await screen.findByRole("region", { name: "Session summary" }, LOAD);
    expect(within(summary).getByRole("status")).toHaveTextContent(
      "Session finished: 2 parcels scanned. 2 expected parcels missing. 1 extra parcel. 2 scans are still waiting to be sent: they stay on this device until there is a connection.",
    );
    expect((await db.scanSessions.toArray()).filter((row) => row.state === "finished")).toHaveLength(1);
    expect(await pickupOps()).toHaveLength(2);
  }, 30_000);

  it("finishes at once when every scan was sent", async () => {
    await renderPage();
    await typeCode("REF-1");
    await waitFor(() => expect(lastScan()).toHaveTextContent("Recorded"), LOAD);
    // The sender is not running here: the scan leaves the queue as if the server had it.
    await tables.outbox().clear();
    await waitFor(() => expect(lastScan()).toHaveTextContent("Sent"), LOAD);
    await userEvent.click(screen.getByRole("button", { name: "Finish session" }));
    const summary = await screen.findByRole("region", { name: "Session summary" }, LOAD);
    expect(within(summary).getByRole("status")).toHaveTextContent("Session finished: 1 parcel scanned.");
    expect(within(summary).getByRole("status")).not.toHaveTextContent("waiting");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  }, 20_000);

  it("refuses an undispatched order online with the server's reason, its own sound, and queues nothing", async () => {
    const vibrations = recordVibrations();
    // The device's copy of order 4 says NEW; the server is asked, and says the same.
    const { calls } = stubFetch({ "GET /v1/pickups": emptyList, "GET /v1/pickups/expected": expectedAnswer, "GET /v1/pickups/lookup": lookupAnswer(4, false) });
    await renderPage();
    await typeCode("REF-4");
    await waitFor(() => expect(lastScan()).toHaveTextContent("Refused"), LOAD);
    expect(lastScan()).toHaveTextContent(NOT_DISPATCHED);
    expect(lastScan()).toHaveTextContent("Nothing was queued.");
    expect(lastScan()).not.toHaveTextContent("Recorded");
    expect(lastScan()).toHaveAttribute("data-tone", "refused");
    expect(within(lastScan()).queryByRole("button", { name: "Record anyway" })).not.toBeInTheDocument();
    expect(calls.some((request) => new URL(request.url).pathname === "/v1/pickups/lookup")).toBe(true);
    expect(await pickupOps()).toHaveLength(0);
    expect(vibrations).toEqual([[...SCAN_VIBRATION.refused]]);

    // Refused is not found: the session lists it apart, and a dispatched parcel still beeps as recorded.
    const session = screen.getByRole("region", { name: "Session" });
    await waitFor(() => expect(within(session).getByText("Refused (1)")).toBeVisible(), LOAD);
    expect(within(within(session).getByRole("list", { name: "Refused scans" })).getByRole("listitem")).toHaveTextContent("REF-4");
    await typeCode("REF-1");
    await waitFor(() => expect(lastScan()).toHaveTextContent("Recorded"), LOAD);
    expect(vibrations.at(-1)).toEqual([...SCAN_VIBRATION.recorded]);
  }, 20_000);

  it("records a parcel the device's old copy shows undispatched when the server says it is dispatched now", async () => {
    stubFetch({ "GET /v1/pickups": emptyList, "GET /v1/pickups/expected": expectedAnswer, "GET /v1/pickups/lookup": lookupAnswer(4, true) });
    await renderPage();
    await typeCode("REF-4");
    await waitFor(() => expect(lastScan()).toHaveTextContent("Recorded"), LOAD);
    expect((await pickupOps())[0]).toMatchObject({ orderIds: [4], body: { reference: "REF-4" } });
  }, 20_000);

  it("says at once offline that an order saved undispatched will be refused, and records it anyway on request", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const vibrations = recordVibrations();
    await renderPage();
    await typeCode("REF-4");
    await waitFor(() => expect(lastScan()).toHaveTextContent("Will be refused"), LOAD);
    expect(lastScan()).toHaveTextContent(NOT_DISPATCHED);
    expect(lastScan()).toHaveTextContent("This device's copy of the order says it is not dispatched. Nothing was queued.");
    expect(vibrations).toEqual([[...SCAN_VIBRATION.refused]]);
    expect(await pickupOps()).toHaveLength(0);

    // The warehouse may have dispatched it since this device saved it: the driver may record it anyway.
    await userEvent.click(within(lastScan()).getByRole("button", { name: "Record anyway" }));
    await waitFor(() => expect(lastScan()).toHaveTextContent("Recorded"), LOAD);
    expect(await pickupOps()).toHaveLength(1);
    const scans = (await db.scanSessions.toArray())[0]!.scans;
    expect(scans).toEqual([expect.objectContaining({ code: "REF-4", orderId: 4, opId: expect.any(String) })]);
  }, 20_000);

  it("turns a recorded scan into Refused, with its sound, when the server refuses it later, in the user's language", async () => {
    await renderPage();
    await typeCode("REF-2");
    await waitFor(() => expect(lastScan()).toHaveTextContent("Recorded"), LOAD);
    const vibrations = recordVibrations();
    const [op] = await pickupOps();
    // Found by its English name before the language changes.
    const outcome = lastScan();
    await act(() => activateLocale("pt_BR"));
    await tables.outbox().update(op!.id, { state: "needs_attention", lastError: { status: 409, messages: [NOT_DISPATCHED] } });
    const translated = i18n._(msg`Dispatch the order before recording its pickup or dropoff.`);
    expect(translated).not.toBe(NOT_DISPATCHED);
    await waitFor(() => expect(outcome).toHaveTextContent(translated), LOAD);
    expect(outcome).toHaveTextContent(i18n._(msg`Refused`));
    expect(outcome).toHaveAttribute("data-tone", "refused");
    // The sound follows the render that shows the refusal (an effect), not the same instant.
    await waitFor(() => expect(vibrations).toEqual([[...SCAN_VIBRATION.refused]]), LOAD);
  }, 20_000);

  it("starts a session with the server's expected parcels and counts them offline after a new render", async () => {
    const first = await renderPage();
    const session = () => screen.getByRole("region", { name: "Session" });
    await userEvent.click(within(session()).getByRole("button", { name: "Start session" }));
    await waitFor(() => expect(within(session()).getByText("Missing (2)")).toBeVisible(), LOAD);
    const missing = within(session()).getByRole("list", { name: "Missing parcels" });
    expect(within(missing).getAllByRole("listitem").map((item) => item.textContent)).toEqual([expect.stringContaining("LG000007"), expect.stringContaining("LG000008")]);
    expect(within(session()).getByText(/Expected parcels as the server listed them/)).toBeVisible();

    first.unmount();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await renderPage();
    await waitFor(() => expect(within(session()).getByText("Missing (2)")).toBeVisible(), LOAD);
    // Not saved as an order on this device, yet known offline through the session.
    await typeCode("REF-8");
    await waitFor(() => expect(lastScan()).toHaveTextContent("Recorded"), LOAD);
    expect(within(lastScan()).getByRole("link", { name: "LG000008" })).toBeVisible();
    await waitFor(() => expect(within(session()).getByText("Missing (1)")).toBeVisible(), LOAD);
    const counts = within(session()).getAllByRole("definition").map((cell) => cell.textContent);
    expect(counts).toEqual(["1", "2", "1", "0"]);
  }, 30_000);
});
