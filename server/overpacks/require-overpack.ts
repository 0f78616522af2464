import type { MiddlewareHandler } from "hono";
import { OVERPACK_MESSAGES } from "../../src/api/schemas/overpacks";
import type { AppEnv } from "../deps";
import { HttpError } from "../http/errors";

/**
 * Overpacks are for users the seller lets use them (`can_overpack`, spec section 6): the app hides
 * the menu, and the server refuses every overpack route to the others (403), right after knowing
 * who asks and before reading anything else of the request (decision 050).
 */
export const requireOverpackUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user.can_overpack) throw new HttpError(403, [OVERPACK_MESSAGES.notAllowed]);
  await next();
};
