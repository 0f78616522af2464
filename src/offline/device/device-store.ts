import { useLiveQuery } from "dexie-react-hooks";
import * as v from "valibot";
import { db } from "../db";
import type { DeviceKey } from "./device-keys";

/**
 * Reads and writes of the device's key-value store (Dexie `meta`) through the keys of
 * device-keys.ts. Reads parse: a value that fails its key's schema is absent. Each function uses
 * `db.meta` directly, so it joins a Dexie transaction it is called in.
 */

/**
 * The store's table name, for the scope of a Dexie transaction whose work reads or writes device
 * keys (through the functions below, which join it). Nothing outside this folder reads or
 * writes `meta` itself (eslint.config.js).
 */
export const DEVICE_STORE_TABLE = "meta";

/** The value's parsed form, or undefined when it is missing or fails the key's schema. */
export function parseDeviceValue<TValue>(key: DeviceKey<TValue>, value: unknown): TValue | undefined {
  if (value === undefined) return undefined;
  const parsed = v.safeParse(key.schema, value);
  return parsed.success ? parsed.output : undefined;
}

export function readDeviceKey<TValue>(key: DeviceKey<TValue>): Promise<TValue | undefined> {
  return db.meta.get(key.name).then((row) => parseDeviceValue(key, row?.value));
}

/** Writes what the key's schema allows (the type says so; nothing is checked at run time). */
export async function writeDeviceKey<TValue>(key: DeviceKey<TValue>, value: TValue): Promise<void> {
  await db.meta.put({ key: key.name, value });
}

export async function removeDeviceKeys(...keys: Pick<DeviceKey<unknown>, "name">[]): Promise<void> {
  await db.meta.bulkDelete(keys.map((key) => key.name));
}

/** Forgets every key on the device (tests start from an empty store). */
export async function clearDeviceKeys(): Promise<void> {
  await db.meta.clear();
}

/** The key's value, live; undefined while loading, when missing, or when it fails its schema. */
export function useDeviceKey<TValue>(key: DeviceKey<TValue>): TValue | undefined {
  return useLiveQuery(() => readDeviceKey(key), [key.name]);
}
