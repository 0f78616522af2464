import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { IntegrationAnswer } from "../../api/schemas/integrations";
import { ApiErrorAlert } from "../../ui/api-error";
import { IntegrationCard } from "./integration-card";
import { integrationQueries } from "./queries";
import { styles } from "./styles";

type Shown = "couriers" | "channels" | "new";

/**
 * /integrations/couriers, /integrations/channels and the menu's "New integration" (issue 22; spec
 * sections 2, 3, 4 and 8): the integrations as cards, connected or disconnected, each with its
 * credentials form. "New integration" shows every integration not yet connected. A viewer sees
 * the states and nothing to change (the server refuses it too).
 */
function IntegrationsPage({ shown }: { shown: Shown }) {
  const { t } = useLingui();
  const list = useQuery(integrationQueries.list());
  const pick = (integration: IntegrationAnswer) => (shown === "new" ? integration.state === "disconnected" : integration.group === shown);
  const integrations = (list.data ?? []).filter(pick);
  const title = shown === "couriers" ? t`Courier integrations` : shown === "channels" ? t`Sales channel integrations` : t`New integration`;
  return (
    <section style={styles.page} aria-labelledby="integrations-title">
      <h1 id="integrations-title" style={styles.title}>
        {title}
      </h1>
      {list.error && <ApiErrorAlert error={list.error} />}
      {list.isPending && (
        <p role="status">
          <Trans>Loading integrations…</Trans>
        </p>
      )}
      {list.data && integrations.length === 0 && (
        <p>
          <Trans>Every integration is connected.</Trans>
        </p>
      )}
      <ul aria-label={title} style={styles.grid}>
        {integrations.map((integration) => (
          <li key={integration.code}>
            <IntegrationCard integration={integration} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export const CourierIntegrationsPage = () => <IntegrationsPage shown="couriers" />;
export const ChannelIntegrationsPage = () => <IntegrationsPage shown="channels" />;
export const NewIntegrationPage = () => <IntegrationsPage shown="new" />;
