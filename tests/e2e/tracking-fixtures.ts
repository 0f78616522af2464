import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import * as v from "valibot";
import { Challenge, type TrackingResult, TrackingLookupResponse, encodeVerification } from "../../src/api/schemas/tracking";
import { ORDER_STATUSES, type OrderStatusName } from "../../src/domain/order-status";
import { buildDemoOrderRows } from "../../server/seed/order-plan";
import { DEMO_ORDERS } from "../../server/seed/orders";
import { expect } from "./fixtures";

/**
 * Shared pieces of the public tracking page's specs (issue 7): seeded orders with their
 * receivers' tax ids, the page's parts by role and name (the fixed UI names of the issue's
 * brief), the proof-of-work solver for calls made from Node, and the page's own catalog.
 */

export const TRACKING_FORM_PATH = "/trackings";
export const TRACKING_NOT_FOUND_PATH = "/trackings/404";
export const resultPath = (reference: string) => `/trackings/${encodeURIComponent(reference)}`;

/** A seeded order as a visitor knows it: the number on the parcel and the receiver's tax id. */
export interface TrackableOrder {
  id: number;
  orderNumber: string;
  reference: string;
  sellerId: number;
  status: OrderStatusName;
  /** The receiver's document as stored: digits only. */
  taxId: string;
  country: string;
  city: string;
}

/** The same rows the server seeds (numbers, references and documents do not depend on the time of seeding). */
const seedRows = buildDemoOrderRows(new Date(0), { dispatchers: {} });
/** Orders other specs change (checkpoints, dispatch): never used here, so their state is the seed's. */
const touchedElsewhere = new Set([DEMO_ORDERS.dispatched.id, DEMO_ORDERS.delivered.id, DEMO_ORDERS.overpacked.id]);

/**
 * Seller `sellerId`'s Brazilian orders with a CPF receiver in `status`, oldest first. Nothing in
 * the suite changes an order past NEW except the ones set aside above, so their checkpoints stay
 * the seed's for the whole run.
 */
export function trackableOrders(status: OrderStatusName, sellerId = 1): TrackableOrder[] {
  return seedRows.orders
    .filter(
      (o) =>
        o.seller_id === sellerId &&
        o.current_status_id === ORDER_STATUSES[status] &&
        o.customer_country === "BR" &&
        o.customer_document_type === "CPF" &&
        !touchedElsewhere.has(o.id),
    )
    .sort((a, b) => a.id - b.id)
    .map((o) => ({
      id: o.id,
      orderNumber: o.order_number,
      reference: o.reference,
      sellerId: o.seller_id,
      status,
      taxId: o.customer_document,
      country: o.customer_country,
      city: o.customer_city,
    }));
}

/** The first trackable order in `status`; fails loudly if the seed has none. */
export function trackableOrder(status: OrderStatusName, index = 0, sellerId = 1): TrackableOrder {
  const order = trackableOrders(status, sellerId)[index];
  if (!order) throw new Error(`The demo data has no trackable Brazilian CPF order #${index} in ${status} for seller ${sellerId}`);
  return order;
}

/** A CPF as people type it: "123.456.789-09". */
export const maskedCpf = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");

/** The page's English label of each status (the brief's fixed names). */
export const STATUS_LABELS: Record<OrderStatusName, string> = {
  NEW: "New",
  READY_TO_SHIP: "Ready to ship",
  PICKUP: "Picked up",
  SHIPPED: "Shipped",
  IN_TRANSIT: "In transit",
  FAILED_ATTEMP: "Failed attempt",
  OUT_FOR_DELIVERY: "Out for delivery",
  DELIVERED: "Delivered",
  DELIVERED_FAILED: "Delivery failed",
  PARTIAL_DELIVERY: "Partial delivery",
  PARTIAL_DELIVERY_FAILED: "Partial delivery failed",
};

/** The status bar's steps as the page names them, in order. */
export const STATUS_BAR_LABELS = { created: "Created", shipped: "Shipped", in_transit: "In transit", out_for_delivery: "Out for delivery", delivered: "Delivered" } as const;

/** The zones' headings by zone number, in the order the page lists them. */
export const ZONE_HEADINGS: Record<number, string> = {
  1: "First mile",
  2: "Pickup",
  3: "International freight",
  4: "Customs clearance",
  5: "Last mile",
  6: "Reverse",
};

/** The spec's messages, as the page shows them in English. */
export const TRACKING_TEXTS = {
  trackingNumberBlank: "Please enter a tracking number",
  taxIdBlank: "Please enter the corresponding tax identification number",
  notFound: "Tracking number not found",
  wrongTaxId: "Wrong tax identification number",
  lookingUp: "Looking up your parcel...",
} as const;

/** The public page's parts, found by role and accessible name (English unless names are given). */
export class TrackingPage {
  readonly main: Locator;
  readonly formHeading: Locator;
  readonly trackingNumber: Locator;
  readonly taxId: Locator;
  readonly trackButton: Locator;
  readonly language: Locator;
  readonly alert: Locator;

