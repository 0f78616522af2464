import { describe, expect, it } from "vitest";
import { ApiError, extractErrorMessages } from "../errors";
import { PICKUP_MESSAGES } from "../schemas/pickups";
import { isMisreadRefusal } from "./pickups";

/** An ApiError as the client makes it from a `{messages}` answer. */
const refusal = (status: number, body: unknown) => new ApiError("http", status, extractErrorMessages(body, "fallback"), body);

describe("isMisreadRefusal", () => {
  it("recognises the scan routes' 422 for a wrong check digit", () => {
    expect(isMisreadRefusal(refusal(422, { messages: [{ reference: [PICKUP_MESSAGES.misread] }] }))).toBe(true);
  });

  it("leaves every other failure alone", () => {
    expect(isMisreadRefusal(refusal(422, { messages: [{ reference: ["Can't be more than 100 characters"] }] }))).toBe(false);
    expect(isMisreadRefusal(refusal(404, { messages: [PICKUP_MESSAGES.unknownReference] }))).toBe(false);
    expect(isMisreadRefusal(new ApiError("network", undefined, ["offline"]))).toBe(false);
    expect(isMisreadRefusal(new Error(PICKUP_MESSAGES.misread))).toBe(false);
  });
});
