import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../db";
import { createDraft, deleteDraft, draftTitle, getDraft, listDrafts, saveDraft } from "./drafts-store";
import { emptyOrderDraft } from "./order-draft-values";

/** The clock the store reads (only Date is faked: IndexedDB's own timers keep running). */
const T0 = new Date("2026-03-02T09:00:00.000Z");
const clockAt = (secondsAfterT0: number) => vi.setSystemTime(T0.getTime() + secondsAfterT0 * 1000);

describe("order drafts in Dexie", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    clockAt(0);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await db.drafts.clear();
  });

  it("keeps a draft's values and step across saves, with a newer updatedAt", async () => {
    const created = await createDraft(7);
    expect(created).toMatchObject({ userId: 7 });
    expect(created.step).toBeUndefined();
    expect(created.createdAt).toBe(created.updatedAt);

    const values = emptyOrderDraft();
    values.customer.full_name = "Maria Silva";
    values.shipment.order_number = "";
    clockAt(30);
    const updatedAt = await saveDraft(created.id, values, "shipment");

    const read = await getDraft(created.id);
    expect(read?.values.customer.full_name).toBe("Maria Silva");
    expect(read?.step).toBe("shipment");
    expect(read?.updatedAt).toBe(updatedAt);
    expect(updatedAt).toBe("2026-03-02T09:00:30.000Z");
    expect(read?.createdAt).toBe("2026-03-02T09:00:00.000Z");
  });

  it("lists only the user's own drafts, newest first", async () => {
    const older = await createDraft(1);
    await createDraft(2);
    clockAt(60);
    const newer = await createDraft(1);
    expect((await listDrafts(1)).map((row) => row.id)).toEqual([newer.id, older.id]);
    clockAt(120);
    await saveDraft(older.id, older.values, "sender");
    expect((await listDrafts(1)).map((row) => row.id)).toEqual([older.id, newer.id]);
    expect(await listDrafts(3)).toEqual([]);
  });

  it("does not bring back a discarded draft when a late save arrives", async () => {
    const draft = await createDraft(1);
    await deleteDraft(draft.id);
    await saveDraft(draft.id, draft.values, "boxes");
    expect(await getDraft(draft.id)).toBeUndefined();
    await expect(deleteDraft(draft.id)).resolves.toBeUndefined();
  });

  it("is titled by the order number, else the receiver, else nothing", () => {
    const values = emptyOrderDraft();
    expect(draftTitle(values)).toBeUndefined();
    values.customer.full_name = "  Maria Silva ";
    expect(draftTitle(values)).toBe("Maria Silva");
    values.shipment.order_number = "PO-1";
    expect(draftTitle(values)).toBe("PO-1");
  });
});
