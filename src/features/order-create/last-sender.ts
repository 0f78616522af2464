import type { Seller } from "../../api/schemas/sellers";
import { getMeta, setMeta } from "../../offline/db";
import { type DraftSender, emptyOrderDraft } from "../../offline/drafts/order-draft-values";

/**
 * A seller usually ships from the same place: a new draft's Sender step starts with the sender
 * of the last order this user created on this device (Dexie `meta`, per user, so a shared
 * warehouse tablet never shows one user's address to another). Without one, it starts from the
 * seller's own name, e-mail and website.
 */
const lastSenderKey = (userId: number) => `lastSender:${userId}`;

export async function readLastSender(userId: number): Promise<DraftSender | undefined> {
  return getMeta<DraftSender>(lastSenderKey(userId));
}

export async function rememberLastSender(userId: number, sender: DraftSender): Promise<void> {
  await setMeta(lastSenderKey(userId), sender);
}

/** The Sender of a new draft: the last one used, else what the seller's profile gives. */
export function senderForNewDraft(last: DraftSender | undefined, seller: Seller | undefined): DraftSender {
  const empty = emptyOrderDraft().sender;
  if (last) return { ...empty, ...last };
  if (!seller) return empty;
  return { ...empty, name: seller.name, email: seller.email, website: seller.website ?? "" };
}
