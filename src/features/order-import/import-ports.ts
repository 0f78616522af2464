import type { I18n } from "@lingui/core";
import { takenOrderNumbers } from "../../api/calls/order-import";
import { isOfflineError } from "../../api/offline-error";
import type { ImportMessage } from "../../api/schemas/order-import";
import type { MeasurementSystem } from "../../domain/measurement";
import { rejectedRowsCsv as domainRejectedRowsCsv } from "../../domain/order-import/csv-out";
import type { ImportContext, ImportProblem, ImportProgress, ImportRow, ImportSender } from "../../domain/order-import/types";
import { checkFileInWorker, recheck } from "./check/check-client";
import { importProblemMessage } from "./check/problem-messages";
import type { ImportCheckSummary } from "./check/protocol";

/**
 * What the import screens use of the check (src/domain/order-import, ./check) and of the calls
 * (src/api/calls/order-import.ts), put the way the screens read it: a chosen file and what its
 * check found, the seller's taken order numbers asked for on the way.
 */

export type { ImportProblem, ImportProgress, ImportRow };
export type { ImportRejection } from "./import-calls";
export { importRowsToDraft } from "./check/import-draft";
export { templateCsv } from "../../domain/order-import/csv-out";

/** What the check needs besides the order numbers the seller already has (asked once the file is read). */
export type ImportContextBase = Omit<ImportContext, "takenOrderNumbers">;

export type ImportCheckResult = ImportCheckSummary;

/** A file once parsed: its header (normalised) and rows, and what the check found. */
export interface CheckedFile {
  fileName: string;
  columns: string[];
  rows: ImportRow[];
  result: ImportCheckResult;
  /** The default sender the rows were checked with: the import sends it, so the server checks with the same. */
  sender: ImportSender | null;
}

const NONE_TAKEN: ReadonlySet<string> = new Set();

/**
 * Which of the file's order numbers the seller already has. Offline, none known: the check still
 * runs (importing needs the network anyway, and the server checks the numbers again).
 */
async function takenAmong(columns: readonly string[], rows: readonly ImportRow[]): Promise<ReadonlySet<string>> {
  const index = columns.indexOf("order_number");
  const numbers = [...new Set(rows.map((row) => row.values[index]?.trim() ?? "").filter((value) => value !== ""))];
  if (index === -1 || numbers.length === 0) return NONE_TAKEN;
  try {
    return new Set(await takenOrderNumbers(numbers));
  } catch (error) {
    if (isOfflineError(error)) return NONE_TAKEN;
    throw error;
  }
}

/**
 * Reads and checks a chosen file in the worker. The numbers already taken are known only once the
 * file is read: the file is checked first, then, when some of its numbers are taken, its rows
 * again with them (a new file rarely has any; a file imported twice has them all).
 */
export async function checkFile(file: File, context: ImportContextBase, onProgress: (progress: ImportProgress) => void, signal?: AbortSignal): Promise<CheckedFile> {
  const check = await checkFileInWorker(file, { ...context, takenOrderNumbers: NONE_TAKEN }, onProgress, signal);
  const checked: CheckedFile = { fileName: file.name, columns: check.columns, rows: check.rows, result: check.result, sender: context.sender };
  if (check.result.problems.length > 0) return checked;
  const taken = await takenAmong(check.columns, check.rows);
  if (taken.size === 0) return checked;
  return { ...checked, result: await recheck(check.columns, check.rows, { ...context, takenOrderNumbers: taken }, signal, onProgress) };
}

/** Checks the file's rows again (after corrections), with the numbers taken by then. */
export async function checkRowsAgain(file: CheckedFile, context: ImportContextBase, onProgress: (progress: ImportProgress) => void, signal?: AbortSignal): Promise<CheckedFile> {
  const taken = await takenAmong(file.columns, file.rows);
  return { ...file, sender: context.sender, result: await recheck(file.columns, file.rows, { ...context, takenOrderNumbers: taken }, signal, onProgress) };
}

/** The rejected rows with a column of messages in the user's language. */
export const rejectedRowsCsv = (file: CheckedFile, text: (problem: ImportProblem) => string) => domainRejectedRowsCsv(file.columns, file.rows, file.result.rejected, text);

export const problemText = importProblemMessage;

/**
 * A stored message of a rejected order in the user's language, from its code; the server's
 * English text when this app does not know the code (a newer server).
 */
export function storedMessageText(message: ImportMessage, i18n: I18n, system: MeasurementSystem): string {
  return importProblemMessage({ ...message, code: message.code as ImportProblem["code"] }, i18n, system) || message.text;
}
