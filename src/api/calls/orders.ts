import * as v from "valibot";
import { apiRequest } from "../client";
import {
  CheckpointsResponse,
  OrderContractResponse,
  OrderListResponse,
  OrderOverpackResponse,
  OrderResponse,
  OrderSalesChannelResponse,
  type OrdersQuery,
  type UpdateOrderRequest,
} from "../schemas/orders";

/**
 * Reads and edits of orders. Dispatch, multi-dispatch and checkpoints are queued by the outbox
 * (src/offline/outbox): their calls are dispatchWrite and addCheckpointWrite in queued-writes.ts.
 */

export const fetchOrders = async (query: OrdersQuery, signal?: AbortSignal) =>
  (await apiRequest("get", "orders", OrderListResponse, { searchParams: query, signal })).data;

export const fetchOrder = async (id: number, signal?: AbortSignal) => (await apiRequest("get", `orders/${id}`, OrderResponse, { signal })).data;

export const fetchCheckpoints = async (id: number, signal?: AbortSignal) =>
  (await apiRequest("get", `orders/${id}/checkpoints`, CheckpointsResponse, { signal })).data;

export const fetchOrderContract = async (id: number) => (await apiRequest("get", `orders/${id}/contract`, OrderContractResponse)).data;
export const fetchOrderOverpack = async (id: number) => (await apiRequest("get", `orders/${id}/overpack`, OrderOverpackResponse)).data;
export const fetchOrderSalesChannel = async (id: number) => (await apiRequest("get", `orders/${id}/saleschannel`, OrderSalesChannelResponse)).data;

export const updateOrder = async (id: number, changes: UpdateOrderRequest, idempotencyKey: string) =>
  (await apiRequest("put", `orders/${id}`, OrderResponse, { json: changes, idempotencyKey })).data;

export const deleteOrder = async (id: number, idempotencyKey: string) =>
  apiRequest("delete", `orders/${id}`, v.object({ data: v.object({ id: v.number() }) }), { idempotencyKey });
