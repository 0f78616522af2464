import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import * as v from "valibot";
import type { ArchiveJob } from "../../api/schemas/archives";
import type { DocumentKind } from "../../api/schemas/documents";
import { type JobState, OrderDocumentsJob } from "../../api/schemas/jobs";
import { ProductsImportJob } from "../../api/schemas/product-import";
import { paths } from "../../config/paths";
import { formatNumber } from "../../ui/format/number";
import { jobMessageText } from "../../ui/job-error-text";

/**
 * What the downloads archive says of each job, by kind (issue 17): its type, its status (with an
 * import's stage while it runs), its messages. Each kind's details are read with that kind's
 * schema; a kind this app does not know yet gets a generic name and only what every job has.
 */

const BULK_PDFS: Record<DocumentKind, MessageDescriptor> = {
  label: msg`Labels PDF`,
  commercial_invoice: msg`Commercial invoices PDF`,
  packing_slip: msg`Packing slips PDF`,
  cn35: msg`CN35 PDF`,
  dangerous_goods: msg`Dangerous goods labels PDF`,
  battery_confirmation: msg`Battery confirmations PDF`,
};

/** Kinds the type filter offers, with their names. */
export const KIND_NAMES: Record<string, MessageDescriptor> = {
  order_documents: msg`Bulk PDFs`,
  "orders-import": msg`Orders import and its log`,
  "orders-import-rejections": msg`Rejected rows`,
  "products-import": msg`Product import`,
};

/** The spec's import stages (section 4), as an import job reports them in `details.stage`. */
const STAGES: Record<string, MessageDescriptor> = {
  "starting upload": msg`Starting upload`,
  "checking csv format": msg`Checking CSV format`,
  "checking columns": msg`Checking columns`,
  "checking equal orders volumes": msg`Checking equal orders volumes`,
  "checking cells": msg`Checking cells`,
  "validation success": msg`Validation success`,
  "creating orders": msg`Creating orders`,
};

const STATES: Record<JobState, MessageDescriptor> = {
  queued: msg`Waiting`,
  running: msg`Processing`,
  done: msg`Done`,
  failed: msg`Failed`,
};

const documentsOf = (job: ArchiveJob) => {
  const parsed = v.safeParse(OrderDocumentsJob.entries.details, job.details);
  return parsed.success ? parsed.output : undefined;
};
const productsImportOf = (job: ArchiveJob) => {
  const parsed = v.safeParse(ProductsImportJob.entries.details, job.details);
  return parsed.success ? parsed.output : undefined;
};
const StageDetails = v.object({ stage: v.string() });
/** An orders import's figures once done (`details.result`, r6-server's OrdersImportJob). */
const OrdersImportResult = v.object({ result: v.object({ valid: v.number(), rejected: v.number() }) });
/** Details every import kind may carry: the file's name and its stage. */
const FileDetails = v.object({ file_name: v.string() });

export function kindText(job: ArchiveJob, i18n: I18n): string {
  if (job.kind === "order_documents") {
    const documents = documentsOf(job);
    return i18n._(documents ? BULK_PDFS[documents.document] : KIND_NAMES.order_documents!);
  }
  const known = KIND_NAMES[job.kind];
  return known ? i18n._(known) : i18n._(msg`Generated file`);
}

/** The name of the file the job made, else of the file it read, else nothing. */
export function fileNameOf(job: ArchiveJob): string | undefined {
  if (job.file) return job.file.name;
  const details = v.safeParse(FileDetails, job.details);
  return details.success ? details.output.file_name : undefined;
}

export function stateText(job: ArchiveJob, i18n: I18n): string {
  const stage = v.safeParse(StageDetails, job.details);
  const known = stage.success ? STAGES[stage.output.stage] : undefined;
  if (job.state === "running" && known) return i18n._(known);
  return i18n._(STATES[job.state]);
}

/** The job's messages: why it failed, the orders a PDF left out, what an import did. */
export function jobMessages(job: ArchiveJob, i18n: I18n): string[] {
  const messages: string[] = [];
  if (job.error !== null) messages.push(jobMessageText(job.error, i18n));
  const documents = job.kind === "order_documents" ? documentsOf(job) : undefined;
  if (documents && documents.skipped.length > 0 && job.state !== "failed") {
    const leftOut = documents.skipped.join(", ");
    messages.push(i18n._(msg`Left out: ${leftOut}`));
  }
  const products = job.kind === "products-import" && job.state === "done" ? productsImportOf(job) : undefined;
  if (products) {
    const saved = formatNumber(products.created + products.updated, {}, i18n);
    const rejected = products.rejected;
    messages.push(i18n._(msg({ message: plural(rejected, { one: `${saved} products saved, # line rejected`, other: `${saved} products saved, # lines rejected` }) })));
  }
  const orders = job.kind === "orders-import" && job.state === "done" ? v.safeParse(OrdersImportResult, job.details) : undefined;
  if (orders?.success) {
    const valid = formatNumber(orders.output.result.valid, {}, i18n);
    const rejected = orders.output.result.rejected;
    messages.push(i18n._(msg({ message: plural(rejected, { one: `${valid} orders imported, # rejected`, other: `${valid} orders imported, # rejected` }) })));
  }
  return messages;
}

/** Where an import's own page is, for the kinds that have one. */
export function jobPagePath(job: ArchiveJob): string | undefined {
  if (job.kind === "products-import") return paths.productImport(job.id);
  if (job.kind === "orders-import") return paths.importResponse(job.id);
  return undefined;
}
