import type { BoxTemplateInput, ProductTemplateInput } from "../../api/schemas/templates";

/**
 * A template as the device keeps it (Dexie tables `boxTemplates` and `productTemplates`). The
 * device's own id (`localId`) exists from the first save, offline too; `serverId` arrives with the
 * server's answer to the create. The wizard stores `serverId` in a draft's `template_id`.
 */
export type TemplateSync = "synced" | "pending" | "failed";

interface LocalTemplateFields {
  /** crypto.randomUUID() on the device, or "server:<id>" for a template first seen in a GET. */
  localId: string;
  /** null until the server created it. */
  serverId: number | null;
  sellerId: number;
  /** "pending" while an outbox operation for it waits; "failed" when the server refused it. */
  sync: TemplateSync;
  /** The server's message when `sync` is "failed". */
  error?: string;
  /** ISO; the server's updated_at once synced, the device's time of the edit while pending. */
  updatedAt: string;
  /** Removed on this device, its delete not yet answered: hidden from the lists. */
  deleted?: boolean;
}

export interface LocalBoxTemplate extends BoxTemplateInput, LocalTemplateFields {}
export interface LocalProductTemplate extends ProductTemplateInput, LocalTemplateFields {}
