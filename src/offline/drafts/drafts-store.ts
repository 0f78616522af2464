import { useLiveQuery } from "dexie-react-hooks";
import { db } from "../db";
import { emptyOrderDraft, type OrderDraftValues } from "./order-draft-values";

/**
 * The order wizard's drafts in Dexie (table `drafts`, version 4): every change of the form is
 * saved here (the wizard debounces), so a reload, a crash or going offline never loses a
 * half-filled order. A draft belongs to the user who started it: it survives signing out (it is
 * that user's unsaved work) but every read is filtered by user, so someone else signing in on
 * the same device never sees it.
 */

export interface OrderDraftRow {
  /** crypto.randomUUID(); the wizard's URL carries it (?draft=<id>). */
  id: string;
  userId: number;
  values: OrderDraftValues;
  /**
   * The name of the wizard's step the user was on, so "Resume" returns there. The wizard names its
   * steps (src/features/order-create/wizard/wizard-steps.ts); absent: not opened in the wizard yet
   * (a clone, a quote's order), which then opens at its first step.
   */
  step?: string;
  /** ISO. */
  createdAt: string;
  /** ISO; the time shown in the list of drafts. */
  updatedAt: string;
  /**
   * Started blank and never written since: opening the wizard made it, the user typed nothing.
   * Not listed as unsaved work; the next visit of the wizard continues it rather than making
   * another (absent on rows of older versions, which were all listed).
   */
  untouched?: boolean;
}

/**
 * Starts a draft (empty unless values are given, e.g. a clone or a quote) and stores it.
 * `step`: the wizard's step to resume at (none: its first); `untouched`: a blank draft the wizard
 * opened by itself (see OrderDraftRow).
 */
export async function createDraft(
  userId: number,
  values: OrderDraftValues = emptyOrderDraft(),
  { step, untouched = false }: { step?: string; untouched?: boolean } = {},
): Promise<OrderDraftRow> {
  const now = new Date().toISOString();
  const row: OrderDraftRow = { id: crypto.randomUUID(), userId, values, createdAt: now, updatedAt: now, ...(step ? { step } : {}), ...(untouched ? { untouched } : {}) };
  await db.drafts.add(row);
  return row;
}

/**
 * Stores the draft's current values and step; returns the new updatedAt (ISO). A draft that is
 * gone (discarded in another tab) is not brought back: the update changes nothing then.
 */
export async function saveDraft(id: string, values: OrderDraftValues, step: string): Promise<string> {
  const updatedAt = new Date().toISOString();
  await db.drafts.update(id, { values, step, updatedAt, untouched: false });
  return updatedAt;
}

export async function getDraft(id: string): Promise<OrderDraftRow | undefined> {
  return db.drafts.get(id);
}

/** Discards a draft (also after the order was created). Deleting a missing draft is fine. */
export async function deleteDraft(id: string): Promise<void> {
  await db.drafts.delete(id);
}

/** The user's drafts, newest first; live. undefined while loading; [] without a user. */
export function useOrderDrafts(userId: number | undefined): OrderDraftRow[] | undefined {
  return useLiveQuery(async () => (userId === undefined ? [] : listDrafts(userId)), [userId]);
}

/** Drafts that hold the user's work: every one but those the wizard started and nobody typed in. */
export const isUnsavedWork = (row: OrderDraftRow) => row.untouched !== true;

/** The user's drafts, newest first. */
export async function listDrafts(userId: number): Promise<OrderDraftRow[]> {
  const rows = await db.drafts.where("userId").equals(userId).toArray();
  // ISO times of one format compare as text.
  return rows.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
}

/**
 * What a draft is called in the list: the order number, else the receiver's name, else
 * undefined (the UI then says "Untitled draft", translated).
 */
export function draftTitle(values: OrderDraftValues): string | undefined {
  const orderNumber = values.shipment.order_number.trim();
  if (orderNumber !== "") return orderNumber;
  const receiver = values.customer.full_name.trim();
  return receiver === "" ? undefined : receiver;
}
