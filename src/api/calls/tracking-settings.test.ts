import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ApiError } from "../errors";
import type { TrackingSettings } from "../schemas/tracking-settings";
import { storeSessionUser } from "../session";
import { fetchTrackingSettings, removeTrackingImage, saveTrackingSettings, trackingImageUrl, uploadTrackingImage } from "./tracking-settings";

const SETTINGS: TrackingSettings = {
  foreground: "#1f4e8c",
  background: "#ffffff",
  text_color: "#1a1a1a",
  logo_link: null,
  contacts: { email: null, phone: null, whatsapp: null, website: null },
  social: { instagram: null, facebook: null, x: null, tiktok: null, youtube: null, linkedin: null },
  ad_text: null,
  ad_link: null,
  footer: null,
  ad_image: null,
  logo_image: { width: 180, height: 48 },
  updated_at: "2026-11-20T10:00:00.000Z",
};

afterEach(() => vi.unstubAllGlobals());

describe("the tracking settings calls", () => {
  it("reads and saves the seller's settings with the session's token and an idempotency key", async () => {
    storeSessionUser(demoSessionUser({ seller_id: 3 }));
    const { calls } = stubFetch({
      "GET /v1/tracking_settings/3": () => json({ data: SETTINGS }),
      "PUT /v1/tracking_settings/3": async (request) => json({ data: { ...SETTINGS, ...((await request.json()) as object) } }),
    });
    expect(await fetchTrackingSettings(3)).toEqual(SETTINGS);
    expect(await saveTrackingSettings(3, { footer: "Hello", ad_link: null }, "key-1")).toMatchObject({ footer: "Hello", ad_link: null });
    expect(calls[0]!.headers.get("Authorization")).toBe(`Bearer ${demoSessionUser().auth_token}`);
    expect(calls[1]!.headers.get("Idempotency-Key")).toBe("key-1");
    expect(calls[1]!.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await calls[1]!.json()).toEqual({ footer: "Hello", ad_link: null });
  });

  it("uploads each picture as multipart under its own field and removes it with DELETE", async () => {
    storeSessionUser(demoSessionUser({ seller_id: 3 }));
    const { calls } = stubFetch({
      "PUT /v1/sellers/3/upload-company-logo": () => json({ data: SETTINGS }),
      "PUT /v1/sellers/3/upload-ad": () => json({ data: SETTINGS }),
      "DELETE /v1/sellers/3/upload-company-logo": () => json({ data: { ...SETTINGS, logo_image: null } }),
    });
    const file = new File(["png"], "logo.png", { type: "image/png" });
    await uploadTrackingImage(3, "logo", file, "key-2");
    await uploadTrackingImage(3, "ad", file, "key-3");
    expect((await removeTrackingImage(3, "logo", "key-4")).logo_image).toBeNull();

    const [logo, ad, removal] = calls;
    expect(logo!.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    expect(logo!.headers.get("Idempotency-Key")).toBe("key-2");
    expect(await logo!.text()).toContain('name="company_logo"');
    expect(await ad!.text()).toContain('name="ad"');
    expect(removal!.method).toBe("DELETE");
  });

  it("turns a refusal into an ApiError with the server's body", async () => {
    storeSessionUser(demoSessionUser({ seller_id: 3 }));
    stubFetch({ "PUT /v1/sellers/3/upload-company-logo": () => json({ messages: [{ company_logo: ["Invalid file format"] }] }, 422) });
    const refusal = await uploadTrackingImage(3, "logo", new File(["gif"], "a.gif"), "key-5").catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(422);
    expect((refusal as ApiError).body).toEqual({ messages: [{ company_logo: ["Invalid file format"] }] });
  });

  it("names a picture's public URL with its version", () => {
    expect(trackingImageUrl(3, "logo", "2026-11-20T10:00:00.000Z")).toBe("/v1/trackings/branding/3/logo?v=2026-11-20T10%3A00%3A00.000Z");
    expect(trackingImageUrl(3, "ad", "abc")).toBe("/v1/trackings/branding/3/ad?v=abc");
  });
});
