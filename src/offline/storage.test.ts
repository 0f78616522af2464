import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEVICE_KEYS } from "./device/device-keys";
import { readDeviceKey } from "./device/device-store";
import { requestPersistentStorage } from "./storage";
import { clearOfflineTables } from "./testing";

function stubStorage(persisted: boolean, grant: boolean) {
  const persist = vi.fn(async () => grant);
  vi.stubGlobal("navigator", { ...navigator, storage: { persisted: vi.fn(async () => persisted), persist } });
  return persist;
}

describe("requestPersistentStorage", () => {
  beforeEach(clearOfflineTables);
  afterEach(() => vi.unstubAllGlobals());

  it("asks once and remembers a refusal", async () => {
    const persist = stubStorage(false, false);
    const told = vi.fn();
    expect(await requestPersistentStorage(told)).toBe("refused");
    expect(await requestPersistentStorage(told)).toBe("refused");
    expect(persist).toHaveBeenCalledTimes(1);
    // The user hears it when the browser says no, not on every start after.
    expect(told).toHaveBeenCalledTimes(1);
    expect(await readDeviceKey(DEVICE_KEYS.storagePersistence)).toBe("refused");
  });

  it("answers granted when the browser grants it or already did", async () => {
    expect(await (stubStorage(false, true), requestPersistentStorage())).toBe("granted");
    const persist = stubStorage(true, false);
    expect(await requestPersistentStorage()).toBe("granted");
    expect(persist).not.toHaveBeenCalled();
  });

  it("answers unsupported without the API", async () => {
    vi.stubGlobal("navigator", { ...navigator, storage: undefined });
    expect(await requestPersistentStorage()).toBe("unsupported");
  });
});
