import { can, type Permission } from "../domain/groups";
import { useSessionUser } from "./use-session-user";

/**
 * Whether the signed-in user's group may do `permission` (src/domain/groups.ts). Screens use it
 * only to hide or disable what the server would refuse anyway; nobody signed in may do nothing.
 */
export function useCan(permission: Permission): boolean {
  const user = useSessionUser();
  return user !== null && can(user.group, permission);
}
