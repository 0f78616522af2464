import { Link, useParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "../../api/errors";
import type { NotificationRule } from "../../api/schemas/notification-rules";
import { useCan } from "../../api/use-can";
import { paths } from "../../config/paths";
import { TRACKING_ZONES, type TrackingZoneCode, eventsOfZone } from "../../domain/tracking-events";
import { formatDate } from "../../ui/format/date";
import { ruleQueries } from "./queries";
import { RuleDeliveries } from "./rule-deliveries";
import { useVisibleChannels } from "./rule-form";
import { RuleState, ScopeText } from "./rule-parts";
import { matrix, styles } from "./styles";
import { conditionText } from "../../ui/shipping-rule-text";
import { CHANNEL_LABELS, ZONE_LABELS, eventLabel } from "./words";
import { RecordLoadState } from "../../ui/record-load-state";

const ZONES = Object.keys(TRACKING_ZONES).map(Number) as TrackingZoneCode[];

/**
 * /notifications/tracking-rule-notifications/{id}: one rule, read-only: its state, scope,
 * conditions and the matrix in words ("Yes"/"No", not only a tick); each event opens the
 * per-checkpoint view; below, the rule's delivery log.
 */
export function NotificationRulePage() {
  const id = Number(useParams().id);
  const { i18n } = useLingui();
  const canWrite = useCan("seller:write");
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...ruleQueries.one(id), enabled: valid, retry: false });
  const rule = query.data;
  const missing = !valid || (query.error instanceof ApiError && query.error.status === 404);

  return (
    <section style={styles.page} aria-labelledby="rule-title">
      <header style={styles.header}>
        <h1 id="rule-title" style={styles.title}>
          {rule ? rule.ruleName : <Trans>Tracking notification rule</Trans>}
        </h1>
        {rule && canWrite && (
          <Link to={paths.notificationRuleEdit(rule.id)}>
            <Trans>Edit</Trans>
          </Link>
        )}
      </header>
      <RecordLoadState query={query} missing={missing} missingText={<Trans>This rule does not exist or is not of your company.</Trans>} loadingText={<Trans>Loading the rule…</Trans>} />
      {rule && (
        <>
          <dl style={styles.facts}>
            <dt style={styles.term}>
              <Trans>Rule status</Trans>
            </dt>
            <dd style={styles.fact}>
              <RuleState enabled={rule.enabled} />
            </dd>
            <dt style={styles.term}>
              <Trans>Applies to</Trans>
            </dt>
            <dd style={styles.fact}>
              <ScopeText rule={rule} />
            </dd>
            <dt style={styles.term}>
              <Trans>Conditions</Trans>
            </dt>
            <dd style={styles.fact}>
              {rule.conditions.length === 0 ? (
                <Trans>None: every shipment of its scope</Trans>
              ) : (
                <ul style={{ margin: 0, paddingInlineStart: "1.25rem" }}>
                  {rule.conditions.map((c, index) => (
                    <li key={index}>{conditionText(c, i18n)}</li>
                  ))}
                </ul>
              )}
            </dd>
            <dt style={styles.term}>
              <Trans>Last changed</Trans>
            </dt>
            <dd style={styles.fact}>{formatDate(rule.updated_at, {}, i18n)}</dd>
          </dl>
          <RuleMatrixView rule={rule} />
          <RuleDeliveries ruleId={rule.id} />
        </>
      )}
      <Link to={paths.notificationRules}>
        <Trans>Back to rules</Trans>
      </Link>
    </section>
  );
}

function RuleMatrixView({ rule }: { rule: NotificationRule }) {
  const { i18n } = useLingui();
  const channels = useVisibleChannels();
  const on = new Set(rule.notifications.map((n) => `${n.checkpoint_id}:${n.notification_type}`));
  return (
    <div style={matrix.scroller}>
      <table style={matrix.table}>
        <caption style={matrix.caption}>
          <Trans>Who is notified at each checkpoint</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col" style={matrix.head}>
              <Trans>Tracking event</Trans>
            </th>
            {channels.map((channel) => (
              <th key={channel} scope="col" style={matrix.head}>
                {i18n._(CHANNEL_LABELS[channel])}
              </th>
            ))}
          </tr>
        </thead>
        {ZONES.map((zone) => (
          <tbody key={zone}>
            <tr>
              <th scope="rowgroup" colSpan={channels.length + 1} style={matrix.zone}>
                {i18n._(ZONE_LABELS[zone])}
              </th>
            </tr>
            {eventsOfZone(zone).map((event) => (
              <tr key={event.id}>
                <th scope="row" style={matrix.rowHead}>
                  <Link to={paths.notificationRuleCheckpoint(rule.id, event.id)}>{eventLabel(event, i18n)}</Link>
                </th>
                {channels.map((channel) => (
                  <td key={channel} style={matrix.cell}>
                    {on.has(`${event.id}:${channel}`) ? <Trans>Yes</Trans> : <Trans>No</Trans>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
