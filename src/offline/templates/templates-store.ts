import { useLiveQuery } from "dexie-react-hooks";
import * as v from "valibot";
import { templateDeleteWrite, templateSaveWrite } from "../../api/calls/queued-writes";
import { fetchBoxTemplates, fetchProductTemplates } from "../../api/calls/templates";
import { BoxTemplateInput, ProductTemplateInput, type BoxTemplate, type ProductTemplate } from "../../api/schemas/templates";
import { db } from "../db";
import { DEVICE_STORE_TABLE } from "../device/device-store";
import { enqueueOperation } from "../outbox/enqueue";
import { OVERLAY_TABLES } from "../outbox/reapply";
import { kickOutbox } from "../outbox/sender-registry";
import type { LocalBoxTemplate, LocalProductTemplate } from "./template-rows";
import { type TemplateEntity, dropRefusedOperations, templateOperations, templateTable } from "./template-sync";

/**
 * The seller's box and product templates on this device (Dexie `boxTemplates`,
 * `productTemplates`): listed and applied offline, written at once on the device and sent to the
 * server once through the outbox. `refreshTemplates` brings the server's lists.
 */

type AnyTemplate = LocalBoxTemplate | LocalProductTemplate;
type TemplateInput = BoxTemplateInput | ProductTemplateInput;

const INPUT_SCHEMAS = { box: BoxTemplateInput, product: ProductTemplateInput } as const;

/** The name shown for a template on the outbox screen. */
const displayName = (entity: TemplateEntity, input: TemplateInput): string =>
  entity === "box" ? (input as BoxTemplateInput).name : `${(input as ProductTemplateInput).sku} ${(input as ProductTemplateInput).name}`;

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "base", numeric: true });

/** The seller's box templates by name; live. undefined while loading; [] without a seller. */
export function useBoxTemplates(sellerId: number | undefined): LocalBoxTemplate[] | undefined {
  return useLiveQuery(async () => (sellerId === undefined ? [] : (await listTemplates("box", sellerId)) as LocalBoxTemplate[]), [sellerId]);
}

/** The seller's product templates by SKU; live. */
export function useProductTemplates(sellerId: number | undefined): LocalProductTemplate[] | undefined {
  return useLiveQuery(async () => (sellerId === undefined ? [] : (await listTemplates("product", sellerId)) as LocalProductTemplate[]), [sellerId]);
}

/** The templates of a seller as listed (removed ones waiting for their delete are left out). */
export async function listTemplates(entity: TemplateEntity, sellerId: number): Promise<AnyTemplate[]> {
  const rows = (await templateTable(entity).where("sellerId").equals(sellerId).toArray()) as AnyTemplate[];
  const shown = rows.filter((row) => !row.deleted);
  return entity === "box"
    ? (shown as LocalBoxTemplate[]).sort((a, b) => byText(a.name, b.name))
    : (shown as LocalProductTemplate[]).sort((a, b) => byText(a.sku, b.sku));
}

async function saveTemplate(entity: TemplateEntity, sellerId: number, input: TemplateInput, localId?: string): Promise<AnyTemplate> {
  // The server's own rules (trimmed text, upper-case country): the device keeps what it will send.
  const body = v.parse(INPUT_SCHEMAS[entity], input) as TemplateInput;
  const table = templateTable(entity);
  const row = await db.transaction("rw", [DEVICE_STORE_TABLE, ...OVERLAY_TABLES()], async () => {
    const id = localId ?? crypto.randomUUID();
    const existing = localId === undefined ? undefined : await table.get(localId);
    if (localId !== undefined && (!existing || existing.deleted)) throw new Error("This template was removed.");
    await dropRefusedOperations(id);
    const serverId = existing?.serverId ?? null;
    const saved = { ...body, localId: id, serverId, sellerId, sync: "pending", updatedAt: new Date().toISOString() } as AnyTemplate;
    await table.put(saved);
    await enqueueOperation({
      // Chosen again at send time: see writeToSend.
      ...templateSaveWrite(entity, serverId, body),
      orderIds: [],
      orderNumbers: [displayName(entity, body)],
      template: { entity, localId: id },
    });
    return saved;
  });
  kickOutbox();
  return row;
}

