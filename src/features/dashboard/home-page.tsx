import { Link } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { fetchCurrentSeller, fetchCurrentUserGroup } from "../../api/calls/me";
import { useSessionUser } from "../../api/use-session-user";
import { paths } from "../../config/paths";
import { apiErrorText } from "../../ui/api-error-text";
import formStyles from "../../ui/form.module.css";
import { meQueries } from "./queries";
import { groupLabel } from "../../ui/group-label";
import styles from "./home-page.module.css";

/** The first screen after sign-in: who you are, for which company, in which role. */
export function HomePage() {
  const { i18n } = useLingui();
  const user = useSessionUser();
  const seller = useQuery({ queryKey: meQueries.seller(), queryFn: fetchCurrentSeller });
  const group = useQuery({ queryKey: meQueries.group(), queryFn: fetchCurrentUserGroup });
  const name = user?.name ?? "";
  const failure = seller.error ?? group.error;

  return (
    <section className={styles.home} aria-labelledby="home-title">
      <h1 id="home-title">
        <Trans>Welcome, {name}</Trans>
      </h1>
      {failure && (
        <p role="alert" className={formStyles.alert}>
          {apiErrorText(failure, i18n).join(" ")}
        </p>
      )}
      <dl className={styles.facts}>
        <dt>
          <Trans>Company</Trans>
        </dt>
        <dd>{seller.data?.name ?? "…"}</dd>
        <dt>
          <Trans>Role</Trans>
        </dt>
        <dd>{group.data ? groupLabel(group.data.name, i18n) : "…"}</dd>
      </dl>
      <p>
        <Link to={paths.dashboard}>
          <Trans>See how your business is doing on the dashboard</Trans>
        </Link>
      </p>
      <p>
        <Link to={paths.notificationsList}>
          <Trans>See your notifications</Trans>
        </Link>
      </p>
    </section>
  );
}
