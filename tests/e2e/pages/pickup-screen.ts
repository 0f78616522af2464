import { type Page, expect } from "@playwright/test";

/** The pickup and dropoff screen (src/features/pickups). */
export const PICKUP_DROPOFF_PATH = "/orders/pickup-dropoff";

/** The parts of the pickup and dropoff screen the specs use, by role and English name. */
export const pickupScreen = {
  heading: (page: Page) => page.getByRole("heading", { level: 1, name: "Pickups and dropoffs" }),
  type: (page: Page, type: "Pickup" | "Dropoff") => page.getByRole("radio", { name: type, exact: true }),
  scanButton: (page: Page) => page.getByRole("button", { name: "Scan", exact: true }),
  manualCode: (page: Page) => page.getByRole("textbox", { name: "Enter code manually" }),
  recordButton: (page: Page) => page.getByRole("button", { name: "Record", exact: true }),
  /** The latest outcome, announced politely. */
  lastScan: (page: Page) => page.getByRole("status", { name: "Last scan" }),
  /** The session's scans, newest first, each with its send state. */
  scannedList: (page: Page) => page.getByRole("list", { name: "Scanned parcels" }),
  /** The last few scans, beside the camera while it runs. */
  recentScans: (page: Page) => page.getByRole("list", { name: "Last scans" }),
  camera: (page: Page) => page.getByRole("img", { name: "Camera" }),
  session: (page: Page) => page.getByRole("region", { name: "Session" }),
};

/** Opens the screen and waits until it is shown. */
export async function openPickupScreen(page: Page): Promise<void> {
  await page.goto(PICKUP_DROPOFF_PATH);
  await expect(pickupScreen.heading(page)).toBeVisible();
}

/** Types a code in "Enter code manually" and presses "Record"; the outcome is the test's to check. */
export async function recordCodeManually(page: Page, code: string): Promise<void> {
  await pickupScreen.manualCode(page).fill(code);
  await pickupScreen.recordButton(page).click();
}
