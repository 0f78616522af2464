import { useSessionUser } from "../../api/use-session-user";

/**
 * The signed-in user's seller: the billing calls name it in their paths (the server answers 404
 * for any other). The screens render only inside the signed-in shell, so a user is there.
 */
export function useSellerId(): number {
  return useSessionUser()?.seller_id ?? 0;
}
