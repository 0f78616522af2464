import { describe, expect, it } from "vitest";
import { extractErrorMessages } from "./errors";

const FALLBACK = "Request failed";

describe("error extraction (spec section 8)", () => {
  it("shows a message under base alone", () => {
    expect(extractErrorMessages({ messages: [{ base: ["Order already dispatched"] }] }, FALLBACK)).toEqual(["Order already dispatched"]);
  });

  it("puts the field name before each of its messages", () => {
    expect(extractErrorMessages({ messages: [{ email: ["Invalid E-mail", "is taken"] }] }, FALLBACK)).toEqual(["email Invalid E-mail", "email is taken"]);
  });

  it("accepts a single string instead of a list under a field", () => {
    expect(extractErrorMessages({ messages: [{ phone: "Invalid phone" }] }, FALLBACK)).toEqual(["phone Invalid phone"]);
  });

  it("skips return code and return description fields", () => {
    const body = { messages: [{ return_code: ["E42"], return_description: ["carrier said no"], zip: ["Invalid zip code"] }] };
    expect(extractErrorMessages(body, FALLBACK)).toEqual(["zip Invalid zip code"]);
  });

  it("shows plain strings as they are, in order with object entries", () => {
    const body = { messages: ["Please login again.", { base: ["Second"] }, "Third"] };
    expect(extractErrorMessages(body, FALLBACK)).toEqual(["Please login again.", "Second", "Third"]);
  });

  it("falls back to the error's own message without a messages list", () => {
    expect(extractErrorMessages({ error: "nope" }, FALLBACK)).toEqual([FALLBACK]);
    expect(extractErrorMessages(undefined, FALLBACK)).toEqual([FALLBACK]);
    expect(extractErrorMessages("<html>Bad gateway</html>", FALLBACK)).toEqual([FALLBACK]);
  });

  it("falls back when the list holds only skipped fields", () => {
    expect(extractErrorMessages({ messages: [{ return_code: ["E1"] }] }, FALLBACK)).toEqual([FALLBACK]);
  });
});
