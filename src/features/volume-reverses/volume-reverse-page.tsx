import { Link, useParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "../../api/errors";
import { paths } from "../../config/paths";
import { ApiErrorAlert } from "../../ui/api-error";
import { formatDateTime } from "../../ui/format/date";
import { reverseQueries } from "./queries";
import { styles } from "./styles";

/**
 * /orders/volume_reverses/{id} (issue 18; spec section 3 "Volume reverse"): volume id, reverse
 * number, tracking reference, sales channel, item name, description and HS code, with the order
 * it comes from. Another seller's reverse is as missing as one that does not exist.
 */
export function VolumeReversePage() {
  const id = Number(useParams().id);
  const { i18n } = useLingui();
  const query = useQuery({ ...reverseQueries.one(id), enabled: Number.isInteger(id) && id > 0, retry: false });
  const reverse = query.data;
  const missing = !Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404);

  return (
    <section style={styles.page} aria-labelledby="reverse-title">
      <h1 id="reverse-title" style={styles.title}>
        {reverse ? <Trans>Reverse volume {reverse.reverse_number}</Trans> : <Trans>Reverse volume</Trans>}
      </h1>
      {missing && (
        <p role="alert">
          <Trans>This reverse volume does not exist or is not yours.</Trans>
        </p>
      )}
      {query.error && !missing && <ApiErrorAlert error={query.error} />}
      {query.isLoading && (
        <p role="status">
          <Trans>Loading the reverse volume…</Trans>
        </p>
      )}
      {reverse && (
        <dl style={styles.facts}>
          <dt style={styles.term}>
            <Trans>Volume id</Trans>
          </dt>
          <dd style={styles.fact}>{reverse.volume_id}</dd>
          <dt style={styles.term}>
            <Trans>Reverse number</Trans>
          </dt>
          <dd style={styles.fact}>{reverse.reverse_number}</dd>
          <dt style={styles.term}>
            <Trans>Tracking reference</Trans>
          </dt>
          <dd style={styles.fact}>{reverse.tracking_reference}</dd>
          <dt style={styles.term}>
            <Trans>Order</Trans>
          </dt>
          <dd style={styles.fact}>
            <Link to={paths.order(reverse.order_id)}>{reverse.order_number}</Link> · <Trans>Box {reverse.box_number}</Trans>
          </dd>
          <dt style={styles.term}>
            <Trans>Sales channel</Trans>
          </dt>
          <dd style={styles.fact}>{reverse.sales_channel_name ?? "—"}</dd>
          <dt style={styles.term}>
            <Trans>Item name</Trans>
          </dt>
          <dd style={styles.fact}>{reverse.item_name}</dd>
          <dt style={styles.term}>
            <Trans>Description</Trans>
          </dt>
          <dd style={styles.fact}>{reverse.description ?? "—"}</dd>
          <dt style={styles.term}>
            <Trans>HS code</Trans>
          </dt>
          <dd style={styles.fact}>{reverse.hs_code}</dd>
          <dt style={styles.term}>
            <Trans>Carrier</Trans>
          </dt>
          <dd style={styles.fact}>{reverse.carrier_name}</dd>
          <dt style={styles.term}>
            <Trans>Created</Trans>
          </dt>
          <dd style={styles.fact}>{formatDateTime(reverse.created_at, {}, i18n)}</dd>
        </dl>
      )}
      <Link to={paths.volumeReverses}>
        <Trans>Back to reverse volumes</Trans>
      </Link>
    </section>
  );
}
