import { DEMO_PICKUPS } from "../../server/seed/pickups";
import {
  PICKUP_POOLS,
  apiLogin,
  checkpointsThroughApi,
  expect,
  pickupsThroughApi,
  signIn,
  syncStatus,
  test,
  waitForOutboxEmpty,
} from "./fixtures";
import { PickupScreen } from "./pages/pickup-screen";

/**
 * A driver who refused the camera (issue 5): Chromium has a (fake) camera but the site has no
 * permission to use it. Without --use-fake-ui-for-media-stream nothing accepts the prompt, and
 * with no permission granted to the context, headless Chromium refuses getUserMedia with
 * NotAllowedError, as a browser does after "Block". Pressing "Scan" shows how to allow the
 * camera; manual entry still records the pickup (server: one record, one checkpoint).
 *
 * Order: DEMO_PICKUPS.scannable[PICKUP_POOLS.cameraDenied] (fixtures).
 */
test.use({
  // The whole launchOptions of the config is replaced here, so its Chromium and flags come again.
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    // A camera exists (so the failure is the permission, not "no camera"), but no fake UI accepts its prompt.
    args: ["--disable-gpu", "--disable-quic", "--use-fake-device-for-media-stream"],
  },
  permissions: [],
  viewport: { width: 360, height: 740 },
});

const PENDING_NUMBER = /\d+ pending/;
/** The start of the advice for a refused camera (src/features/pickups/camera-panel.tsx). */
const BLOCKED_ADVICE = "Camera access is blocked for this site.";

test("camera refused: 'Scan' explains how to allow it, and manual entry still records the pickup", async ({ page, request }) => {
  test.setTimeout(120_000);
  const parcel = DEMO_PICKUPS.scannable[PICKUP_POOLS.cameraDenied]!;
  const token = await apiLogin(request, "operation");
  expect(await pickupsThroughApi(request, token, parcel.order_number)).toEqual([]);

  await signIn(page, "operation");
  const screen = new PickupScreen(page);
  await screen.goto();
  await screen.type("Pickup").check();
  await screen.scanButton.click();

  const advice = page.getByRole("alert").filter({ hasText: BLOCKED_ADVICE });
  await expect(advice).toBeVisible({ timeout: 30_000 });
  await expect(advice).toContainText("allow the camera");
  await expect(advice).toContainText("You can still enter codes manually.");
  // The camera did not start: "Scan" is offered again, "Stop scanning" is not.
  await expect(screen.scanButton).toBeVisible();
  await expect(screen.stopScanningButton).toHaveCount(0);

  await screen.recordManually(parcel.reference);
  const lastScan = screen.lastScan;
  await expect(lastScan).toContainText(parcel.reference);
  await expect(lastScan).toContainText("Recorded");
  await waitForOutboxEmpty(page, 60_000);
  await expect(syncStatus(page)).not.toHaveText(PENDING_NUMBER);
  await expect(lastScan).toContainText("Sent");

  expect(await pickupsThroughApi(request, token, parcel.order_number)).toEqual([expect.objectContaining({ type: "pickup", order_id: parcel.id, reference: parcel.reference })]);
  expect((await checkpointsThroughApi(request, token, parcel.id)).filter((c) => c.status === "PICKUP")).toHaveLength(1);
});
