import { PICKUP_MESSAGES } from "../../src/api/schemas/pickups";
import { DEMO_PICKUPS } from "../../server/seed/pickups";
import {
  PICKUP_POOLS,
  apiLogin,
  expect,
  pickupsThroughApi,
  readOutbox,
  signIn,
  test,
  waitForOutboxEmpty,
  waitForOutboxTable,
} from "./fixtures";
import { PickupScreen } from "./pages/pickup-screen";

/**
 * A tracking number typed with one wrong digit on /orders/pickup-dropoff (issue 13): references
 * are UPU S10 numbers, so the check digit shows the mistake on the device, before anything is
 * looked up, queued or recorded. The right number then records as usual. The server is asked
 * what it recorded (GET /v1/pickups), never its database.
 *
 * Order: DEMO_PICKUPS.scannable[PICKUP_POOLS.misread] (fixtures).
 */

/** The reference with its check digit (the 11th character) changed: what a slip of the finger gives. */
const withWrongCheckDigit = (reference: string) => `${reference.slice(0, 10)}${(Number(reference[10]) + 1) % 10}${reference.slice(11)}`;

test("a tracking number with a wrong check digit is refused on the device; the right one records once", async ({ page, request }) => {
  test.setTimeout(120_000);
  const parcel = DEMO_PICKUPS.scannable[PICKUP_POOLS.misread]!;
  const token = await apiLogin(request, "operation");
  expect(await pickupsThroughApi(request, token, parcel.order_number)).toEqual([]);
  const misread = withWrongCheckDigit(parcel.reference);
  const asked: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname.startsWith("/v1/pickups") && sent.method() !== "GET") asked.push(`${sent.method()} ${sent.url()}`);
    if (new URL(sent.url()).pathname === "/v1/pickups/lookup") asked.push(sent.url());
  });

  await signIn(page, "operation");
  const screen = new PickupScreen(page);
  await screen.goto();
  await waitForOutboxTable(page);
  await screen.type("Pickup").check();

  await screen.recordManually(misread);
  const lastScan = screen.lastScan;
  await expect(lastScan).toContainText(misread);
  await expect(lastScan).toContainText(PICKUP_MESSAGES.misread);
  // Kept in the field to be corrected; nothing looked up, queued or sent.
  await expect(screen.manualCode).toHaveValue(misread);
  expect((await readOutbox(page))?.filter((op) => op.kind === "pickup-scan")).toEqual([]);
  expect(asked).toEqual([]);
  expect(await pickupsThroughApi(request, token, parcel.order_number)).toEqual([]);

  await screen.recordManually(parcel.reference);
  await expect(lastScan).toContainText(parcel.reference);
  await expect(lastScan).toContainText("Recorded");
  await waitForOutboxEmpty(page, 60_000);
  expect(await pickupsThroughApi(request, token, parcel.order_number)).toEqual([expect.objectContaining({ type: "pickup", order_id: parcel.id, reference: parcel.reference })]);
});
