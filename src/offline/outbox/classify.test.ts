import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/errors";
import { classifyAnswer } from "./classify";

const http = (status: number, retryAfter?: number, messages = [`error ${status}`]) => new ApiError("http", status, messages, undefined, retryAfter);

describe("the answer classifier", () => {
  it.each([
    ["success", undefined, "done"],
    ["2xx that did not parse (the server did it)", new ApiError("invalid-answer", 200, []), "done"],
    ["network error", new ApiError("network", undefined, []), "retry"],
    ["timeout", new ApiError("timeout", undefined, []), "retry"],
    ["408", http(408), "retry"],
    ["429", http(429, 7), "retry"],
    ["500", http(500), "retry"],
    ["502", http(502), "retry"],
    ["503", http(503), "retry"],
    ["409 with Retry-After (key still in flight)", http(409, 1), "retry"],
    ["an unexpected exception", new TypeError("boom"), "retry"],
    ["401", http(401), "paused-for-login"],
    ["403", http(403), "needs-attention"],
    ["404", http(404), "needs-attention"],
    ["409 without Retry-After", http(409), "needs-attention"],
    ["422", http(422), "needs-attention"],
    ["400", http(400), "needs-attention"],
  ])("%s -> %s", (_name, error, kind) => {
    expect(classifyAnswer(error).kind).toBe(kind);
  });

  it("tells a send that reached no server (not counted as an attempt) from a timeout (counted)", () => {
    expect(classifyAnswer(new ApiError("network", undefined, []))).toEqual({ kind: "retry", unreached: true });
    expect(classifyAnswer(new ApiError("timeout", undefined, []))).toEqual({ kind: "retry" });
  });

  it("keeps Retry-After for the backoff and the server's messages for the user", () => {
    expect(classifyAnswer(http(429, 7))).toEqual({ kind: "retry", status: 429, retryAfterSeconds: 7 });
    expect(classifyAnswer(http(422, undefined, ["The following orders cannot be dispatched with this contract: LG1"]))).toEqual({
      kind: "needs-attention",
      status: 422,
      messages: ["The following orders cannot be dispatched with this contract: LG1"],
    });
  });
});
