import { describe, expect, it } from "vitest";
import { ApiError } from "./errors";
import { isOfflineError, retryUnlessOffline } from "./offline-error";

const unreached = new ApiError("network", undefined, ["Failed to fetch"]);
const timedOut = new ApiError("timeout", undefined, ["Timed out"]);
const serverFailed = new ApiError("http", 500, ["Boom"]);
const refused = new ApiError("http", 422, ["Invalid"]);

describe("isOfflineError", () => {
  it("is a call that never reached the server: no network, or no answer in time", () => {
    expect(isOfflineError(unreached)).toBe(true);
    expect(isOfflineError(timedOut)).toBe(true);
  });

  it("is not an answer from the server, a strange answer, or an error of another kind", () => {
    expect(isOfflineError(serverFailed)).toBe(false);
    expect(isOfflineError(refused)).toBe(false);
    expect(isOfflineError(new ApiError("invalid-answer", 200, ["?"]))).toBe(false);
    expect(isOfflineError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isOfflineError(undefined)).toBe(false);
  });
});

describe("retryUnlessOffline", () => {
  it("asks a failed server once more, but not a missing network (the device's copy answers)", () => {
    expect(retryUnlessOffline(0, serverFailed)).toBe(true);
    expect(retryUnlessOffline(1, serverFailed)).toBe(false);
    expect(retryUnlessOffline(0, unreached)).toBe(false);
  });
});
