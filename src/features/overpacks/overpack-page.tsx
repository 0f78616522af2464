import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { Trans } from "@lingui/react/macro";
import { ApiError } from "../../api/errors";
import { paths } from "../../config/paths";
import { ApiErrorAlert } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { useOnline } from "../../ui/use-online";
import { DispatchConfirm } from "./dispatch-confirm";
import { OverpackFacts } from "./overpack-facts";
import { OverpackOrders } from "./overpack-orders";
import { overpackQueries } from "./queries";
import { ScanToAdd } from "./scan/scan-to-add";
import { styles } from "./styles";
import { useOverpackActions } from "./use-overpack-actions";

/**
 * /overpacks/{id} (issue 18): one overpack's facts and orders, its label PDF (once dispatched: the
 * tracking number on it is given at dispatch) and "Dispatch". It shows dispatched only when the
 * server says so (the query is fetched again after the answer). "Scan to add" fills a bag that
 * has not left, on a warehouse tablet, online or not (scan/).
 */
export function OverpackPage() {
  const id = Number(useParams().id);
  const online = useOnline();
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...overpackQueries.one(valid ? id : 0), enabled: valid, retry: false });
  const overpack = query.data;
  const missing = !valid || (query.error instanceof ApiError && query.error.status === 404);
  const actions = useOverpackActions();
  const [scanning, setScanning] = useState(false);
  const labelHintId = "overpack-label-hint";

  return (
    <section style={styles.page} aria-labelledby="overpack-title">
      <p style={{ margin: 0 }}>
        <Link to={paths.overpacks}>
          <Trans>All overpacks</Trans>
        </Link>
      </p>
      <h1 id="overpack-title" style={styles.title}>
        {overpack ? <Trans>Overpack {overpack.reference}</Trans> : <Trans>Overpack</Trans>}
      </h1>
      {missing && (
        <p role="alert">
          <Trans>This overpack does not exist or is not yours.</Trans>
        </p>
      )}
      {query.error && !missing && <ApiErrorAlert error={query.error} />}
      {!online && overpack && (
        <p role="status">
          <Trans>You are offline. This overpack is as this device last saw it.</Trans>
        </p>
      )}
      {query.isLoading && (
        <p role="status">
          <Trans>Loading the overpack…</Trans>
        </p>
      )}
      {overpack && (
        <>
          <div style={styles.row}>
            {!overpack.dispatched && (
              <Button style={styles.big} aria-pressed={scanning} onClick={() => setScanning(!scanning)}>
                {scanning ? <Trans>Stop scanning</Trans> : <Trans>Scan to add</Trans>}
              </Button>
            )}
            {!overpack.dispatched && (
              <Button style={styles.big} disabled={!online} busy={actions.dispatching} onClick={() => actions.ask([overpack])}>
                <Trans>Dispatch</Trans>
              </Button>
            )}
            <Button
              style={styles.big}
              variant="secondary"
              disabled={!overpack.dispatched || !online}
              aria-describedby={overpack.dispatched ? undefined : labelHintId}
              busy={actions.downloading}
              onClick={() => actions.downloadLabels([overpack])}
            >
              <Trans>Download label</Trans>
            </Button>
            {!overpack.dispatched && (
              <span id={labelHintId} style={styles.hint}>
                <Trans>The label is made when the overpack is dispatched: it carries the tracking number given then.</Trans>
              </span>
            )}
          </div>
          {actions.problem && (
            <p role="alert" style={styles.error}>
              {actions.problem}
            </p>
          )}
          {scanning && !overpack.dispatched && <ScanToAdd overpack={overpack} />}
          <OverpackFacts overpack={overpack} />
          <h2>
            <Trans>Orders</Trans>
          </h2>
          <OverpackOrders orders={overpack.orders} />
          <DispatchConfirm request={actions.request} busy={actions.dispatching} onConfirm={actions.confirm} onClose={actions.cancel} />
        </>
      )}
      {!overpack && !query.isLoading && !missing && !online && (
        <p role="status">
          <Trans>You are offline. This overpack shows when the connection returns.</Trans>
        </p>
      )}
    </section>
  );
}
