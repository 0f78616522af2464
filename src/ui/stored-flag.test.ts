import { afterEach, describe, expect, it, vi } from "vitest";
import { storedFlag } from "./stored-flag";

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("storedFlag", () => {
  it("gives the default until a choice is saved, then the choice, on the next visit too", () => {
    const flag = storedFlag("test-folded", false);
    expect(flag.load()).toBe(false);
    flag.save(true);
    expect(localStorage.getItem("test-folded")).toBe("true");
    // A later visit: a new page builds the flag again from storage.
    expect(storedFlag("test-folded", false).load()).toBe(true);
  });

  it("ignores a damaged value", () => {
    localStorage.setItem("test-folded", "yes");
    expect(storedFlag("test-folded", true).load()).toBe(true);
  });

  it("tells its subscribers of a change", () => {
    const flag = storedFlag("test-folded", false);
    const listener = vi.fn();
    const stop = flag.subscribe(listener);
    flag.save(true);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    flag.save(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("keeps the choice for this page when storage refuses it", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const flag = storedFlag("test-folded", false);
    flag.save(true);
    expect(flag.load()).toBe(true);
  });
});
