import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isOnline, reportServerReached, resetConnectivity, setReachabilityProbe, subscribeConnectivity } from "./connectivity";

describe("connectivity", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    resetConnectivity();
    setReachabilityProbe(undefined);
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("is offline when the browser says so, whatever requests met", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    reportServerReached(true);
    expect(isOnline()).toBe(false);
  });

  it("is offline after a request could not reach the server although the browser says online, and online again after an answer", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    const changes = vi.fn();
    const unsubscribe = subscribeConnectivity(changes);
    reportServerReached(false);
    expect(isOnline()).toBe(false);
    reportServerReached(true);
    expect(isOnline()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it("asks the server again by itself while unreachable, and comes back when it answers", async () => {
    const answers = [false, true];
    const probe = vi.fn(async () => answers.shift() ?? true);
    setReachabilityProbe(probe);
    reportServerReached(false);
    expect(probe).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(isOnline()).toBe(false);

    // The pause doubles after a probe without an answer.
    await vi.advanceTimersByTimeAsync(9_999);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(isOnline()).toBe(true);

    // Reachable again: no more probes.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it("believes the browser's online event and stops probing", async () => {
    const probe = vi.fn(async () => false);
    setReachabilityProbe(probe);
    const unsubscribe = subscribeConnectivity(() => undefined);
    reportServerReached(false);
    window.dispatchEvent(new Event("online"));
    expect(isOnline()).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(probe).not.toHaveBeenCalled();
    unsubscribe();
  });
});
