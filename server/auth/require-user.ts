import type { MiddlewareHandler } from "hono";
import { TERMS_NOT_ACCEPTED, TERMS_NOT_ACCEPTED_MESSAGE } from "../../src/api/schemas/terms";
import { GROUP_NAMES, type GroupName, type Permission, can } from "../../src/domain/groups";
import { TERMS_VERSION, platformAsksTerms } from "../../src/domain/terms";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { flag } from "../http/answers";
import { HttpError, forbidden, unauthorized } from "../http/errors";
import { hashToken } from "./tokens";

export const ACCOUNT_NOT_ACTIVE = "Your account is not active, please contact the adminstrator.";

export interface RequireUserOptions {
  /**
   * The route serves a user who has not accepted the current terms yet: the terms themselves,
   * the user's own calls the shell makes before asking (me.ts) and sign-out. Every other route
   * answers such a user 403 TERMS_NOT_ACCEPTED (decision 068): the acceptance is the API's rule,
   * not only the app's dialog.
   */
  beforeTerms?: boolean;
}

/** 403 with a code of its own, so the app shows the terms rather than "not allowed". */
const termsNotAccepted = () => new HttpError(403, [TERMS_NOT_ACCEPTED_MESSAGE], {}, { code: TERMS_NOT_ACCEPTED });

/**
 * Every non-public route starts here: a valid, unrevoked, unexpired bearer token of an active
 * user, or 401 (403 for a blocked account), who has accepted the current terms unless the route
 * says otherwise or the session's platform hides the terms. The user is then `c.var.user`.
 */
export function requireUser(deps: ServerDeps, options: RequireUserOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
    if (!match?.[1]) throw unauthorized();
    const row = await deps.db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .innerJoin("groups", "groups.id", "users.group_id")
      // At most one acceptance per user and version (unique index): one row per session still.
      .leftJoin("terms_acceptances", (join) => join.onRef("terms_acceptances.user_id", "=", "users.id").on("terms_acceptances.version", "=", TERMS_VERSION))
      .select([
        "sessions.id as session_id",
        "sessions.platform",
        "terms_acceptances.accepted_at as terms_accepted_at",
        "sessions.expires_at",
        "sessions.revoked_at",
        "users.id",
        "users.seller_id",
        "users.name",
        "users.email",
        "users.blocked",
        "users.can_overpack",
        "users.language",
        "groups.name as group",
      ])
      .where("sessions.token_hash", "=", hashToken(match[1]))
      // A removed user's sessions are revoked too (decision 052); this keeps them out regardless.
      .where("users.removed_at", "is", null)
      .executeTakeFirst();
    if (!row || row.revoked_at !== null || row.expires_at <= isoNow(deps)) throw unauthorized();
    if (row.blocked === 1) throw new HttpError(403, [ACCOUNT_NOT_ACTIVE]);
    if (!(GROUP_NAMES as readonly string[]).includes(row.group)) throw forbidden();
    if (!options.beforeTerms && row.terms_accepted_at === null && platformAsksTerms(row.platform)) throw termsNotAccepted();
    c.set("user", {
      id: row.id,
      seller_id: row.seller_id,
      group: row.group as GroupName,
      name: row.name,
      email: row.email,
      can_overpack: flag(row.can_overpack),
      language: row.language,
      session_id: row.session_id,
    });
    await next();
  };
}

/** The one role check: routes name a permission from src/domain/groups, never a group. */
export function requirePermission(permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!can(c.var.user.group, permission)) throw forbidden();
    await next();
  };
}
