import { useLiveQuery } from "dexie-react-hooks";
import { db } from "./db";
import type { OutboxOperation } from "./outbox/operations";

/**
 * The codes scanned into an overpack on this device (issue 18, decision 051), kept in Dexie so a
 * reload or a tablet that kills the tab loses none of the list. A code queued for the server is
 * also an outbox operation (`opId`); what became of it is read from the queue (still there: pending
 * or refused; gone: added), so the list never says more than the outbox knows.
 */

/** What the device itself decided about a code. */
export type DeviceVerdict =
  /** Queued: the outbox sends it (see `opId`). */
  | "queued"
  /** Refused on the device: the cached order says it cannot go (`reason`). Nothing queued. */
  | "refused"
  /** Already in this overpack (on the server, or scanned before on this device). Nothing queued. */
  | "already";

export interface OverpackScanRow {
  id: string;
  userId: number;
  overpackId: number;
  code: string;
  /** The cached order the code named, when the device knew it. */
  orderId?: number;
  orderNumber?: string;
  verdict: DeviceVerdict;
  /** An OverpackRefusalReason for a device refusal. */
  reason?: string;
  opId?: string;
  /** ISO time of the scan. */
  scannedAt: string;
}

/** What a scan shows: the device's verdict, or for a queued one, where its operation is. */
export type ScanResult =
  | { kind: "added" }
  | { kind: "pending" }
  | { kind: "already" }
  /** `messages`: the server's words, for a reason the app does not know. */
  | { kind: "refused"; reason: string; messages: string[]; byServer: boolean };

export async function addOverpackScan(scan: Omit<OverpackScanRow, "id" | "scannedAt">, at: Date = new Date()): Promise<OverpackScanRow> {
  const row: OverpackScanRow = { ...scan, id: crypto.randomUUID(), scannedAt: at.toISOString() };
  await db.overpackScans.add(row);
  return row;
}

/** One overpack's scans on this device, as stored now (a scan reads them fresh: the live list may lag a fast scanner). */
export function readOverpackScans(userId: number, overpackId: number): Promise<OverpackScanRow[]> {
  return db.overpackScans.where("[userId+overpackId]").equals([userId, overpackId]).toArray();
}

/** The result of one scan, given the outbox as it is now. */
export function resultOf(scan: OverpackScanRow, operations: ReadonlyMap<string, OutboxOperation>): ScanResult {
  if (scan.verdict === "already") return { kind: "already" };
  if (scan.verdict === "refused") return { kind: "refused", reason: scan.reason ?? "", messages: [], byServer: false };
  const op = scan.opId === undefined ? undefined : operations.get(scan.opId);
  if (!op) return { kind: "added" };
  if (op.state === "needs_attention") return { kind: "refused", reason: op.lastError?.refusal?.reason ?? "", messages: op.lastError?.messages ?? [], byServer: true };
  return { kind: "pending" };
}

/** One overpack's scans on this device, newest first, each with its result; live. */
export function useOverpackScans(userId: number | undefined, overpackId: number): { scan: OverpackScanRow; result: ScanResult }[] | undefined {
  return useLiveQuery(async () => {
    if (userId === undefined) return [];
    const scans = await readOverpackScans(userId, overpackId);
    const opIds = scans.flatMap((scan) => (scan.opId ? [scan.opId] : []));
    const ops = (await db.outbox.bulkGet(opIds)).filter((op) => op !== undefined);
    const operations = new Map(ops.map((op) => [op.id, op]));
    return scans.sort((a, b) => b.scannedAt.localeCompare(a.scannedAt)).map((scan) => ({ scan, result: resultOf(scan, operations) }));
  }, [userId, overpackId]);
}

/** Forgets one overpack's list on this device ("Clear list"); queued operations stay in the outbox. */
export async function clearOverpackScans(userId: number, overpackId: number): Promise<void> {
  await db.overpackScans.where("[userId+overpackId]").equals([userId, overpackId]).delete();
}

/** Forgets every list (sign-out, like the order caches). */
export async function clearAllOverpackScans(): Promise<void> {
  await db.overpackScans.clear();
}
