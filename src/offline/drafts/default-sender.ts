import type { SellerAddress } from "../../api/schemas/company";
import type { Seller } from "../../api/schemas/sellers";
import { DEVICE_KEYS, type LastSender } from "../device/device-keys";
import { readDeviceKey, writeDeviceKey } from "../device/device-store";
import { type DraftSender, emptyOrderDraft } from "./order-draft-values";

/**
 * The Sender a new order starts with, however it is started (the wizard's "Start a new order", a
 * quote's "Create order with…"): the seller's default ship-from address, set in /company
 * (decision 054). Without one (or offline), the sender of the last order this user created on
 * this device (Dexie `meta`, per user, so a shared warehouse tablet never shows one user's
 * address to another); without that, the seller's own name, e-mail and website
 * (GET /v1/current-seller).
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

/** A ship-from address as the wizard's Sender (its own name and default flag are not sent). */
export function senderOfAddress(address: SellerAddress): DraftSender {
  const { id: _id, label: _label, is_default: _default, ...sender } = address;
  return { ...sender, complement: sender.complement ?? "", tax_number: sender.tax_number ?? "", website: sender.website ?? "" };
}

/**
 * The default sender of `userId`: the seller's default address from `loadAddresses`, else the
 * last sender, else the seller's profile from `loadSeller` (each asked only when the one before
 * gave nothing; a failure, e.g. offline, moves on: at worst an empty sender the user fills in).
 */
export async function defaultSender(
  userId: number,
  loadSeller: () => Promise<Seller | undefined>,
  loadAddresses: () => Promise<readonly SellerAddress[] | undefined> = async () => undefined,
): Promise<DraftSender> {
  const addresses = await loadAddresses().catch(() => undefined);
  const preferred = addresses?.find((address) => address.is_default);
  if (preferred) return senderOfAddress(preferred);
  const last = await readLastSender(userId).catch(() => undefined);
  if (last) return senderForNewDraft(last, undefined);
  return senderForNewDraft(undefined, await loadSeller().catch(() => undefined));
}
