import { afterEach, describe, expect, it } from "vitest";
import { db } from "../db";
import { createDraft, deleteDraft, draftTitle, getDraft, listDrafts, saveDraft } from "./drafts-store";
import { emptyOrderDraft } from "./order-draft-values";

describe("order drafts in Dexie", () => {
  afterEach(async () => {
    await db.drafts.clear();
  });

  it("keeps a draft's values and step across saves, with a newer updatedAt", async () => {
    const created = await createDraft(7);
    expect(created).toMatchObject({ userId: 7, step: "receiver" });
    expect(created.createdAt).toBe(created.updatedAt);

    const values = emptyOrderDraft();
    values.customer.full_name = "Maria Silva";
    values.shipment.order_number = "";
    await new Promise((resolve) => setTimeout(resolve, 5));
    const updatedAt = await saveDraft(created.id, values, "shipment");

    const read = await getDraft(created.id);
    expect(read?.values.customer.full_name).toBe("Maria Silva");
    expect(read?.step).toBe("shipment");
    expect(read?.updatedAt).toBe(updatedAt);
    expect(updatedAt > created.updatedAt).toBe(true);
    expect(read?.createdAt).toBe(created.createdAt);
  });

  it("lists only the user's own drafts, newest first", async () => {
    const older = await createDraft(1);
    await createDraft(2);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await createDraft(1);
    expect((await listDrafts(1)).map((row) => row.id)).toEqual([newer.id, older.id]);
    await new Promise((resolve) => setTimeout(resolve, 5));
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
