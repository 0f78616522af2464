import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "../../api/errors";
import { MESSAGES } from "../../api/schemas/common";
import { CASE_MESSAGES, type CaseStatus, type CaseType } from "../../api/schemas/duties-cases";
import { apiErrorText } from "../../ui/api-error-text";

/**
 * The names the app gives a case's statuses and tax or fine types (spec sections 3 and 4), and
 * the server's refusals of an answer in the user's language. The fines are named by the article
 * of the customs regulation (Regulamento Aduaneiro) they come from; see locales/GLOSSARY.md.
 */
export const STATUS_NAMES: Record<CaseStatus, MessageDescriptor> = {
  new: msg`New`,
  solved: msg`Solved`,
  in_progress: msg`In progress`,
  waiting_for_payment: msg`Waiting for payment`,
  priority: msg`Priority`,
  need_seller_action: msg`Need seller action`,
  received: msg`Received`,
  sent_again: msg`Sent again`,
  payment_done: msg`Payment done`,
  pending: msg`Pending`,
  paid_external: msg`Paid externally`,
};

export const TYPE_NAMES: Record<CaseType, MessageDescriptor> = {
  icms: msg`ICMS (state tax)`,
  darf: msg`DARF (federal tax)`,
  fine689: msg`Fine 689`,
  fine702: msg`Fine 702`,
  fine703: msg`Fine 703`,
  fine711: msg`Fine 711`,
  fine715: msg`Fine 715`,
  fine725: msg`Fine 725`,
  fine728: msg`Fine 728`,
};

function translate(message: string, i18n: I18n): string {
  switch (message) {
    case CASE_MESSAGES.notPdf:
      return i18n._(msg`The file is not a PDF.`);
    case CASE_MESSAGES.tooLarge:
      return i18n._(msg`The file is larger than 150 KB.`);
    case CASE_MESSAGES.noActionNeeded:
      return i18n._(msg`This case does not need your action.`);
    case MESSAGES.blank:
      return i18n._(msg`Can't be blank`);
    default:
      return message;
  }
}

export interface AnswerErrors {
  message: string[];
  document: string[];
  /** Problems that belong to no field (the case moved on, a missing network). */
  form: string[];
}

/** The refusal of an answer, each message under its field where the server named one. */
export function answerErrors(error: unknown, i18n: I18n): AnswerErrors {
  const errors: AnswerErrors = { message: [], document: [], form: [] };
  if (!(error instanceof ApiError) || error.kind !== "http" || (error.status ?? 500) >= 500) return { ...errors, form: apiErrorText(error, i18n) };
  const body = error.body as { messages?: unknown } | undefined;
  const entries = Array.isArray(body?.messages) ? (body.messages as unknown[]) : [];
  for (const entry of entries) {
    if (typeof entry === "string") errors.form.push(translate(entry, i18n));
    else if (entry && typeof entry === "object") {
      for (const [field, value] of Object.entries(entry)) {
        const texts = (Array.isArray(value) ? value : [value]).map((text) => translate(String(text), i18n));
        if (field === "message") errors.message.push(...texts);
        else if (field.startsWith("document")) errors.document.push(...texts);
        else errors.form.push(...texts);
      }
    }
  }
  if (errors.message.length + errors.document.length + errors.form.length === 0) errors.form = apiErrorText(error, i18n);
  return errors;
}
