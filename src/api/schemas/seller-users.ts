import * as v from "valibot";
import { GroupName } from "./auth";
import { Email, Envelope, ListEnvelope, MESSAGES, Pagination, QueryBoolean, QueryInteger } from "./common";

/**
 * The seller's users as its administrator manages them (issue 19; spec, configuration area,
 * sections 2, 3, 4 and 6; decision 052): GET/POST /v1/users, GET/PUT/DELETE /v1/users/{id} and
 * POST /v1/users/{id}/invitation. The signed-in user's own profile (PUT /v1/users) is elsewhere.
 */

/**
 * The server's refusals, in English. The app recognises each and says it in the user's language
 * (src/features/users/user-messages.ts); other clients read them as they are.
 */
export const USER_MESSAGES = {
  /** 422: demoting, blocking or removing the seller's only active administrator. */
  lastAdmin: "The seller needs at least one active administrator. Make another user an administrator first.",
  /** 422: an administrator blocking themself. */
  selfBlock: "You can't block yourself.",
  /** 422: an administrator removing themself. */
  selfRemove: "You can't remove yourself.",
  /** 422 on `email`: another user (of any seller) has it. */
  emailTaken: "This e-mail is already in use.",
  /** 422 on `group_id`: no such group. */
  unknownGroup: "Choose a group",
  /**
   * 422 on `email`: an administrator may correct an invited user's address, not the sign-in
   * e-mail of a user who has chosen a password (decision 068: a new sign-in e-mail needs that
   * user's password and the new address's confirmation).
   */
  ownEmailOnly: "Only the user can change their sign-in e-mail, in their profile.",
  /** 409: resending the invitation of a user who has already chosen a password. */
  notPending: "This user has already accepted the invitation.",
} as const;

export const USER_NAME_MAX_LENGTH = 120;

export const SellerUser = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  group_id: v.number(),
  group: GroupName,
  blocked: v.boolean(),
  can_overpack: v.boolean(),
  /** Invited and not yet through the invitation link: cannot sign in yet. */
  invitation_pending: v.boolean(),
  created_at: v.string(),
  /** When the user accepted the current terms of service (decision 053); null: not yet. */
  terms_accepted_at: v.nullable(v.string()),
});
export type SellerUser = v.InferOutput<typeof SellerUser>;

export const SellerUserResponse = Envelope(SellerUser);
export const SellerUserListResponse = ListEnvelope(SellerUser);

/** GET /v1/users: the seller's users by name; each filter narrows. */
export const SellerUsersQuery = v.object({
  ...Pagination,
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(USER_NAME_MAX_LENGTH, MESSAGES.tooLong(USER_NAME_MAX_LENGTH)))),
  email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254, MESSAGES.tooLong(254)))),
  group_id: v.optional(QueryInteger),
  blocked: v.optional(QueryBoolean),
});
export type SellerUsersQuery = v.InferInput<typeof SellerUsersQuery>;

const UserName = v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(USER_NAME_MAX_LENGTH, MESSAGES.tooLong(USER_NAME_MAX_LENGTH)));
const GroupId = v.pipe(v.number(MESSAGES.mustBeNumber), v.integer(MESSAGES.mustBeNumber), v.minValue(1, USER_MESSAGES.unknownGroup));

/** POST /v1/users: the new user is invited by e-mail and chooses a password through the link. */
export const CreateUserRequest = v.object({
  name: UserName,
  email: Email,
  group_id: GroupId,
  can_overpack: v.optional(v.boolean(), false),
});
export type CreateUserRequest = v.InferInput<typeof CreateUserRequest>;

/** PUT /v1/users/{id}: the fields sent change; `blocked` blocks or unblocks. */
export const UpdateUserRequest = v.object({
  name: v.optional(UserName),
  email: v.optional(Email),
  group_id: v.optional(GroupId),
  can_overpack: v.optional(v.boolean()),
  blocked: v.optional(v.boolean()),
});
export type UpdateUserRequest = v.InferInput<typeof UpdateUserRequest>;

export const RemovedUserResponse = Envelope(v.object({ id: v.number() }));
