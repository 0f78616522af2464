import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { JOB_MESSAGES, type OrderDocumentsJob } from "../../../api/schemas/jobs";
import { formatNumber } from "../../../ui/format/number";
import { DOCUMENT_NOUNS } from "./document-names";

/** The words of a PDF job (issue 16) in the user's language: its progress, its end, its failure. */

/** The server's reasons for a failed job, in the user's words; any other is shown as the server wrote it. */
const JOB_ERRORS: Record<string, MessageDescriptor> = {
  [JOB_MESSAGES.failed]: msg`Something went wrong while making this file.`,
  [JOB_MESSAGES.stopped]: msg`The server stopped while making this file, too many times.`,
  [JOB_MESSAGES.unknownKind]: msg`This server does not know this kind of job.`,
  [JOB_MESSAGES.badInput]: msg`This job's input is not valid.`,
  [JOB_MESSAGES.ordersGone]: msg`One of the orders no longer exists.`,
};

export function jobErrorText(error: string | null, i18n: I18n): string {
  if (error === null) return i18n._(JOB_ERRORS[JOB_MESSAGES.failed]!);
  const known = JOB_ERRORS[error];
  return known ? i18n._(known) : error;
}

/** "Preparing labels: 120 of 300 orders": the progressbar's name. */
export function preparingText(job: OrderDocumentsJob, i18n: I18n): string {
  const document = i18n._(DOCUMENT_NOUNS[job.details.document]);
  const done = formatNumber(job.progress.done, {}, i18n);
  const total = job.progress.total || job.details.orders;
  return i18n._(msg({ message: plural(total, { one: `Preparing ${document}: ${done} of # order`, other: `Preparing ${document}: ${done} of # orders` }) }));
}

/** "Ready: labels for 300 orders". */
export function readyText(job: OrderDocumentsJob, i18n: I18n): string {
  const document = i18n._(DOCUMENT_NOUNS[job.details.document]);
  const orders = job.details.orders;
  return i18n._(msg({ message: plural(orders, { one: `Ready: ${document} for # order`, other: `Ready: ${document} for # orders` }) }));
}

/** "Could not prepare labels for 300 orders: <why>". */
export function failedText(job: OrderDocumentsJob, i18n: I18n): string {
  const document = i18n._(DOCUMENT_NOUNS[job.details.document]);
  const reason = jobErrorText(job.error, i18n);
  const orders = job.details.orders;
  return i18n._(msg({ message: plural(orders, { one: `Could not prepare ${document} for # order: ${reason}`, other: `Could not prepare ${document} for # orders: ${reason}` }) }));
}
