import type { Transaction } from "kysely";
import type * as v from "valibot";
import { type CreateUserRequest, type SellerUser, USER_MESSAGES, type UpdateUserRequest } from "../../src/api/schemas/seller-users";
import type { Database } from "../db/schema";
import { type AuthUser, type ServerDeps, isoNow } from "../deps";
import { HttpError, notFound } from "../http/errors";
import { sendInvitation } from "./invitations";
import { assertAnotherActiveAdmin } from "./last-admin";
import { USER_COLUMNS, userAnswer, usersOfSeller } from "./user-answers";

/**
 * What a seller's administrator does to its users (decision 052). The routes let only a Seller
 * Admin call these (requirePermission("users:manage")); everything here is scoped to the
 * administrator's seller, so another seller's user is a 404.
 */

type Admin = Pick<AuthUser, "id" | "seller_id" | "name">;

/** Until the invitation is accepted the user has no password: this never verifies (passwords.ts). */
const NO_PASSWORD_YET = "invited";

async function groupOrRefuse(trx: Transaction<Database>, groupId: number): Promise<string> {
  const group = await trx.selectFrom("groups").select("name").where("id", "=", groupId).executeTakeFirst();
  if (!group) throw new HttpError(422, [{ group_id: [USER_MESSAGES.unknownGroup] }]);
  return group.name;
}

const emailTaken = () => new HttpError(422, [{ email: [USER_MESSAGES.emailTaken] }]);

async function loadUser(trx: Transaction<Database>, sellerId: number, id: number): Promise<SellerUser> {
  const row = await usersOfSeller(trx, sellerId).where("users.id", "=", id).select(USER_COLUMNS).executeTakeFirst();
  if (!row) throw notFound();
  return userAnswer(row);
}

/** Whether the user counts for the last-admin rule (last-admin.ts). */
const isActiveAdmin = (user: { group: string; blocked: boolean; invitation_pending: boolean }) => user.group === "seller-admin" && !user.blocked && !user.invitation_pending;

/** POST /v1/users: a new user of the admin's seller, invited by e-mail to choose a password. */
export async function createSellerUser(trx: Transaction<Database>, deps: ServerDeps, admin: Admin, input: v.InferOutput<typeof CreateUserRequest>): Promise<SellerUser> {
  await groupOrRefuse(trx, input.group_id);
  const email = input.email.toLowerCase();
  // ON CONFLICT rather than a failed insert: on PostgreSQL a failed statement ends the transaction.
  const inserted = await trx
    .insertInto("users")
    .values({
      seller_id: admin.seller_id,
      group_id: input.group_id,
      name: input.name,
      email,
      password_hash: NO_PASSWORD_YET,
      blocked: 0,
      can_overpack: input.can_overpack ? 1 : 0,
      language: 0,
      created_at: isoNow(deps),
      invitation_pending: 1,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) throw emailTaken();
  await sendInvitation(trx, deps, { id: inserted.id, email, name: input.name }, admin.name);
  return loadUser(trx, admin.seller_id, inserted.id);
}

/**
 * PUT /v1/users/{id}. Only an invited user's e-mail can be changed here (a new invitation goes to
 * it); a user with a password changes their own (decision 068). Blocking revokes every session of the user at once (their next call is 401)
 * and is refused for oneself; demoting or blocking the last active admin is refused (422).
 */
export async function updateSellerUser(trx: Transaction<Database>, deps: ServerDeps, admin: Admin, id: number, input: v.InferOutput<typeof UpdateUserRequest>): Promise<SellerUser> {
  const before = await loadUser(trx, admin.seller_id, id);
  if (input.blocked === true && id === admin.id) throw new HttpError(422, [{ base: [USER_MESSAGES.selfBlock] }]);
  const group = input.group_id === undefined ? before.group : await groupOrRefuse(trx, input.group_id);
  const after = { group, blocked: input.blocked ?? before.blocked, invitation_pending: before.invitation_pending };
  if (isActiveAdmin(before) && !isActiveAdmin(after)) await assertAnotherActiveAdmin(trx, admin.seller_id, id);

  const email = input.email?.toLowerCase();
  const newEmail = email !== undefined && email !== before.email ? email : undefined;
  if (newEmail !== undefined) {
    // A sign-in e-mail changes only through its user's profile (decision 068): an admin's session
    // must not be a way to move a colleague's account to another mailbox.
    if (!before.invitation_pending) throw new HttpError(422, [{ email: [USER_MESSAGES.ownEmailOnly] }]);
    const other = await trx.selectFrom("users").select("id").where("email", "=", newEmail).where("id", "!=", id).executeTakeFirst();
    if (other) throw emailTaken();
  }
  await trx
    .updateTable("users")
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(email !== undefined && { email }),
      ...(input.group_id !== undefined && { group_id: input.group_id }),
      ...(input.can_overpack !== undefined && { can_overpack: input.can_overpack ? 1 : 0 }),
      ...(input.blocked !== undefined && { blocked: input.blocked ? 1 : 0 }),
    })
    .where("id", "=", id)
    .execute();
  if (input.blocked === true && !before.blocked) await revokeSessions(trx, deps, id);
  // A corrected address of an invited user gets the invitation; the link sent to the old one stops working.
  if (newEmail !== undefined) await sendInvitation(trx, deps, { id, email: newEmail, name: input.name ?? before.name }, admin.name);
  return loadUser(trx, admin.seller_id, id);
}

/**
 * DELETE /v1/users/{id}: a soft removal (decision 052). The row stays, so the orders and history
 * the user made still name them; they are signed out everywhere, their open link closed, and
 * their address freed for a new invitation (kept in `removed_email`).
 */
export async function removeSellerUser(trx: Transaction<Database>, deps: ServerDeps, admin: Admin, id: number): Promise<{ id: number }> {
  const before = await loadUser(trx, admin.seller_id, id);
  if (id === admin.id) throw new HttpError(422, [{ base: [USER_MESSAGES.selfRemove] }]);
  if (isActiveAdmin(before)) await assertAnotherActiveAdmin(trx, admin.seller_id, id);
  const now = isoNow(deps);
  await trx
    .updateTable("users")
    .set({ removed_at: now, removed_email: before.email, email: removedPlaceholder(id), blocked: 1 })
    .where("id", "=", id)
    .execute();
  await revokeSessions(trx, deps, id);
  await trx.updateTable("password_resets").set({ used_at: now }).where("user_id", "=", id).where("used_at", "is", null).execute();
  return { id };
}

/** POST /v1/users/{id}/invitation: a new link (the old one stops working) for a user still invited. */
export async function resendInvitation(trx: Transaction<Database>, deps: ServerDeps, admin: Admin, id: number): Promise<SellerUser> {
  const user = await loadUser(trx, admin.seller_id, id);
  if (!user.invitation_pending) throw new HttpError(409, [USER_MESSAGES.notPending]);
  await sendInvitation(trx, deps, user, admin.name);
  return user;
}

/** An address no mailbox has (RFC 2606 .invalid) and unique per user, to keep the unique index. */
const removedPlaceholder = (id: number) => `removed-user-${id}@removed.invalid`;

async function revokeSessions(trx: Transaction<Database>, deps: ServerDeps, userId: number): Promise<void> {
  await trx.updateTable("sessions").set({ revoked_at: isoNow(deps) }).where("user_id", "=", userId).where("revoked_at", "is", null).execute();
}
