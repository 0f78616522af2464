import { renderHook, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../db";
import { defaultSender } from "../drafts/default-sender";
import { emptyOrderDraft } from "../drafts/order-draft-values";
import { enqueueDispatch } from "../outbox/enqueue";
import { clearOfflineTables } from "../testing";
import { storeSessionUser } from "../../api/session";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { DEVICE_KEYS } from "./device-keys";
import { readDeviceKey, removeDeviceKeys, useDeviceKey, writeDeviceKey } from "./device-store";

/** Writes a raw value under a key's name, as an older app or the browser's tools could have. */
const writeRaw = (name: string, value: unknown) => db.meta.put({ key: name, value });

beforeEach(clearOfflineTables);

describe("the device's keys", () => {
  it("have distinct names, also per user and per draft", () => {
    const copies = Object.values(DEVICE_KEYS.wizardCopy);
    const names = [
      ...Object.values(DEVICE_KEYS).flatMap((entry) => (typeof entry === "object" && "name" in entry ? [entry.name] : [])),
      ...copies.flatMap((copy) => [copy(1).name, copy(2).name, copy(undefined).name]),
      DEVICE_KEYS.lastSender(1).name,
      DEVICE_KEYS.lastSender(2).name,
      DEVICE_KEYS.draftIdempotencyKey("a").name,
      DEVICE_KEYS.draftIdempotencyKey("b").name,
    ];
    expect(new Set(names).size).toBe(names.length);
  });

  it("give back what was written, typed by the key", async () => {
    const at = "2024-05-01T10:00:00.000Z";
    await writeDeviceKey(DEVICE_KEYS.outboxLastSyncAt, at);
    await writeDeviceKey(DEVICE_KEYS.storagePersistence, "granted");
    await writeDeviceKey(DEVICE_KEYS.draftIdempotencyKey("d1"), { key: "k", fingerprint: "3:abc" });
    expect(await readDeviceKey(DEVICE_KEYS.outboxLastSyncAt)).toBe(at);
    expect(await readDeviceKey(DEVICE_KEYS.storagePersistence)).toBe("granted");
    expect(await readDeviceKey(DEVICE_KEYS.draftIdempotencyKey("d1"))).toEqual({ key: "k", fingerprint: "3:abc" });
    expect(await readDeviceKey(DEVICE_KEYS.draftIdempotencyKey("d2"))).toBeUndefined();

    await removeDeviceKeys(DEVICE_KEYS.outboxLastSyncAt, DEVICE_KEYS.storagePersistence);
    expect(await readDeviceKey(DEVICE_KEYS.outboxLastSyncAt)).toBeUndefined();
    expect(await readDeviceKey(DEVICE_KEYS.storagePersistence)).toBeUndefined();
  });

  it("read a value that fails its schema as absent, without throwing", async () => {
    await writeRaw(DEVICE_KEYS.outboxLastSyncAt.name, "yesterday");
    await writeRaw(DEVICE_KEYS.outboxLastSeq.name, "12");
    await writeRaw(DEVICE_KEYS.outboxPausedForLogin.name, "yes");
    await writeRaw(DEVICE_KEYS.ordersCacheOwner.name, { id: 7 });
    await writeRaw(DEVICE_KEYS.storagePersistence.name, "maybe");
    await writeRaw(DEVICE_KEYS.draftIdempotencyKey("d1").name, { key: 5 });
    await writeRaw(DEVICE_KEYS.lastSender(7).name, { name: 42 });
    for (const key of [
      DEVICE_KEYS.outboxLastSyncAt,
      DEVICE_KEYS.outboxLastSeq,
      DEVICE_KEYS.outboxPausedForLogin,
      DEVICE_KEYS.ordersCacheOwner,
      DEVICE_KEYS.storagePersistence,
      DEVICE_KEYS.draftIdempotencyKey("d1"),
      DEVICE_KEYS.lastSender(7),
    ]) {
      await expect(readDeviceKey<unknown>(key), key.name).resolves.toBeUndefined();
    }
  });

  it("keep a last sender saved before a field existed: the missing fields start empty", async () => {
    const { tax_number_is_cpf: _dropped, ...older } = { ...emptyOrderDraft().sender, name: "Warehouse 7" };
    await writeRaw(DEVICE_KEYS.lastSender(7).name, older);
    const sender = await defaultSender(7, async () => undefined);
    expect(sender).toMatchObject({ name: "Warehouse 7", tax_number_is_cpf: false });
  });

  it("show a live value, and nothing for one that fails its schema", async () => {
    const { result } = renderHook(() => useDeviceKey(DEVICE_KEYS.storagePersistence));
    await writeDeviceKey(DEVICE_KEYS.storagePersistence, "refused");
    await waitFor(() => expect(result.current).toBe("refused"));
    await writeRaw(DEVICE_KEYS.storagePersistence.name, 1);
    await waitFor(() => expect(result.current).toBeUndefined());
  });
});

describe("a damaged value on the device", () => {
  it("does not stop a new draft from getting the seller's details as its sender", async () => {
    await writeRaw(DEVICE_KEYS.lastSender(7).name, { name: 42, city: ["São Paulo"] });
    const sender = await defaultSender(7, async () => ({ id: 1, name: "Lumen Goods Ltd.", email: "ship@lumen.example", website: null }));
    expect(sender).toMatchObject({ name: "Lumen Goods Ltd.", email: "ship@lumen.example", city: "" });
  });

  it("does not stop the outbox from queueing: the sequence starts again after the newest queued", async () => {
    storeSessionUser(demoSessionUser());
    await writeRaw(DEVICE_KEYS.outboxLastSeq.name, "not a number");
    await enqueueDispatch([{ id: 5, order_number: "LG-5" }]);
    const [op] = await db.outbox.toArray();
    expect(op!.seq).toBe(1);
    expect(await readDeviceKey(DEVICE_KEYS.outboxLastSeq)).toBe(1);
  });
});
