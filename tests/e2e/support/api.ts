import { type APIRequestContext, type Page, expect } from "@playwright/test";
import { DEMO_ORDERS } from "../../../server/seed/orders";
import { type UserKey, demoUsers } from "./users";

/**
 * Calls to /v1 the specs make for their setup and to check what the UI did, and the pools of seeded
 * orders and pickups each spec may change.
 */
/** Signs in through POST /v1/login and returns the bearer token (a session of its own). */
export async function apiLogin(request: APIRequestContext, userKey: UserKey): Promise<string> {
  const user = demoUsers[userKey];
  const response = await request.post("/v1/login", { data: { email: user.email, password: user.password, platform: "nb" } });
  expect(response.status(), `POST /v1/login for ${user.email}`).toBe(200);
  const body = (await response.json()) as { data: { user: { auth_token: string } } };
  return body.data.user.auth_token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A list row of GET /v1/orders, the fields the specs read. */
export interface ApiOrderRow {
  id: number;
  order_number: string;
  reference: string;
  dispatched: boolean;
  current_status: { id: number; name: string };
  contain_battery: boolean;
  dangerous_good: boolean;
  contract_name: string;
  customer_full_name: string;
  total_value: number;
}

export interface ApiCheckpoint {
  id: number;
  status: string;
  message: string;
  created_at: string;
}

/**
 * Slices of the seed's dispatchable NEW orders of seller 1 (server/seed/orders.ts DEMO_ORDERS,
 * newest first, about 115): each spec that changes orders takes them only from its own slice, so
 * no spec takes another's order whatever ran before it in the same run (one seeded database).
 */
export const ORDER_POOLS = {
  offline: [0, 10],
  faults: [10, 45],
  tabs: [45, 65],
  auth: [65, 85],
  dispatch: [85, 97],
  // Undispatched orders a driver scans (a refused scan): pickups-phone.spec.ts.
  driver: [97, 107],
  // Dispatches the balance refuses, then lets through: billing.spec.ts.
  billing: [107, 112],
} as const satisfies Record<string, readonly [number, number]>;
export type OrderPool = keyof typeof ORDER_POOLS;

/** All of seller 1's orders (through the API, as the seller's token sees them), by order number. */
export async function listAllOrders(request: APIRequestContext, token: string): Promise<ApiOrderRow[]> {
  const response = await request.get("/v1/orders?limit=1000&offset=0&sort=order_number&direction=asc", { headers: bearer(token) });
  expect(response.status(), "GET /v1/orders").toBe(200);
  return ((await response.json()) as { data: { elements: ApiOrderRow[] } }).data.elements;
}

/** `count` orders of the spec's own pool that the server still has undispatched; fails if too few are left. */
export async function claimNewOrders(request: APIRequestContext, token: string, pool: OrderPool, count: number): Promise<ApiOrderRow[]> {
  const [from, to] = ORDER_POOLS[pool];
  const ids = new Set(DEMO_ORDERS.dispatchable.slice(from, to).map((order) => order.id));
  const rows = (await listAllOrders(request, token)).filter((row) => ids.has(row.id));
  const fresh = rows.filter((row) => !row.dispatched && row.current_status.name === "NEW").sort((a, b) => b.id - a.id);
  expect(fresh.length, `undispatched orders left in pool "${pool}" (DEMO_ORDERS.dispatchable ${from}..${to})`).toBeGreaterThanOrEqual(count);
  return fresh.slice(0, count);
}

/** Dispatches an order through the API (a test's setup, not the behaviour under test). */
export async function dispatchThroughApi(request: APIRequestContext, token: string, orderId: number): Promise<void> {
  const response = await request.put(`/v1/orders/${orderId}/dispatch`, { headers: { ...bearer(token), "Idempotency-Key": crypto.randomUUID() } });
  expect(response.status(), `PUT /v1/orders/${orderId}/dispatch`).toBe(200);
}

export async function orderThroughApi(request: APIRequestContext, token: string, orderId: number): Promise<ApiOrderRow & { dispatched_at: string | null }> {
  const response = await request.get(`/v1/orders/${orderId}`, { headers: bearer(token) });
  expect(response.status(), `GET /v1/orders/${orderId}`).toBe(200);
  return ((await response.json()) as { data: ApiOrderRow & { dispatched_at: string | null } }).data;
}

/** The order's checkpoints as the server keeps them, oldest first. */
export async function checkpointsThroughApi(request: APIRequestContext, token: string, orderId: number): Promise<ApiCheckpoint[]> {
  const response = await request.get(`/v1/orders/${orderId}/checkpoints`, { headers: bearer(token) });
  expect(response.status(), `GET /v1/orders/${orderId}/checkpoints`).toBe(200);
  return ((await response.json()) as { data: ApiCheckpoint[] }).data;
}

/**
 * Which of DEMO_PICKUPS.scannable (server/seed/pickups.ts) each spec records, so that no spec
 * scans another's order whatever ran before it in the same run. [0] is pickups.spec.ts's.
 */
export const PICKUP_POOLS = {
  offline: 5,
  duplicate: 6,
  cameraDenied: 7,
  misread: 8,
  // pickups-phone.spec.ts
  phoneCamera: 9,
  phoneTyped: 10,
  phoneTypedToo: 11,
  phoneFresh: 12,
  phoneCorrected: 13,
  phoneIndicator: 14,
  phoneIndicatorFirst: 15,
} as const satisfies Record<string, number>;

/** A row of GET /v1/pickups, the fields the specs read. */
export interface ApiPickupRow {
  id: number;
  order_id: number;
  order_number: string;
  type: "pickup" | "dropoff";
  reference: string;
  scanned_at: string;
  note: string | null;
  created_at: string;
}

/** The pickups and dropoffs the server has recorded for exactly this order number (the filter may also match by part). */
export async function pickupsThroughApi(request: APIRequestContext, token: string, orderNumber: string): Promise<ApiPickupRow[]> {
  const response = await request.get(`/v1/pickups?${new URLSearchParams({ order_number: orderNumber, limit: "100", offset: "0" })}`, { headers: bearer(token) });
  expect(response.status(), `GET /v1/pickups?order_number=${orderNumber}`).toBe(200);
  return ((await response.json()) as { data: { elements: ApiPickupRow[] } }).data.elements.filter((row) => row.order_number === orderNumber);
}

/** Every POST /v1/pickups the page makes from now on, with its Idempotency-Key (failed sends included). */
export function recordPickupPosts(page: Page): string[] {
  const keys: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/v1/pickups") keys.push(request.headers()["idempotency-key"] ?? "(none)");
  });
  return keys;
}
