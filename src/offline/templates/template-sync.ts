import { type QueuedWrite, templateDeleteWrite, templateSaveWrite } from "../../api/calls/queued-writes";
import { db } from "../db";
import type { OutboxOperation, TemplateTarget } from "../outbox/operations";
import type { LocalBoxTemplate, LocalProductTemplate } from "./template-rows";

/**
 * Where the outbox meets the template tables. Template writes are outbox operations
 * ("template-save", "template-delete"; decision 014): queued with the template's local change in
 * one transaction, sent once with their id as Idempotency-Key, one after another per template.
 * These functions run inside the outbox's transactions (their tables are in OVERLAY_TABLES) and
 * never touch the network.
 */

export type TemplateEntity = TemplateTarget["entity"];

type AnyTemplate = LocalBoxTemplate | LocalProductTemplate;

/** The table of a kind of template, typed loosely enough to share the code below. */
export function templateTable(entity: TemplateEntity) {
  return (entity === "box" ? db.boxTemplates : db.productTemplates) as unknown as typeof db.boxTemplates & {
    get(localId: string): Promise<AnyTemplate | undefined>;
    put(row: AnyTemplate): Promise<string>;
  };
}

/** An operation's write as it was queued. */
const asQueued = (op: OutboxOperation): QueuedWrite => ({ kind: op.kind, method: op.method, path: op.path, body: op.body });

/**
 * What an operation sends. A template operation's write is chosen when it is sent: a template created offline gets
 * its server id from its create's answer, which an edit queued behind it did not know. The
 * template's earlier operations are all answered by then (the sender sends one template's
 * operations in order and writes a template answer down before the next send), so an op's
 * request never changes between its sends: a resend is the same request, which the server
 * replays. null: nothing to send (deleting a template the server never had).
 */
export async function writeToSend(op: OutboxOperation): Promise<QueuedWrite | null> {
  const target = op.template;
  if (!target || (op.kind !== "template-save" && op.kind !== "template-delete")) return asQueued(op);
  const row = await templateTable(target.entity).get(target.localId);
  // Gone from this device (signed out): send as queued.
  if (!row) return asQueued(op);
  return op.kind === "template-save" ? templateSaveWrite(target.entity, row.serverId, op.body) : templateDeleteWrite(target.entity, row.serverId);
}

/** The operations still queued for one template, in order. */
export async function templateOperations(localId: string): Promise<OutboxOperation[]> {
  const ops = await db.outbox.filter((op) => op.template?.localId === localId).toArray();
  return ops.sort((a, b) => a.seq - b.seq);
}

/**
 * Removes the template's refused operations: a refusal (4xx) changed nothing on the server
 * (decision 015), so a newer save or a delete made on the device simply replaces them.
 */
export async function dropRefusedOperations(localId: string): Promise<void> {
  const refused = (await templateOperations(localId)).filter((op) => op.state === "needs_attention");
  await db.outbox.bulkDelete(refused.map((op) => op.id));
}

const FALLBACK_REFUSAL = "The server refused this template.";

/**
 * Sets a template's sync mark from the operations still queued for it: any refused -> "failed"
 * with the server's words; any waiting -> "pending"; none -> as the server has it ("synced"), or
 * gone when the server never had it (its create was discarded) or its delete went through.
 */
export async function reconcileTemplate(target: TemplateTarget): Promise<void> {
  const table = templateTable(target.entity);
  const row = await table.get(target.localId);
  if (!row) return;
  const ops = await templateOperations(target.localId);
  const refused = ops.find((op) => op.state === "needs_attention");
  if (refused) {
    const message = refused.lastError?.messages.join(" ") || FALLBACK_REFUSAL;
    await table.put({ ...row, sync: "failed", error: message });
    return;
  }
  if (ops.length > 0) {
    await table.put(withoutError({ ...row, sync: "pending" }));
    return;
  }
  if (row.serverId === null) {
    await table.delete(target.localId);
    return;
  }
  // Nothing queued: a discarded delete brings the template back; a discarded edit leaves the
  // device's values until the next refresh brings the server's.
  await table.put(withoutError({ ...row, sync: "synced", deleted: false }));
}

function withoutError<T extends AnyTemplate>(row: T): T {
  const { error: _error, ...rest } = row;
  return rest as T;
}

/**
 * The server answered a template operation (already removed from the queue): a create's id
 * becomes the template's serverId; with nothing else queued the server's copy is taken as is; a
 * delete removes the template from the device.
 */
export async function confirmTemplateOperation(op: OutboxOperation, answer: unknown): Promise<void> {
  const target = op.template;
  if (!target) return;
  const table = templateTable(target.entity);
  const row = await table.get(target.localId);
  if (!row) return;
  if (op.kind === "template-delete") {
    await table.delete(target.localId);
    return;
  }
  const data = (answer as { data?: unknown } | undefined)?.data as (Record<string, unknown> & { id?: unknown; updated_at?: unknown }) | undefined;
  const serverId = typeof data?.id === "number" ? data.id : row.serverId;
  const queued = await templateOperations(target.localId);
  if (queued.length > 0 || !data || row.deleted) {
    await table.put({ ...row, serverId });
    await reconcileTemplate(target);
    return;
  }
  const { id: _id, updated_at: updatedAt, ...fields } = data;
  await table.put(
    withoutError({
      ...row,
      ...(fields as Partial<AnyTemplate>),
      serverId,
      sync: "synced",
      updatedAt: typeof updatedAt === "string" ? updatedAt : row.updatedAt,
    } as AnyTemplate),
  );
}
