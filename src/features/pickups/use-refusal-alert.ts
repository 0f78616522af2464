import { useEffect, useRef, useState } from "react";
import type { ScanSession } from "../../offline/scan-sessions";
import { scanRefusedFeedback } from "../../ui/scanner";
import type { OperationsById } from "./scan-state";

/**
 * A scan the server refuses after it was queued (sent later, or the device's copy was wrong)
 * sounds and buzzes like a refusal on the spot while the screen is open, so the driver looks.
 * Only refusals that happen while the screen watches: a scan seen waiting, or queued since the
 * screen opened. What was already refused before is shown, not sounded again.
 */
export function useRefusalAlert(session: ScanSession | null | undefined, operations: OperationsById): void {
  const [openedAt] = useState(() => Date.now());
  const waiting = useRef(new Set<string>());
  const alerted = useRef(new Set<string>());
  useEffect(() => {
    let fresh = false;
    for (const scan of session?.scans ?? []) {
      const op = scan.opId === undefined ? undefined : operations.get(scan.opId);
      if (!op) continue;
      if (op.state !== "needs_attention") {
        waiting.current.add(op.id);
        continue;
      }
      const watched = waiting.current.has(op.id) || Date.parse(op.createdAt) >= openedAt;
      if (watched && !alerted.current.has(op.id)) {
        alerted.current.add(op.id);
        fresh = true;
      }
    }
    // One alert for several refusals arriving together (the queue drained when the network came back).
    if (fresh) scanRefusedFeedback();
  }, [session, operations, openedAt]);
}
