import { Link, useParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "../../api/errors";
import { paths } from "../../config/paths";
import { ruleQueries } from "./queries";
import { useVisibleChannels } from "./rule-form";
import { RuleState } from "./rule-parts";
import { styles, table } from "./styles";
import { CHANNEL_LABELS, ZONE_LABELS, eventLabel } from "./words";
import { RecordLoadState } from "../../ui/record-load-state";

/**
 * /notifications/tracking-rule-notifications/{id}/checkpoint/{checkpointId}: the per-checkpoint
 * view (section 2): which channels of the rule fire when a parcel reaches this tracking event.
 */
export function NotificationRuleCheckpointPage() {
  const params = useParams();
  const id = Number(params.id);
  const checkpointId = Number(params.checkpointId);
  const { t, i18n } = useLingui();
  const channels = useVisibleChannels();
  const valid = Number.isInteger(id) && id > 0 && Number.isInteger(checkpointId) && checkpointId > 0;
  const query = useQuery({ ...ruleQueries.checkpoint(id, checkpointId), enabled: valid, retry: false });
  const view = query.data;
  const missing = !valid || (query.error instanceof ApiError && query.error.status === 404);
  const title = view ? eventLabel(view.checkpoint, i18n) : "";
  const ruleName = view?.ruleName ?? "";

  return (
    <section style={styles.page} aria-labelledby="rule-checkpoint-title">
      <h1 id="rule-checkpoint-title" style={styles.title}>
        {view ? <Trans>{title} in {ruleName}</Trans> : <Trans>Checkpoint</Trans>}
      </h1>
      <RecordLoadState query={query} missing={missing} missingText={<Trans>This rule or checkpoint does not exist or is not of your company.</Trans>} loadingText={<Trans>Loading the checkpoint…</Trans>} />
      {view && (
        <>
          <dl style={styles.facts}>
            <dt style={styles.term}>
              <Trans>Zone</Trans>
            </dt>
            <dd style={styles.fact}>{i18n._(ZONE_LABELS[view.checkpoint.zone_code])}</dd>
            <dt style={styles.term}>
              <Trans>Tracking code</Trans>
            </dt>
            <dd style={styles.fact}>{view.checkpoint.tracking_code}</dd>
            <dt style={styles.term}>
              <Trans>Rule status</Trans>
            </dt>
            <dd style={styles.fact}>
              <RuleState enabled={view.enabled} />
            </dd>
          </dl>
          <div style={table.scroller}>
            <table style={table.table} aria-label={t`Channels at this checkpoint`}>
              <thead>
                <tr>
                  <th scope="col" style={table.head}>
                    <Trans>Channel</Trans>
                  </th>
                  <th scope="col" style={table.head}>
                    <Trans>Notified</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {channels.map((channel) => (
                  <tr key={channel}>
                    <th scope="row" style={{ ...table.cell, fontWeight: 400 }}>
                      {i18n._(CHANNEL_LABELS[channel])}
                    </th>
                    <td style={table.cell}>{view.channels[channel] ? <Trans>Yes</Trans> : <Trans>No</Trans>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <Link to={paths.notificationRule(id)}>
        <Trans>Back to the rule</Trans>
      </Link>
    </section>
  );
}
