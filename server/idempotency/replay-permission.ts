import type { MiddlewareHandler } from "hono";
import { type Permission, can } from "../../src/domain/groups";
import type { AppEnv, ServerDeps } from "../deps";
import { forbidden } from "../http/errors";
import { IDEMPOTENCY_HEADER, allowOnlyReplay, hasCommittedKey } from "./idempotency";

/**
 * The role check of a route whose writes the app's outbox queues (decision 027). It refuses a user
 * without the permission with the same 403 as requirePermission, except a request whose
 * Idempotency-Key this user has already committed: it goes on to runMutation, which may only
 * replay the stored answer of that very request (else 403) and never runs the effect.
 *
 * Why: the operation was allowed when the server applied it. If the reply was lost and the user's
 * role changed before the device's resend, a 403 would leave the device believing the change was
 * never made, while the server has it. The key is per user, so this opens nothing to anyone else,
 * and a new key (a new request) is checked as before.
 */
export function requirePermissionOrReplay(deps: ServerDeps, permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!can(c.var.user.group, permission)) {
      const key = c.req.header(IDEMPOTENCY_HEADER);
      if (key === undefined || !(await hasCommittedKey(deps, c.var.user.id, key))) throw forbidden();
      allowOnlyReplay(c);
    }
    await next();
  };
}
