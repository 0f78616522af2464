import type { Seller } from "../../api/schemas/sellers";
import { DEVICE_KEYS, type LastSender } from "../device/device-keys";
import { readDeviceKey, writeDeviceKey } from "../device/device-store";
import { type DraftSender, emptyOrderDraft } from "./order-draft-values";

/**
 * The Sender a new order starts with, however it is started (the wizard's "Start a new order", a
 * quote's "Create order with…"). A seller usually ships from the same place: the sender of the
 * last order this user created on this device (Dexie `meta`, per user, so a shared warehouse
 * tablet never shows one user's address to another). Without one, the seller's own name, e-mail
 * and website (GET /v1/current-seller).
 */
export async function readLastSender(userId: number): Promise<LastSender | undefined> {
  return readDeviceKey(DEVICE_KEYS.lastSender(userId));
}

export async function rememberLastSender(userId: number, sender: DraftSender): Promise<void> {
  await writeDeviceKey(DEVICE_KEYS.lastSender(userId), sender);
}

/** The Sender of a new draft: the last one used, else what the seller's profile gives. */
export function senderForNewDraft(last: LastSender | undefined, seller: Seller | undefined): DraftSender {
  const empty = emptyOrderDraft().sender;
  if (last) return { ...empty, ...last };
  if (!seller) return empty;
  return { ...empty, name: seller.name, email: seller.email, website: seller.website ?? "" };
}

/**
 * The default sender of `userId`: the last sender, else the seller's profile from `loadSeller`
 * (asked only when there is no last sender; a failure, e.g. offline, gives an empty sender: the
 * user fills it in, nothing is lost).
 */
export async function defaultSender(userId: number, loadSeller: () => Promise<Seller | undefined>): Promise<DraftSender> {
  const last = await readLastSender(userId).catch(() => undefined);
  if (last) return senderForNewDraft(last, undefined);
  return senderForNewDraft(undefined, await loadSeller().catch(() => undefined));
}
