import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { json, stubFetch } from "../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../tests/setup/session-fixture";
import { apiDownload, apiRequest, apiSend, onSessionExpired } from "./client";
import { ApiError } from "./errors";
import { getSessionUser, sessionEndedHere, storeSessionUser } from "./session";

const Ok = v.object({ data: v.object({ ok: v.boolean() }) });

describe("the one API client", () => {
  let expired: ReturnType<typeof vi.fn<() => void>>;
  let unsubscribe: () => void;
  beforeEach(() => {
    expired = vi.fn<() => void>();
    unsubscribe = onSessionExpired(expired);
  });
  afterEach(() => {
    unsubscribe();
    vi.unstubAllGlobals();
  });

  it("sends the stored user's bearer token and the Idempotency-Key", async () => {
    storeSessionUser(demoSessionUser({ auth_token: "token-bbbbbbbbbbbbbbbbbbbbbbbb" }));
    const { calls } = stubFetch({ "PUT /v1/thing": () => json({ data: { ok: true } }) });
    await expect(apiRequest("put", "thing", Ok, { json: { a: 1 }, idempotencyKey: "key-12345678" })).resolves.toEqual({ data: { ok: true } });
    expect(calls[0]!.headers.get("Authorization")).toBe("Bearer token-bbbbbbbbbbbbbbbbbbbbbbbb");
    expect(calls[0]!.headers.get("Idempotency-Key")).toBe("key-12345678");
    expect(await calls[0]!.json()).toEqual({ a: 1 });
  });

  it("turns an error answer into ApiError with the extracted messages and Retry-After", async () => {
    stubFetch({ "GET /v1/thing": () => json({ messages: [{ base: ["Slow down"] }] }, 429, { "Retry-After": "7" }) });
    const error = await apiRequest("get", "thing", Ok).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "http", status: 429, messages: ["Slow down"], retryAfter: 7 });
  });

  it("reports a network failure as such, not as a server answer", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(apiRequest("get", "thing", Ok)).rejects.toMatchObject({ kind: "network", status: undefined });
  });

  it("refuses an answer that does not match the contract", async () => {
    stubFetch({ "GET /v1/thing": () => json({ data: { ok: "yes" } }) });
    await expect(apiRequest("get", "thing", Ok)).rejects.toMatchObject({ kind: "invalid-answer", status: 200 });
  });

  describe("the 401 rule", () => {
    it("clears the stored user and announces the expiry once, however many calls fail together", async () => {
      storeSessionUser(demoSessionUser());
      stubFetch({ "GET /v1/thing": () => json({ messages: ["Please login again."] }, 401) });
      const results = await Promise.allSettled([apiRequest("get", "thing", Ok), apiRequest("get", "thing", Ok), apiRequest("get", "thing", Ok)]);
      expect(results.every((r) => r.status === "rejected")).toBe(true);
      expect(getSessionUser()).toBeNull();
      expect(expired).toHaveBeenCalledTimes(1);
      // Home then sends this user to sign in rather than to the public tracker, until a sign-in.
      expect(sessionEndedHere()).toBe("expired");
      storeSessionUser(demoSessionUser());
      expect(sessionEndedHere()).toBeNull();
    });

    it("does not sign out a user who signed in again while an old call was failing", async () => {
      storeSessionUser(demoSessionUser({ auth_token: "token-old-oooooooooooooooooooo" }));
      let answer!: (r: Response) => void;
      stubFetch({ "GET /v1/thing": () => new Promise<Response>((resolve) => (answer = resolve)) });
      const pending = apiRequest("get", "thing", Ok).catch(() => undefined);
      await vi.waitFor(() => expect(answer).toBeDefined());
      storeSessionUser(demoSessionUser({ auth_token: "token-new-nnnnnnnnnnnnnnnnnnnn" }));
      answer(json({ messages: ["Please login again."] }, 401));
      await pending;
      expect(getSessionUser()?.auth_token).toBe("token-new-nnnnnnnnnnnnnnnnnnnn");
      expect(expired).not.toHaveBeenCalled();
    });

    it("leaves a sign-in's own 401 (wrong password) to the sign-in form", async () => {
      storeSessionUser(demoSessionUser());
      stubFetch({ "POST /v1/login": () => json({ messages: ["Wrong e-mail or password."] }, 401) });
      await expect(apiRequest("post", "login", Ok, { json: {}, anonymous: true })).rejects.toMatchObject({ status: 401 });
      expect(getSessionUser()).not.toBeNull();
      expect(expired).not.toHaveBeenCalled();
    });
  });
});

