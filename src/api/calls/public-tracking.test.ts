import { describe, expect, it } from "vitest";
import { healthCall, trackingBrandingCall, trackingBrandingImageUrl, trackingChallengeCall, trackingLookupCall } from "./public-tracking";

const ORIGIN = globalThis.location.origin;

describe("the public tracking page's calls", () => {
  it("post the lookup as JSON with the solved challenge", () => {
    const call = trackingLookupCall({ trackingNumber: "LG123456785BR", taxId: "529.982.247-25" }, "solution");
    expect(call.url).toBe(`${ORIGIN}/v1/trackings/lookup`);
    expect(call.init.method).toBe("POST");
    expect(JSON.parse(call.init.body as string)).toEqual({ tracking_number: "LG123456785BR", tax_id: "529.982.247-25", verification: "solution" });
  });

  it("ask for a tracking challenge, the seller's branding and its pictures by upload", () => {
    expect(trackingChallengeCall().url).toBe(`${ORIGIN}/v1/challenge?action=tracking`);
    expect(trackingBrandingCall(7).url).toBe(`${ORIGIN}/v1/trackings/branding/7`);
    expect(trackingBrandingImageUrl(7, "ad", "2026-11-20T10:00:00.000Z")).toBe(`${ORIGIN}/v1/trackings/branding/7/ad?v=2026-11-20T10%3A00%3A00.000Z`);
  });

  it("ask the server's health past every cache", () => {
    expect(healthCall()).toEqual({ url: `${ORIGIN}/v1/health`, init: { cache: "no-store" }, answer: null });
  });
});