async function removeTemplate(entity: TemplateEntity, localId: string): Promise<void> {
  const table = templateTable(entity);
  await db.transaction("rw", [DEVICE_STORE_TABLE, ...OVERLAY_TABLES()], async () => {
    const row = await table.get(localId);
    if (!row || row.deleted) return;
    await dropRefusedOperations(localId);
    const queued = await templateOperations(localId);
    // Never on the server and nothing on its way there: it only ever existed here.
    if (row.serverId === null && queued.length === 0) {
      await table.delete(localId);
      return;
    }
    await table.put({ ...row, deleted: true, sync: "pending" });
    await enqueueOperation({
      // Without a server id yet (its create is still queued), the path is chosen at send time.
      ...(templateDeleteWrite(entity, row.serverId) ?? { kind: "template-delete", method: "delete", path: "" }),
      orderIds: [],
      orderNumbers: [displayName(entity, row)],
      template: { entity, localId },
    });
  });
  kickOutbox();
}

/**
 * Saves a box template: a new one without `localId`, else an edit of that one. Stored at once
 * (offline too), marked "pending" until the server has it. Throws a ValiError on invalid input.
 */
export async function saveBoxTemplate(sellerId: number, input: BoxTemplateInput, localId?: string): Promise<LocalBoxTemplate> {
  return (await saveTemplate("box", sellerId, input, localId)) as LocalBoxTemplate;
}

/** Removes a box template here at once and on the server once it is reached. */
export async function removeBoxTemplate(localId: string): Promise<void> {
  await removeTemplate("box", localId);
}

export async function saveProductTemplate(sellerId: number, input: ProductTemplateInput, localId?: string): Promise<LocalProductTemplate> {
  return (await saveTemplate("product", sellerId, input, localId)) as LocalProductTemplate;
}

export async function removeProductTemplate(localId: string): Promise<void> {
  await removeTemplate("product", localId);
}

/** The device id of a template first seen in the server's list. */
const serverLocalId = (entity: TemplateEntity, id: number) => `server:${entity}:${id}`;

async function replaceSynced(entity: TemplateEntity, sellerId: number, fromServer: readonly (BoxTemplate | ProductTemplate)[]): Promise<void> {
  const table = templateTable(entity);
  const rows = (await table.where("sellerId").equals(sellerId).toArray()) as AnyTemplate[];
  // Rows with work still queued (or refused) keep the device's values: the user's change wins
  // until the server has it.
  const local = rows.filter((row) => row.sync !== "synced");
  const localServerIds = new Set(local.flatMap((row) => (row.serverId === null ? [] : [row.serverId])));
  const syncedIds = new Map(rows.filter((row) => row.sync === "synced" && row.serverId !== null).map((row) => [row.serverId, row.localId]));
  await table.bulkDelete(rows.filter((row) => row.sync === "synced").map((row) => row.localId));
  const fresh = fromServer
    .filter((template) => !localServerIds.has(template.id))
    .map(({ id, updated_at: updatedAt, ...fields }) => ({
      ...fields,
      // Keep the id the device already knows it by (a form may be editing it).
      localId: syncedIds.get(id) ?? serverLocalId(entity, id),
      serverId: id,
      sellerId,
      sync: "synced" as const,
      updatedAt,
    }));
  await table.bulkPut(fresh as LocalBoxTemplate[]);
}

/**
 * Fetches both lists and makes them the device's: synced templates are replaced (also removed
 * when the server no longer has them); pending and failed ones are kept as they are.
 */
export async function refreshTemplates(sellerId: number): Promise<void> {
  const [boxes, products] = await Promise.all([fetchBoxTemplates(), fetchProductTemplates()]);
  await db.transaction("rw", [db.outbox, db.boxTemplates, db.productTemplates], async () => {
    await replaceSynced("box", sellerId, boxes.elements);
    await replaceSynced("product", sellerId, products.elements);
  });
}

/**
 * At sign-out: forgets the templates the server has. Templates with work queued stay until the
 * outbox sends it (queued operations are kept whoever signs in; lists are filtered by seller).
 */
export async function clearTemplates(): Promise<void> {
  await db.transaction("rw", [db.outbox, db.boxTemplates, db.productTemplates], async () => {
    await db.boxTemplates.filter((row) => row.sync === "synced").delete();
    await db.productTemplates.filter((row) => row.sync === "synced").delete();
  });
}