describe("apiSend, the outbox's sends", () => {
  let expired: ReturnType<typeof vi.fn<() => void>>;
  let unsubscribe: () => void;
  beforeEach(() => {
    expired = vi.fn<() => void>();
    unsubscribe = onSessionExpired(expired);
  });
  afterEach(() => {
    unsubscribe();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("sends the token, the Idempotency-Key and the JSON body, and parses the answer with its schema", async () => {
    storeSessionUser(demoSessionUser({ auth_token: "token-bbbbbbbbbbbbbbbbbbbbbbbb" }));
    const { calls } = stubFetch({ "POST /v1/orders/5/add-checkpoint": () => json({ data: { ok: true } }, 201) });
    await expect(apiSend("post", "orders/5/add-checkpoint", Ok, { json: { a: 1 }, idempotencyKey: "key-12345678" })).resolves.toEqual({ data: { ok: true } });
    expect(calls[0]!.headers.get("Authorization")).toBe("Bearer token-bbbbbbbbbbbbbbbbbbbbbbbb");
    expect(calls[0]!.headers.get("Idempotency-Key")).toBe("key-12345678");
    expect(calls[0]!.headers.get("Content-Type")).toBe("application/json");
    expect(await calls[0]!.json()).toEqual({ a: 1 });
  });

  it("gives the same ApiError as apiRequest: server answers, a refused contract, a network failure", async () => {
    stubFetch({ "PUT /v1/orders/5/dispatch": () => json({ messages: ["Busy"] }, 409, { "Retry-After": "1" }) });
    await expect(apiSend("put", "orders/5/dispatch", Ok, { idempotencyKey: "key-12345678" })).rejects.toMatchObject({ kind: "http", status: 409, messages: ["Busy"], retryAfter: 1 });
    stubFetch({ "PUT /v1/orders/5/dispatch": () => json({ data: { ok: "yes" } }) });
    await expect(apiSend("put", "orders/5/dispatch", Ok, { idempotencyKey: "key-12345678" })).rejects.toMatchObject({ kind: "invalid-answer", status: 200 });
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(apiSend("put", "orders/5/dispatch", Ok, { idempotencyKey: "key-12345678" })).rejects.toMatchObject({ kind: "network", status: undefined });
  });

  it("applies the 401 rule", async () => {
    storeSessionUser(demoSessionUser());
    stubFetch({ "PUT /v1/orders/5/dispatch": () => json({ messages: ["Please login again."] }, 401) });
    await expect(apiSend("put", "orders/5/dispatch", Ok, { idempotencyKey: "key-12345678" })).rejects.toMatchObject({ status: 401 });
    expect(getSessionUser()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it("gives up after the client's timeout with a timeout error", async () => {
    vi.useFakeTimers();
    const fetchStub = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")))),
    );
    vi.stubGlobal("fetch", fetchStub);
    const sending = apiSend("put", "orders/5/dispatch", Ok, { idempotencyKey: "key-12345678" }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchStub.mock.calls[0]![1]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sending).toMatchObject({ kind: "timeout" });
  });
});

describe("requests over fetch", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("puts the defined search parameters in the address below /v1 and leaves out the undefined ones", async () => {
    const { calls } = stubFetch({ "GET /v1/orders": () => json({ data: { ok: true } }) });
    await apiRequest("get", "/orders", Ok, { searchParams: { page: 2, status: "open", archived: false, seller: undefined } });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe("/v1/orders");
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: "2", status: "open", archived: "false" });
  });

  it("sends a form as multipart, with the browser's own Content-Type", async () => {
    const { calls } = stubFetch({ "POST /v1/imports": () => json({ data: { ok: true } }) });
    const form = new FormData();
    form.set("file", new Blob(["a,b"], { type: "text/csv" }), "orders.csv");
    await apiRequest("post", "imports", Ok, { body: form });
    expect(calls[0]!.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
  });

  it("gives the caller's own abort back, not a network failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")))),
      ),
    );
    const caller = new AbortController();
    const request = apiRequest("get", "thing", Ok, { signal: caller.signal }).catch((error: unknown) => error);
    caller.abort(new DOMException("The screen closed", "AbortError"));
    const error = await request;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: "AbortError", message: "The screen closed" });
  });

  it("gives up on a screen's request after 30 seconds with a timeout error", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")))),
      ),
    );
    const request = apiRequest("get", "thing", Ok).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await request).toMatchObject({ kind: "timeout" });
  });

  it("downloads a file with its headers and tells the share received while it arrives", async () => {
    const pdf = new Uint8Array(1000).fill(37);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(pdf.subarray(0, 400));
        controller.enqueue(pdf.subarray(400));
        controller.close();
      },
    });
    stubFetch({
      "POST /v1/orders/documents": () =>
        new Response(body, { headers: { "Content-Type": "application/pdf", "Content-Length": "1000", "X-Skipped-Orders": "NB1" } }),
    });
    const shares: number[] = [];
    const { blob, headers } = await apiDownload("post", "orders/documents", { json: { ids: [1] }, onProgress: (share) => shares.push(share) });
    expect(blob.size).toBe(1000);
    expect(blob.type).toBe("application/pdf");
    expect(headers.get("X-Skipped-Orders")).toBe("NB1");
    expect(shares).toEqual([0.4, 0.99, 1]);
  });

  it("refuses a download with the server's messages", async () => {
    stubFetch({ "POST /v1/orders/documents": () => json({ messages: ["Too many orders."] }, 422) });
    await expect(apiDownload("post", "orders/documents", { json: { ids: [] } })).rejects.toMatchObject({ kind: "http", status: 422, messages: ["Too many orders."] });
  });
});
