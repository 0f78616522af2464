import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TRACKING_WORKER_SCOPE, TRACKING_WORKER_URL, registerTrackingWorker } from "./service-worker";

/** jsdom has no service workers: a stand-in container that records registrations. */
function stubServiceWorker(register: (url: string, options: RegistrationOptions) => Promise<unknown>) {
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: { register } });
}

describe("registerTrackingWorker", () => {
  beforeEach(() => {
    vi.stubEnv("PROD", true);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, "serviceWorker");
  });

  it("registers /trackings-sw.js with the /trackings scope once the page has loaded", () => {
    const register = vi.fn(() => Promise.resolve({}));
    stubServiceWorker(register);
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    registerTrackingWorker();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    expect(register).toHaveBeenCalledExactlyOnceWith(TRACKING_WORKER_URL, { scope: TRACKING_WORKER_SCOPE });
    expect([TRACKING_WORKER_URL, TRACKING_WORKER_SCOPE]).toEqual(["/trackings-sw.js", "/trackings"]);
    window.dispatchEvent(new Event("load"));
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("registers at once when the page has already loaded", () => {
    const register = vi.fn(() => Promise.resolve({}));
    stubServiceWorker(register);
    registerTrackingWorker();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("only warns when the registration fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubServiceWorker(() => Promise.reject(new Error("SecurityError")));
    expect(() => registerTrackingWorker()).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  });

  it("does nothing in development or without service workers", () => {
    const register = vi.fn(() => Promise.resolve({}));
    stubServiceWorker(register);
    vi.stubEnv("PROD", false);
    registerTrackingWorker();
    expect(register).not.toHaveBeenCalled();

    vi.stubEnv("PROD", true);
    Reflect.deleteProperty(navigator, "serviceWorker");
    expect(() => registerTrackingWorker()).not.toThrow();
  });
});
