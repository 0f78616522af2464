import { apiRequest } from "../client";
import { type CreateUserRequest, RemovedUserResponse, SellerUserListResponse, SellerUserResponse, type SellerUsersQuery, type UpdateUserRequest } from "../schemas/seller-users";
import { GroupListResponse } from "../schemas/users";

/**
 * The seller's users as its administrator manages them (decision 052). Writes are refused with 403
 * to every group but Seller Admin, and with 422 for the last admin or oneself (USER_MESSAGES).
 */

/** GET /v1/groups: the three groups (roles), in id order. */
export const fetchGroups = async (signal?: AbortSignal) => (await apiRequest("get", "groups", GroupListResponse, { signal })).data.elements;

/** GET /v1/users: `{elements, count, ids}` by name. */
export const fetchSellerUsers = async (query: SellerUsersQuery, signal?: AbortSignal) =>
  (await apiRequest("get", "users", SellerUserListResponse, { searchParams: query, signal })).data;

/** GET /v1/users/{id}; 404 for another seller's or a removed user. */
export const fetchSellerUser = async (id: number, signal?: AbortSignal) => (await apiRequest("get", `users/${id}`, SellerUserResponse, { signal })).data;

/** POST /v1/users: the new user gets an invitation mail to choose a password. */
export const inviteUser = async (input: CreateUserRequest) => (await apiRequest("post", "users", SellerUserResponse, { json: input })).data;

/** PUT /v1/users/{id}: edit, block (`blocked: true` ends their sessions) or unblock. */
export const updateSellerUser = async (id: number, input: UpdateUserRequest) => (await apiRequest("put", `users/${id}`, SellerUserResponse, { json: input })).data;

/** DELETE /v1/users/{id}: a soft removal; their history stays. */
export const removeSellerUser = async (id: number) => (await apiRequest("delete", `users/${id}`, RemovedUserResponse)).data;

/** POST /v1/users/{id}/invitation: a new link for a user who has not chosen a password yet. */
export const resendInvitation = async (id: number) => (await apiRequest("post", `users/${id}/invitation`, SellerUserResponse)).data;
