import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeBarcodeVideo } from "../../scripts/make-barcode-video.mjs";
import { DEMO_PICKUPS } from "../../server/seed/pickups";
import { apiLogin, bearer, checkpointsThroughApi, expect, signIn, syncStatus, test } from "./fixtures";
import { PickupScreen } from "./pages/pickup-screen";

/**
 * A driver's pickup with the phone's camera: Chromium's fake camera plays a video of the Code 128
 * label of a seeded order (made here from its tracking reference), the real html5-qrcode decoder
 * reads it, the scan goes through the outbox, and the server ends with one pickup and one
 * checkpoint. Scans taken here: DEMO_PICKUPS.scannable[0] (other specs take later ones).
 */
const parcel = DEMO_PICKUPS.scannable[0]!;
const video = join(mkdtempSync(join(tmpdir(), "portal-camera-")), "label.y4m");
await makeBarcodeVideo(parcel.reference, video);

test.use({
  // The whole launchOptions of the config is replaced here, so its Chromium and flags come again.
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--disable-gpu", "--disable-quic", "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${video}`],
  },
  permissions: ["camera"],
  // A phone: the camera region is laid out at the camera's width and drawn smaller, so the
  // decoder keeps every pixel (src/ui/scanner/use-full-resolution-region.ts).
  viewport: { width: 360, height: 740 },
});

test("a label in front of the camera is decoded, queued, synced: one pickup and one checkpoint", async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, "operation");
  const screen = new PickupScreen(page);
  await screen.goto();
  await screen.type("Pickup").check();
  await screen.scanButton.click();

  const lastScan = screen.lastScan;
  await expect(lastScan).toContainText(parcel.reference, { timeout: 60_000 });
  await expect(lastScan).toContainText("Recorded");
  // The sender has sent it when the top bar holds no number any more.
  await expect(syncStatus(page)).not.toHaveText(/\d/, { timeout: 60_000 });

  const token = await apiLogin(request, "operation");
  const pickups = await request.get(`/v1/pickups?order_number=${encodeURIComponent(parcel.order_number)}`, { headers: bearer(token) });
  expect(pickups.status()).toBe(200);
  const list = (await pickups.json()) as { data: { elements: { type: string; order_number: string }[] } };
  expect(list.data.elements).toEqual([expect.objectContaining({ type: "pickup", order_number: parcel.order_number })]);
  const checkpoints = await checkpointsThroughApi(request, token, parcel.id);
  expect(checkpoints.filter((checkpoint) => checkpoint.status === "PICKUP")).toHaveLength(1);
});
