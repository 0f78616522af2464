import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { JOB_MESSAGES } from "../api/schemas/job-messages";
import { PRODUCT_IMPORT_MESSAGES } from "../api/schemas/product-import";

/**
 * The server's words about a job (its `error`) in the user's language: the downloads archive and
 * an import's log show them. A message this app does not know is shown as the server wrote it.
 */
const JOB_ERRORS: Record<string, MessageDescriptor> = {
  [JOB_MESSAGES.failed]: msg`Something went wrong while making this file.`,
  [JOB_MESSAGES.stopped]: msg`The server stopped while making this file, too many times.`,
  [JOB_MESSAGES.unknownKind]: msg`This server does not know this kind of job.`,
  [JOB_MESSAGES.badInput]: msg`This job's input is not valid.`,
  [JOB_MESSAGES.ordersGone]: msg`One of the orders no longer exists.`,
  [PRODUCT_IMPORT_MESSAGES.failed]: msg`Failed to import file`,
  [PRODUCT_IMPORT_MESSAGES.noValid]: msg`No valid products were found, please check your information and try again.`,
};

export function jobMessageText(error: string, i18n: I18n): string {
  const known = JOB_ERRORS[error];
  return known ? i18n._(known) : error;
}
