import { type Locator, type Page, expect } from "@playwright/test";

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

/**
 * The same screen as a page object: its parts as locators and the driver's actions. The
 * functions above stay for the specs written with them.
 */
export class PickupScreen {
  static readonly PATH = PICKUP_DROPOFF_PATH;

  readonly heading: Locator;
  readonly scanButton: Locator;
  readonly stopScanningButton: Locator;
  readonly manualCode: Locator;
  readonly recordButton: Locator;
  /** The latest outcome, announced politely. */
  readonly lastScan: Locator;
  /** The session's scans, newest first, each with its send state. */
  readonly scannedList: Locator;

  constructor(readonly page: Page) {
    this.heading = pickupScreen.heading(page);
    this.scanButton = pickupScreen.scanButton(page);
    this.stopScanningButton = page.getByRole("button", { name: "Stop scanning" });
    this.manualCode = pickupScreen.manualCode(page);
    this.recordButton = pickupScreen.recordButton(page);
    this.lastScan = pickupScreen.lastScan(page);
    this.scannedList = pickupScreen.scannedList(page);
  }

  /** Opens the screen and waits until it is shown. */
  async goto(): Promise<void> {
    await openPickupScreen(this.page);
  }

  type(type: "Pickup" | "Dropoff"): Locator {
    return pickupScreen.type(this.page, type);
  }

  /** Types a code in "Enter code manually" and presses "Record"; the outcome is the test's to check. */
  async recordManually(code: string): Promise<void> {
    await recordCodeManually(this.page, code);
  }
}
