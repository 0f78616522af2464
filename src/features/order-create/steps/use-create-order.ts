import { useState } from "react";
import * as v from "valibot";
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { createOrder, replaceOrder } from "../../../api/calls/order-create";
import { ApiError } from "../../../api/errors";
import { ErrorBody } from "../../../api/schemas/common";
import { OrderInput } from "../../../api/schemas/order-create";
import type { Order } from "../../../api/schemas/orders";
import { type OrderIssue, type OrderIssueCode, orderIssueText } from "../../../domain/order-validation";
import { DEVICE_KEYS } from "../../../offline/device/device-keys";
import { readDeviceKey, removeDeviceKeys, writeDeviceKey } from "../../../offline/device/device-store";
import type { WizardStep } from "../wizard/wizard-steps";
import { apiErrorText } from "../../../ui/api-error-text";
import { orderIssueMessage } from "../../../ui/order-issue-text";
import { stepOfIssue } from "../wizard/step-props";

/** A problem to show on Finish, with the step where the user fixes it. */
export interface StepMessage {
  step: WizardStep | null;
  text: string;
}

/**
 * The Idempotency-Key of a draft's create, kept on the device with a fingerprint of what was
 * sent: a retry of the same order (after a lost answer, or after a reload) sends the same key,
 * so the server creates it once; a changed order gets a new key (the server refuses a key reused
 * for a different request).
 */

/** FNV-1a of the request: a short fingerprint, not a security measure. */
export function fingerprintOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length}:${(hash >>> 0).toString(16)}`;
}

export async function idempotencyKeyFor(draftId: string, fingerprint: string): Promise<string> {
  const stored = await readDeviceKey(DEVICE_KEYS.draftIdempotencyKey(draftId)).catch(() => undefined);
  if (stored && stored.fingerprint === fingerprint) return stored.key;
  const key = crypto.randomUUID();
  await writeDeviceKey(DEVICE_KEYS.draftIdempotencyKey(draftId), { key, fingerprint });
  return key;
}

/** The codes whose English text has no figures, by that text: the server's 422 read back as codes. */
const CODES_WITHOUT_PARAMS: OrderIssueCode[] = [
  "blank",
  "invalid_cpf",
  "invalid_cnpj",
  "invalid_document",
  "invalid_zip",
  "invalid_phone",
  "invalid_seller_phone",
  "invalid_email",
  "invalid_link",
  "house_number_digits",
  "hs_code_digits",
  "rfb_required",
  "box_without_items",
  "min_amount",
  "not_positive",
  "battery_not_allowed",
  "dangerous_goods_not_allowed",
  "unknown_contract",
  "value_too_low",
  "agreement_required",
  "documents_missing",
  "order_number_taken",
  "cpf_irregular",
  "cpf_check_unavailable",
];
const CODE_BY_TEXT = new Map(CODES_WITHOUT_PARAMS.map((code) => [orderIssueText({ path: "", code }), code]));

/** A 422's `{path: [texts]}` as messages at their steps, translated where the text is a known rule's. */
export function serverMessages(body: unknown, i18n: I18n): StepMessage[] {
  const parsed = v.safeParse(ErrorBody, body);
  if (!parsed.success) return [];
  const messages: StepMessage[] = [];
  for (const entry of parsed.output.messages) {
    if (typeof entry === "string") {
      messages.push({ step: null, text: entry });
      continue;
    }
    for (const [path, value] of Object.entries(entry)) {
      for (const text of Array.isArray(value) ? value : [value]) {
        const code = CODE_BY_TEXT.get(text);
        const issue: OrderIssue = { path, code: code ?? "blank" };
        messages.push({ step: stepOfIssue(issue), text: code ? orderIssueMessage(issue, i18n) : text });
      }
    }
  }
  return messages;
}

export type CreateState = { status: "idle" } | { status: "saving" } | { status: "failed"; messages: StepMessage[] };

/**
 * Sends the draft's order: POST /v1/orders, or PUT /v1/orders/{id} when it edits one. Shape
 * problems (a category not chosen) are caught before sending; the server's refusals come back
 * as messages at their steps. Nothing is queued: creating needs the network.
 */
export function useCreateOrder(draftId: string) {
  const { i18n, t } = useLingui();
  const [state, setState] = useState<CreateState>({ status: "idle" });

  const submit = async (input: OrderInput, editingId: number | null): Promise<Order | null> => {
    const parsed = v.safeParse(OrderInput, input);
    if (!parsed.success) {
      const messages = parsed.issues.map((issue) => {
        const path = v.getDotPath(issue) ?? "";
        return { step: path ? stepOfIssue({ path, code: "blank" }) : null, text: path ? `${path}: ${issue.message}` : issue.message };
      });
      setState({ status: "failed", messages });
      return null;
    }
    setState({ status: "saving" });
    try {
      const body = JSON.stringify(parsed.output);
      const key = await idempotencyKeyFor(draftId, fingerprintOf(`${editingId ?? "new"}|${body}`));
      const order = editingId === null ? await createOrder(parsed.output, key) : await replaceOrder(editingId, parsed.output, key);
      await removeDeviceKeys(DEVICE_KEYS.draftIdempotencyKey(draftId)).catch(() => undefined);
      setState({ status: "idle" });
      return order;
    } catch (error) {
      // 503 with field messages: the strict tax-id check could not reach the authority (decision 064).
      const fromServer = error instanceof ApiError && (error.status === 422 || error.status === 503) ? serverMessages(error.body, i18n) : [];
      const messages = fromServer.length > 0 ? fromServer : apiErrorText(error, i18n).map((text) => ({ step: null, text }));
      setState({ status: "failed", messages: messages.length > 0 ? messages : [{ step: null, text: t`The order could not be saved. Please try again.` }] });
      return null;
    }
  };

  return { state, submit };
}