  constructor(
    readonly page: Page,
    readonly names = { heading: "Track my order", trackingNumber: "Tracking number", taxId: "Tax ID", track: "Track", language: "Language" },
  ) {
    this.main = page.getByRole("main");
    this.formHeading = page.getByRole("heading", { level: 1, name: names.heading, exact: true });
    this.trackingNumber = page.getByRole("textbox", { name: names.trackingNumber, exact: true });
    this.taxId = page.getByRole("textbox", { name: names.taxId, exact: true });
    this.trackButton = page.getByRole("button", { name: names.track, exact: true });
    this.language = page.getByRole("combobox", { name: names.language, exact: true });
    this.alert = page.getByRole("alert");
  }

  async gotoForm(query = "") {
    await this.page.goto(`${TRACKING_FORM_PATH}${query}`);
    await expect(this.formHeading).toBeVisible();
  }

  /** Fills both fields (either may be blank) and presses Track; does not wait for the outcome. */
  async track(trackingNumber: string, taxId: string) {
    await this.trackingNumber.fill(trackingNumber);
    await this.taxId.fill(taxId);
    await this.trackButton.click();
  }

  resultHeading(reference: string, name = `Parcel ${reference}`) {
    return this.page.getByRole("heading", { level: 1, name, exact: true });
  }

  statusBar(name = "Delivery progress") {
    return this.page.getByRole("list", { name, exact: true });
  }

  /** The section of one zone: a region holding an h3 of that name. */
  zoneSection(heading: string) {
    return this.page.locator("section").filter({ has: this.page.getByRole("heading", { level: 3, name: heading, exact: true }) });
  }
}

/** Solves a challenge the way the page does (hex SHA-256 of salt + number), in Node. */
export function solveChallenge(challenge: Challenge): string {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (createHash("sha256").update(`${challenge.salt}${number}`).digest("hex") === challenge.challenge) {
      return encodeVerification({ algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature });
    }
  }
  throw new Error("No solution within maxnumber");
}

export async function fetchChallenge(request: APIRequestContext): Promise<Challenge> {
  const response = await request.get("/v1/challenge?action=tracking");
  expect(response.status(), "GET /v1/challenge?action=tracking").toBe(200);
  return v.parse(Challenge, await response.json());
}

/** A fresh, solved verification for one lookup. */
export const freshVerification = async (request: APIRequestContext) => solveChallenge(await fetchChallenge(request));

/** What the server answers for a verified lookup of the order, from Node (the expectation the page is compared with). */
export async function lookupThroughApi(request: APIRequestContext, order: TrackableOrder): Promise<TrackingResult> {
  const response = await request.post("/v1/trackings/lookup", {
    data: { tracking_number: order.reference, tax_id: order.taxId, verification: await freshVerification(request) },
  });
  expect(response.status(), `POST /v1/trackings/lookup for ${order.reference}`).toBe(200);
  return v.parse(TrackingLookupResponse, await response.json()).data;
}

/** The interface languages as the catalogs' folders name them. */
export type TrackingLocale = "en" | "zh_CN" | "pt_BR";

const trackingCatalogs = new Map<TrackingLocale, Map<string, string>>();

/**
 * msgid to msgstr of the page's own catalog (locales/{locale}/tracking.po). tests/e2e/fixtures.ts
 * reads the portal's catalog the same way; the page's is a file of its own.
 */
function readTrackingCatalog(locale: TrackingLocale): Map<string, string> {
  const cached = trackingCatalogs.get(locale);
  if (cached) return cached;
  const entries = new Map<string, string>();
  const file = fileURLToPath(new URL(`../../locales/${locale}/tracking.po`, import.meta.url));
  let msgid = "";
  let msgstr = "";
  let field: "msgid" | "msgstr" | undefined;
  const flush = () => {
    if (msgid) entries.set(msgid, msgstr);
    msgid = "";
    msgstr = "";
    field = undefined;
  };
  for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
    const start = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === "msgid" && field === "msgstr") flush();
      field = start[1] === "msgctxt" ? undefined : (start[1] as "msgid" | "msgstr");
      if (field === "msgid") msgid += JSON.parse(start[2]!) as string;
      if (field === "msgstr") msgstr += JSON.parse(start[2]!) as string;
    } else if (/^".*"$/.test(line) && field) {
      if (field === "msgid") msgid += JSON.parse(line) as string;
      else msgstr += JSON.parse(line) as string;
    } else if (line.trim() === "") {
      flush();
    }
  }
  flush();
  trackingCatalogs.set(locale, entries);
  return entries;
}

/**
 * The page's text for an English message in `locale`, from its catalog, with `{name}` filled in.
 * English is returned as is; another language without a translation fails the test (until the
 * integrator translates the page, that failure is expected and names the missing message).
 */
export function trackingText(locale: TrackingLocale, message: string, values: Record<string, string> = {}): string {
  const text = locale === "en" ? message : readTrackingCatalog(locale).get(message);
  if (!text) throw new Error(`locales/${locale}/tracking.po has no translation of "${message}"`);
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
