import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { IntegrationAnswer } from "../../api/schemas/integrations";
import { useCan } from "../../api/use-can";
import { Button } from "../../ui/button";
import { ConnectForm } from "./connect-form";
import { FIELD_LABELS, KIND_LABELS } from "./integration-words";
import { styles } from "./styles";

/** One integration: its name, kind and state, the stored credentials masked, and its form. */
export function IntegrationCard({ integration }: { integration: IntegrationAnswer }) {
  const { t, i18n } = useLingui();
  const canChange = useCan("seller:write");
  const [open, setOpen] = useState(false);
  const titleId = `integration-${integration.code}`;
  const connected = integration.state === "connected";
  return (
    <article style={styles.card} aria-labelledby={titleId}>
      <div style={styles.row}>
        <h2 id={titleId} style={styles.subtitle}>
          {integration.name}
        </h2>
        <span style={connected ? styles.connected : styles.disconnected}>{connected ? <Trans>Connected</Trans> : <Trans>Disconnected</Trans>}</span>
      </div>
      <p style={styles.muted}>{i18n._(KIND_LABELS[integration.kind])}</p>
      {connected && (
        <dl style={styles.facts}>
          {integration.fields.map((field) => (
            <div key={field}>
              <dt style={styles.term}>{i18n._(FIELD_LABELS[field])}</dt>
              <dd style={styles.fact}>{integration.masked[field] ?? ""}</dd>
            </div>
          ))}
        </dl>
      )}
      {canChange && (
        <div style={styles.row}>
          <Button variant="secondary" aria-expanded={open} aria-label={connected ? t`Manage ${integration.name}` : t`Connect ${integration.name}`} onClick={() => setOpen((current) => !current)}>
            {connected ? <Trans>Manage</Trans> : <Trans context="an integration">Connect</Trans>}
          </Button>
        </div>
      )}
      {canChange && open && <ConnectForm integration={integration} onDone={() => setOpen(false)} />}
    </article>
  );
}
