import { type FormEvent, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { OverpackDetail } from "../../../api/schemas/overpacks";
import { useSessionUser } from "../../../api/use-session-user";
import { readCachedOrderRows } from "../../../offline/order-cache";
import { readOverpackScans, useOverpackScans } from "../../../offline/overpack-scans";
import { Button } from "../../../ui/button";
import { TextField } from "../../../ui/fields";
import { scanRefusedFeedback, scanSucceededFeedback, scanWarningFeedback, useWedgeScan } from "../../../ui/scanner";
import { overpackQueries } from "../queries";
import { styles } from "../styles";
import { ScanCamera } from "./scan-camera";
import { recordOverpackScan } from "./record-overpack-scan";
import { scanResultText } from "./scan-result-text";

const MAX_CODE_LENGTH = 60;

/**
 * "Scan to add" on a warehouse tablet (issue 18, decision 051): labels from the camera or a
 * keyboard-wedge scanner (into the code field, or anywhere on the page), one after another, each
 * shown at once in the list with its result. Online or not, each addition is an outbox operation
 * sent once, in order; a code the cached order says cannot go is refused here and not queued. The
 * list is kept on the device (Dexie), so a reload loses none of it.
 */
export function ScanToAdd({ overpack }: { overpack: OverpackDetail }) {
  const { i18n, t } = useLingui();
  const user = useSessionUser();
  const client = useQueryClient();
  const scans = useOverpackScans(user?.id, overpack.id);
  const [code, setCode] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  // One code at a time, each judged against the list as stored (not as last rendered): a camera's
  // second decode of a label, or a scanner's next code, waits for the first to be written.
  const working = useRef<Promise<void>>(Promise.resolve());

  const added = scans?.filter((entry) => entry.result.kind === "added").length ?? 0;
  useEffect(() => {
    // An addition the server took changes the bag's orders and totals: fetch them again.
    if (added > 0) void client.invalidateQueries({ queryKey: overpackQueries.all() });
  }, [added, client]);

  const recordOne = async (scanned: string) => {
    if (!user) return;
    const outcome = await recordOverpackScan({ code: scanned, userId: user.id, overpack, cachedOrders: await readCachedOrderRows(), earlier: await readOverpackScans(user.id, overpack.id) });
    if (!outcome) return;
    if (outcome.kind === "duplicate") {
      scanWarningFeedback();
      setNotice(t`${outcome.scan.code} is already in the list.`);
      return;
    }
    setNotice(null);
    if (outcome.scan.verdict === "refused") scanRefusedFeedback();
    else scanSucceededFeedback();
  };
  const record = (scanned: string) => {
    // Each link ends in a catch, so one failed code never stops the next.
    working.current = working.current
      .then(() => recordOne(scanned))
      .catch(() => {
        // The device could not save it (its storage failed): said, to scan it again.
        scanRefusedFeedback();
        setNotice(t`${scanned} could not be saved on this device. Scan it again.`);
      });
  };
  useWedgeScan(record);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === "") return;
    record(code);
    setCode("");
    field.current?.focus();
  };

  return (
    <section aria-labelledby="scan-to-add-title" style={styles.page}>
      <h2 id="scan-to-add-title" style={{ margin: 0 }}>
        <Trans>Scan to add</Trans>
      </h2>
      <p style={styles.hint}>
        <Trans>Scan each label with the camera or a scanner, or type its code. Offline, the additions wait on this device and are sent in order when the connection returns.</Trans>
      </p>
      <form onSubmit={submit} style={styles.row} aria-label={t`Add a code`}>
        <TextField ref={field} label={t`Label code`} value={code} maxLength={MAX_CODE_LENGTH} autoComplete="off" autoFocus onChange={(event) => setCode(event.target.value)} style={{ minHeight: 56, fontSize: "1.2rem" }} />
        <Button type="submit" style={styles.big}>
          <Trans>Add</Trans>
        </Button>
      </form>
      <ScanCamera onCode={(decoded) => record(decoded.text)} />
      {notice && <p role="status">{notice}</p>}
      <ol aria-label={t`Scanned codes`} style={styles.scans}>
        {(scans ?? []).map(({ scan, result }) => (
          <li key={scan.id} style={styles.scan} data-result={result.kind}>
            <span style={styles.code}>{scan.code}</span>
            {scan.orderNumber && scan.orderNumber !== scan.code && <span>{scan.orderNumber}</span>}
            <span style={result.kind === "refused" ? styles.error : undefined}>{scanResultText(result, i18n)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
