import { Trans } from "@lingui/react/macro";
import type { SellerUser } from "../../api/schemas/seller-users";

/** Blocked, invited (no password chosen yet) or active: in words, never by colour alone. */
export function UserStatus({ user }: { user: Pick<SellerUser, "blocked" | "invitation_pending"> }) {
  if (user.blocked) return <Trans>Blocked</Trans>;
  if (user.invitation_pending) return <Trans>Invitation pending</Trans>;
  return <Trans>Active</Trans>;
}
