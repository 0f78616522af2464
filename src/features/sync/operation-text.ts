import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { OutboxOperation } from "../../offline/outbox/operations";
import { statusLabel } from "../../ui/order-status-label";

/** Up to this many order numbers are spelled out in a button's name; beyond, a count and the first. */
const NAMED_ORDERS_MAX = 5;

/** The status an add-checkpoint operation records, read defensively: the body is stored as sent. */
function checkpointStatus(op: OutboxOperation): string | undefined {
  const body: unknown = op.body;
  if (typeof body !== "object" || body === null || !("status" in body)) return undefined;
  return typeof body.status === "string" ? body.status : undefined;
}

/** Whether a scan recorded a pickup or a dropoff, read defensively like the status above. */
function scanType(op: OutboxOperation): string | undefined {
  const body: unknown = op.body;
  if (typeof body !== "object" || body === null || !("type" in body)) return undefined;
  return typeof body.type === "string" ? body.type : undefined;
}

/** What the operation does, in the user's words: "Dispatch", "Dispatch of 12 orders", "Add checkpoint: In transit". */
export function describeOperation(op: OutboxOperation, i18n: I18n): string {
  switch (op.kind) {
    case "dispatch":
      return i18n._(msg({ context: "outbox operation", message: "Dispatch" }));
    case "multi-dispatch": {
      const count = op.orderIds.length;
      return i18n._(msg({ message: plural(count, { one: "Dispatch of # order", other: "Dispatch of # orders" }) }));
    }
    case "add-checkpoint": {
      const status = checkpointStatus(op);
      return status === undefined ? i18n._(msg`Add checkpoint`) : i18n._(msg`Add checkpoint: ${statusLabel(status, i18n)}`);
    }
    case "pickup-scan":
      return scanType(op) === "dropoff" ? i18n._(msg`Dropoff scan`) : i18n._(msg`Pickup scan`);
    case "template-save": {
      const name = op.orderNumbers[0] ?? "";
      return op.template?.entity === "product" ? i18n._(msg`Save product template ${name}`) : i18n._(msg`Save box template ${name}`);
    }
    case "template-delete": {
      const name = op.orderNumbers[0] ?? "";
      return op.template?.entity === "product" ? i18n._(msg`Delete product template ${name}`) : i18n._(msg`Delete box template ${name}`);
    }
    case "overpack-add": {
      const code = op.orderNumbers[0] ?? "";
      return i18n._(msg`Add ${code} to an overpack`);
    }
    default:
      // A kind added by a later version of the outbox still gets a name.
      return String((op as { kind: unknown }).kind);
  }
}

/**
 * The accessible names of an operation's Retry and Discard buttons: the verb, the kind and the
 * order numbers, so that a list of them can be told apart ("Retry dispatch of LG-10001").
 */
export function actionNames(op: OutboxOperation, i18n: I18n): { retry: string; discard: string } {
  const numbers = op.orderNumbers;
  const first = numbers[0] ?? "";
  if (op.kind === "add-checkpoint") {
    return { retry: i18n._(msg`Retry checkpoint for ${first}`), discard: i18n._(msg`Discard checkpoint for ${first}`) };
  }
  if (op.kind === "dispatch" || op.kind === "multi-dispatch") {
    if (numbers.length <= NAMED_ORDERS_MAX) {
      const list = numbers.join(", ");
      return { retry: i18n._(msg`Retry dispatch of ${list}`), discard: i18n._(msg`Discard dispatch of ${list}`) };
    }
    const count = numbers.length;
    return {
      retry: i18n._(msg({ message: plural(count, { one: `Retry dispatch of # order starting with ${first}`, other: `Retry dispatch of # orders starting with ${first}` }) })),
      discard: i18n._(msg({ message: plural(count, { one: `Discard dispatch of # order starting with ${first}`, other: `Discard dispatch of # orders starting with ${first}` }) })),
    };
  }
  if (op.kind === "pickup-scan") {
    return scanType(op) === "dropoff"
      ? { retry: i18n._(msg`Retry dropoff scan of ${first}`), discard: i18n._(msg`Discard dropoff scan of ${first}`) }
      : { retry: i18n._(msg`Retry pickup scan of ${first}`), discard: i18n._(msg`Discard pickup scan of ${first}`) };
  }
  if (op.kind === "template-save" || op.kind === "template-delete") {
    // The description already names the template ("Save box template Small box").
    const what = describeOperation(op, i18n);
    return { retry: i18n._(msg`Retry: ${what}`), discard: i18n._(msg`Discard: ${what}`) };
  }
  const what = describeOperation(op, i18n);
  return { retry: i18n._(msg`Retry ${what} (${first})`), discard: i18n._(msg`Discard ${what} (${first})`) };
}

/** The accessible name of "Correct the code" on a refused scan: the code it carries. */
export function correctName(op: OutboxOperation, i18n: I18n): string {
  const code = op.orderNumbers[0] ?? "";
  return i18n._(msg`Correct the code of ${code}`);
}
