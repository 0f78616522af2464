import * as v from "valibot";
import { PrintingSettings } from "../../api/schemas/documents";
import { DocumentNeeded } from "../../api/schemas/order-create";
import { Contract, SalesChannel } from "../../api/schemas/quotes";
import { SellerSettings } from "../../api/schemas/seller-settings";
import { ShippingRule } from "../../api/schemas/shipping-rules";
import { MEASUREMENT_SYSTEMS } from "../../domain/measurement";
import { OUTBOX_META } from "../outbox/operations";

/**
 * Every key of the device's key-value store (Dexie `meta`) and the schema its value must pass.
 * A value is parsed when it is read (device-store.ts): one written by an older version of the app,
 * by hand in the browser's tools, or half-written, reads as absent rather than reaching a screen
 * as something it is not. A new key is added here, never written under a bare string.
 */

/** One key: its name in `meta` and the schema of its value. */
export interface DeviceKey<TValue> {
  readonly name: string;
  readonly schema: v.GenericSchema<TValue>;
}

const deviceKey = <TValue>(name: string, schema: v.GenericSchema<TValue>): DeviceKey<TValue> => ({ name, schema });

/** An ISO time as the app writes it (new Date().toISOString()). */
const IsoTime = v.pipe(v.string(), v.isoTimestamp());

export const PERSISTENCE_ANSWERS = ["granted", "refused", "unsupported"] as const;
export type PersistenceAnswer = (typeof PERSISTENCE_ANSWERS)[number];

/**
 * The Sender of the last order a user created. Every field optional: a sender saved before a field
 * existed is still a good start (the new draft fills the rest with empty values).
 */
const LastSender = v.partial(
  v.object({
    name: v.string(),
    email: v.string(),
    phone: v.string(),
    country: v.string(),
    postal_code: v.string(),
    state: v.string(),
    city: v.string(),
    address: v.string(),
    number: v.string(),
    complement: v.string(),
    tax_number: v.string(),
    tax_number_is_cpf: v.boolean(),
    website: v.string(),
  }),
);
export type LastSender = v.InferOutput<typeof LastSender>;

/** The Idempotency-Key of a draft's create, and the fingerprint of the request it was made for. */
const DraftIdempotencyKey = v.object({ key: v.string(), fingerprint: v.string() });
export type DraftIdempotencyKey = v.InferOutput<typeof DraftIdempotencyKey>;

/**
 * The order wizard's copy of what the HS codes asked before need: a document, or null for none.
 * Kept per code, so that offline any mix of codes asked before is answered.
 */
const KnownDocumentCodes = v.record(v.string(), v.nullable(DocumentNeeded));
export type KnownDocumentCodes = v.InferOutput<typeof KnownDocumentCodes>;

/**
 * The name of one of the order wizard's offline copies of a server answer, per user (another user
 * signing in on this device never reads this seller's price tables). The names are the ones the
 * app wrote before this registry: the copies already on users' devices keep answering.
 */
const wizardCopyName = (answer: string, userId: number | undefined) => `order-create:${answer}:${userId ?? "anonymous"}`;

export const DEVICE_KEYS = {
  /** Outbox (src/offline/outbox): ISO time of the last successful send. */
  outboxLastSyncAt: deviceKey(OUTBOX_META.lastSyncAt, IsoTime),
  /** Outbox: the last seq given out, so seq keeps growing after the queue empties. */
  outboxLastSeq: deviceKey(OUTBOX_META.lastSeq, v.pipe(v.number(), v.finite())),
  /** Outbox: true while a 401 holds the whole queue until someone signs in again. */
  outboxPausedForLogin: deviceKey(OUTBOX_META.pausedForLogin, v.boolean()),
  /** Orders cache (order-cache.ts): ISO time the list was last refreshed from the server. */
  ordersListRefreshedAt: deviceKey("orders:listRefreshedAt", IsoTime),
  /** Orders cache: the user the cached orders belong to. */
  ordersCacheOwner: deviceKey("orders:cacheOwner", v.number()),
  /** The browser's answer to persistent storage (storage.ts). */
  storagePersistence: deviceKey("storage:persistence", v.picklist(PERSISTENCE_ANSWERS)),
  /** Per user: the Sender of the last order created on this device (drafts/default-sender.ts). */
  lastSender: (userId: number) => deviceKey(`lastSender:${userId}`, LastSender),
  /** Per draft: the key its create is sent with, so a resend is the same request. */
  draftIdempotencyKey: (draftId: string) => deviceKey(`order-create:idempotency:${draftId}`, DraftIdempotencyKey),
  /**
   * Per user: the order wizard's copies of the server's answers, read back when the network is
   * missing (src/features/order-create/queries.ts). A copy that fails its schema is no copy: the
   * step says it cannot show that offline, as it does before the first visit online.
   */
  wizardCopy: {
    // GET /v1/measure's answer (src/api/schemas/users.ts), written out: importing that module here
    // would make it a chunk of its own in the shell's first load.
    measure: (userId: number | undefined) => deviceKey(wizardCopyName("measure", userId), v.object({ measurement_system: v.picklist(MEASUREMENT_SYSTEMS) })),
    contracts: (userId: number | undefined) => deviceKey(wizardCopyName("contracts", userId), v.array(Contract)),
    salesChannels: (userId: number | undefined) => deviceKey(wizardCopyName("sales-channels", userId), v.array(SalesChannel)),
    /** The seller's shipping rules, applied on the Courier step (issue 22). */
    shippingRules: (userId: number | undefined) => deviceKey(wizardCopyName("shipping-rules", userId), v.array(ShippingRule)),
    sellerSettings: (userId: number | undefined) => deviceKey(wizardCopyName("seller-settings", userId), SellerSettings),
    printing: (userId: number | undefined) => deviceKey(wizardCopyName("printing", userId), PrintingSettings),
    documentsNeeded: (userId: number | undefined) => deviceKey(wizardCopyName("documents-needed", userId), KnownDocumentCodes),
  },
} as const;
