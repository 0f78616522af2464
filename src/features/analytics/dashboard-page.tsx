import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSessionUser } from "../../api/use-session-user";
import { ApiErrorAlert } from "../../ui/api-error";
import { useOnline } from "../../ui/use-online";
import { analyticsQueries } from "./analytics-queries";
import { formatDay } from "./dashboard-format";
import { styles } from "./dashboard-styles";
import { OverviewPanel } from "./overview-panel";
import { SalesTrendPanel } from "./sales-trend-panel";
import { Tabs } from "./tabs";

type DashboardTab = "overview" | "trend";

/**
 * /dashboard (issue 19; spec operational area, sections 2 and 9): how the seller's business went in
 * the last 30 days (by the server's clock, UTC days) against the 30 before, in two tabs. Offline it
 * shows the figures this device last saw (the saved queries, with the shell's notice of their age).
 */
export function DashboardPage() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const sellerId = useSessionUser()?.seller_id;
  const [tab, setTab] = useState<DashboardTab>("overview");
  const analytics = useQuery({ ...analyticsQueries.seller(sellerId ?? 0), enabled: sellerId !== undefined });
  const data = analytics.data;

  return (
    <section style={styles.page} aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" style={styles.title}>
        <Trans>Dashboard</Trans>
      </h1>
      {data && (
        <p style={styles.period}>
          <Trans>
            Last 30 days: {formatDay(data.period.from, i18n)} to {formatDay(data.period.to, i18n)} (UTC)
          </Trans>
        </p>
      )}
      {!online && !data && (
        <p role="status">
          <Trans>You are offline. The dashboard shows when the connection returns.</Trans>
        </p>
      )}
      {analytics.error && <ApiErrorAlert error={analytics.error} />}
      {online && analytics.isPending && (
        <p role="status">
          <Trans>Loading the dashboard…</Trans>
        </p>
      )}
      {data && (
        <Tabs
          label={t`Dashboard`}
          selected={tab}
          onSelect={setTab}
          items={[
            { id: "overview", label: <Trans>Overview</Trans>, panel: () => <OverviewPanel data={data} /> },
            { id: "trend", label: <Trans>Sales trend</Trans>, panel: () => <SalesTrendPanel data={data} /> },
          ]}
        />
      )}
    </section>
  );
}
