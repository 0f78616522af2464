import { afterEach, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { apiRequest } from "./client";
import { isOnline } from "./connectivity";

/** The HTTP client tells the connection store what its requests met. */
describe("apiRequest and connectivity", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("a request that cannot reach the server makes the app offline; the next answer, even a refusal, makes it online", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")));
    await expect(apiRequest("get", "/me", v.unknown())).rejects.toMatchObject({ kind: "network" });
    expect(isOnline()).toBe(false);

    vi.stubGlobal("fetch", vi.fn().mockResolvedValueOnce(new Response(JSON.stringify({ messages: ["No."] }), { status: 422, headers: { "content-type": "application/json" } })));
    await expect(apiRequest("get", "/me", v.unknown())).rejects.toMatchObject({ kind: "http", status: 422 });
    expect(isOnline()).toBe(true);
  });
});
