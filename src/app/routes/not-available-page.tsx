import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import { currentPlatform, loginPrefix } from "../../platform/current-platform";
import styles from "./not-available-page.module.css";

/**
 * A screen that exists in the route table but is not built yet says so plainly, with its title:
 * no fake data, no dead buttons.
 */
export function NotAvailablePage({ label, publicPage = false }: { label: MessageDescriptor; publicPage?: boolean }) {
  const { i18n } = useLingui();
  const content = (
    <section className={styles.page} aria-labelledby="not-available-title">
      <h1 id="not-available-title">{i18n._(label)}</h1>
      <p className={styles.notice}>
        <Trans>This screen is not available yet. It is coming in a later version of the portal.</Trans>
      </p>
      {publicPage ? (
        <Link to={paths.login(loginPrefix(currentPlatform()))}>
          <Trans>Sign in</Trans>
        </Link>
      ) : (
        <Link to={paths.home}>
          <Trans>Go to the home page</Trans>
        </Link>
      )}
    </section>
  );
  return publicPage ? <main className={styles.publicMain}>{content}</main> : content;
}
