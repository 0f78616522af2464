import { Trans, useLingui } from "@lingui/react/macro";
import type { ScanSession } from "../../offline/scan-sessions";
import { formatDateTime } from "../../ui/format/date";
import type { ExpectedState } from "./use-expected-parcels";
import styles from "./pickups.module.css";

/** Where the session's expected parcels come from, so that the counts are read for what they are. */
export function ExpectedSource({ session, state }: { session: ScanSession; state: ExpectedState }) {
  const { i18n } = useLingui();
  const total = session.expectedTotal;
  const shown = session.expected.length;
  switch (state) {
    case "server": {
      const at = session.expectedAt;
      return (
        <p className={styles.hint}>
          {at ? (
            <Trans>
              Expected parcels as the server listed them at <time dateTime={at}>{formatDateTime(at, {}, i18n)}</time>, kept on this device for scanning offline.
            </Trans>
          ) : (
            <Trans>Expected parcels as the server listed them, kept on this device for scanning offline.</Trans>
          )}
          {total !== undefined && (
            <>
              {" "}
              <Trans>
                The server expects {total} parcels; the first {shown} are listed.
              </Trans>
            </>
          )}
        </p>
      );
    }
    case "loading":
      return (
        <p role="status" className={styles.hint}>
          <Trans>Loading the parcels expected for this session…</Trans>
        </p>
      );
    case "failed":
      return (
        <p role="alert" className={styles.hint}>
          <Trans>The server's list of expected parcels could not be loaded: these are the orders saved on this device. It is asked again when the connection is back.</Trans>
        </p>
      );
    case "device":
      return (
        <p className={styles.hint}>
          <Trans>Offline: the expected parcels are the orders saved on this device. The server's list loads when the connection is back.</Trans>
        </p>
      );
  }
}
