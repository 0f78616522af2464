import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { useSessionUser } from "../../api/use-session-user";
import { paths } from "../../config/paths";
import { groupLabel } from "../../ui/group-label";
import styles from "./not-available-page.module.css";

/**
 * What a write screen shows to a user whose role may not write there (a Seller Viewer opening
 * /orders/ordercreate by its URL): why, in one sentence, the role, and where they can go instead.
 * Not a form that only the server's 403 would stop (issue 14).
 */
export function RoleRefusedPage({ text }: { text: MessageDescriptor }) {
  const { i18n } = useLingui();
  const user = useSessionUser();
  const role = user ? groupLabel(user.group, i18n) : "";
  return (
    <section className={styles.page} aria-labelledby="role-refused-title">
      <h1 id="role-refused-title">{i18n._(text)}</h1>
      <p className={styles.notice}>
        <Trans>Your role is {role}: you can look at orders and settings. A seller admin or operator can make changes.</Trans>
      </p>
      <Link to={paths.orders}>
        <Trans>Go to order management</Trans>
      </Link>
    </section>
  );
}
