import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { TRACKING_MESSAGES, TrackingBrandingResponse, TrackingSettingsResponse } from "../../src/api/schemas/tracking-settings";
import { DEMO_LOGO_HEIGHT, DEMO_LOGO_WIDTH, encodePng } from "../seed/tracking-settings";
import { serverPerTest } from "../testing/test-server";

const server = serverPerTest();

const settingsOf = (answer: { json: unknown }) => v.parse(TrackingSettingsResponse, answer.json).data;
const brandingOf = (answer: { json: unknown }) => v.parse(TrackingBrandingResponse, answer.json).data;
const messagesOf = (answer: { json: unknown }) => v.parse(ErrorBody, answer.json).messages;

const GREY = [200, 200, 200] as const;
const png = (width: number, height: number) => encodePng(width, height, () => GREY);

/** The header of a baseline JPEG (SOI, APP0, SOF0, EOI): all the server reads. */
function jpeg(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 1, 0x11, 0];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

interface UploadOptions {
  sellerId?: number;
  name?: string;
  type?: string;
  /** The multipart field, when a test sends the file under another name. */
  field?: string;
}

/** PUT of one file as multipart (the test helper speaks JSON only). */
async function uploadImage(route: "upload-ad" | "upload-company-logo", field: string, token: string, bytes: Uint8Array, options: UploadOptions) {
  const form = new FormData();
  form.set(options.field ?? field, new File([bytes as Uint8Array<ArrayBuffer>], options.name ?? "image.png", { type: options.type ?? "image/png" }));
  const res = await server.app.request(`/v1/sellers/${options.sellerId ?? 1}/${route}`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": server.address },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : undefined };
}

/** PUT /v1/sellers/{id}/upload-ad with the multipart field `ad`. */
const uploadAd = (token: string, bytes: Uint8Array, options: UploadOptions = {}) => uploadImage("upload-ad", "ad", token, bytes, options);
/** PUT /v1/sellers/{id}/upload-company-logo with the multipart field `company_logo`. */
const uploadLogo = (token: string, bytes: Uint8Array, options: UploadOptions = {}) => uploadImage("upload-company-logo", "company_logo", token, bytes, options);

describe("GET and PUT /v1/tracking_settings/{id}", () => {
  it("answers the seeded branding of seller 1 and the defaults of a seller who saved nothing", async () => {
    const seller1 = settingsOf(await server.request("GET", "/v1/tracking_settings/1", { token: await server.login("viewer") }));
    expect(seller1).toMatchObject({ foreground: "#0f4c81", ad_link: "https://lumen.example.com/returns", ad_image: { type: "image/png", width: 932, height: 240 } });
    expect(seller1.social.instagram).toMatch(/^https:/);
    expect(seller1.logo_image).toEqual({ width: DEMO_LOGO_WIDTH, height: DEMO_LOGO_HEIGHT });

    const seller2 = settingsOf(await server.request("GET", "/v1/tracking_settings/2", { token: await server.login("otherAdmin") }));
    expect(seller2).toEqual({
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
      logo_image: null,
      updated_at: null,
    });
  });

  it("saves any subset, reads it back, and keeps what was not sent", async () => {
    const token = await server.login("otherAdmin");
    const first = await server.request("PUT", "/v1/tracking_settings/2", {
      token,
      body: { foreground: "#AA0033", contacts: { email: "help@other.example.com", phone: "" }, footer: "  Other Seller S.A.  " },
    });
    expect(first.status).toBe(200);
    expect(settingsOf(first)).toMatchObject({
      foreground: "#aa0033",
      background: "#ffffff",
      contacts: { email: "help@other.example.com", phone: null, whatsapp: null, website: null },
      footer: "Other Seller S.A.",
      updated_at: server.now().toISOString(),
    });

    const second = await server.request("PUT", "/v1/tracking_settings/2", {
      token,
      body: { social: { x: "https://x.com/other" }, ad_text: "10 % off", ad_link: "http://other.example.com/sale", logo_link: "https://other.example.com" },
    });
    expect(second.status).toBe(200);
    const read = settingsOf(await server.request("GET", "/v1/tracking_settings/2", { token }));
    expect(read).toMatchObject({ foreground: "#aa0033", footer: "Other Seller S.A.", ad_text: "10 % off", logo_link: "https://other.example.com" });
    expect(read.contacts.email).toBe("help@other.example.com");
    expect(read.social).toEqual({ instagram: null, facebook: null, x: "https://x.com/other", tiktok: null, youtube: null, linkedin: null });

    // Null clears a field.
    const cleared = await server.request("PUT", "/v1/tracking_settings/2", { token, body: { ad_link: null, footer: null } });
    expect(settingsOf(cleared)).toMatchObject({ ad_link: null, footer: null, ad_text: "10 % off" });
  });

  it("answers 404 for another seller's settings, to read or to write", async () => {
    const token = await server.login("admin");
    expect((await server.request("GET", "/v1/tracking_settings/2", { token })).status).toBe(404);
    expect((await server.request("PUT", "/v1/tracking_settings/2", { token, body: { foreground: "#000000" } })).status).toBe(404);
    expect((await uploadAd(token, png(932, 240), { sellerId: 2 })).status).toBe(404);
    expect((await server.request("DELETE", "/v1/sellers/2/upload-ad", { token })).status).toBe(404);
    const untouched = settingsOf(await server.request("GET", "/v1/tracking_settings/2", { token: await server.login("otherAdmin") }));
    expect(untouched.updated_at).toBeNull();
  });

  it("lets a viewer read but not write (403)", async () => {
    const token = await server.login("viewer");
    expect((await server.request("GET", "/v1/tracking_settings/1", { token })).status).toBe(200);
    expect((await server.request("PUT", "/v1/tracking_settings/1", { token, body: { foreground: "#000000" } })).status).toBe(403);
    expect((await uploadAd(token, png(932, 240))).status).toBe(403);
    expect((await server.request("DELETE", "/v1/sellers/1/upload-ad", { token })).status).toBe(403);
  });

  it("refuses bad colours, links that are not http(s) and over-long text with 422, saving nothing", async () => {
    const token = await server.login("operation");
    const before = settingsOf(await server.request("GET", "/v1/tracking_settings/1", { token }));
    const refusals: [Record<string, unknown>, string][] = [
      [{ foreground: "red" }, "foreground"],
      [{ background: "#12345g" }, "background"],
      [{ text_color: "#fff" }, "text_color"],
      [{ logo_link: "javascript:alert(1)" }, "logo_link"],
      [{ ad_link: " JavaScript:alert(document.cookie)" }, "ad_link"],
      [{ ad_link: "data:text/html,<script>alert(1)</script>" }, "ad_link"],
      [{ social: { instagram: "javascript://instagram.com/%0aalert(1)" } }, "social.instagram"],
      [{ contacts: { website: "ftp://lumen.example.com" } }, "contacts.website"],
      [{ contacts: { email: "not an email" } }, "contacts.email"],
      [{ contacts: { phone: "call me" } }, "contacts.phone"],
      [{ ad_text: "x".repeat(201) }, "ad_text"],
      [{ footer: "x".repeat(501) }, "footer"],
      [{ logo_link: `https://example.com/${"a".repeat(250)}` }, "logo_link"],
    ];
    for (const [body, field] of refusals) {
      const answer = await server.request("PUT", "/v1/tracking_settings/1", { token, body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(messagesOf(answer)[0] as object), JSON.stringify(body)).toContain(field);
    }
    const after = settingsOf(await server.request("GET", "/v1/tracking_settings/1", { token }));
    expect(after).toEqual(before);
  });
});

describe("PUT and DELETE /v1/sellers/{id}/upload-ad", () => {
  it("accepts a png of the recommended size and a larger jpeg, and reads their size from the bytes", async () => {
    const token = await server.login("otherAdmin");
    const first = await uploadAd(token, png(932, 240), { sellerId: 2 });
    expect(first.status).toBe(200);
    expect(settingsOf(first).ad_image).toEqual({ type: "image/png", width: 932, height: 240 });

    // The name and the claimed type do not matter: the bytes are a JPEG.
    const second = await uploadAd(token, jpeg(1200, 630), { sellerId: 2, name: "banner.png", type: "image/png" });
    expect(second.status).toBe(200);
    expect(settingsOf(second).ad_image).toEqual({ type: "image/jpeg", width: 1200, height: 630 });

    const removed = await server.request("DELETE", "/v1/sellers/2/upload-ad", { token });
    expect(removed.status).toBe(200);
    expect(settingsOf(removed).ad_image).toBeNull();
  });

  it("refuses a gif or a renamed text file as 'Invalid file format', and a missing file", async () => {
    const token = await server.login("admin");
    const gif = new TextEncoder().encode("GIF89a\xa4\x03\xf0\x00 and the rest of a gif");
    for (const [bytes, name, type] of [
      [gif, "banner.gif", "image/gif"],
      [new TextEncoder().encode("hello, I am text"), "banner.png", "image/png"],
    ] as const) {
      const answer = await uploadAd(token, bytes, { name, type });
      expect(answer.status, name).toBe(422);
      expect(messagesOf(answer)).toEqual([{ ad: ["Invalid file format"] }]);
    }
    const res = await server.app.request("/v1/sellers/1/upload-ad", {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": server.address },
      body: new FormData(),
    });
    expect(res.status).toBe(422);
    expect(settingsOf(await server.request("GET", "/v1/tracking_settings/1", { token })).ad_image).toEqual({ type: "image/png", width: 932, height: 240 });
  });

  it("refuses an image smaller than 932x240 naming the recommended sizes", async () => {
    const token = await server.login("admin");
    for (const [width, height] of [
      [931, 240],
      [932, 239],
      [300, 100],
    ] as const) {
      const answer = await uploadAd(token, png(width, height));
      expect(answer.status, `${width}x${height}`).toBe(422);
      const [messages] = messagesOf(answer) as [{ ad: string[] }];
      expect(messages.ad[0]).toMatch(/932x240.*1200x630/);
    }
  });

  it("refuses a file over 1 MB with 413, by the route's check or by the body limit", async () => {
    const token = await server.login("admin");
    const justOver = new Uint8Array(1024 * 1024 + 1);
    justOver.set(png(932, 240).subarray(0, 33));
    const over = await uploadAd(token, justOver);
    expect(over.status).toBe(413);
    expect(messagesOf(over)).toEqual([{ ad: ["The image is larger than 1 MB"] }]);

    const farOver = new Uint8Array(2 * 1024 * 1024);
    farOver.set(png(932, 240).subarray(0, 33));
    expect((await uploadAd(token, farOver)).status).toBe(413);
  });
});

describe("public GET /v1/trackings/branding/{sellerId}", () => {
  it("shows a saved change without signing in, and nothing else of the seller", async () => {
    const token = await server.login("admin");
    await server.request("PUT", "/v1/tracking_settings/1", { token, body: { background: "#fefefe", footer: "New footer" } });

    const answer = await server.request("GET", "/v1/trackings/branding/1");
    expect(answer.status).toBe(200);
    const branding = brandingOf(answer);
    expect(branding).toMatchObject({ seller_id: 1, background: "#fefefe", footer: "New footer", has_ad_image: true, ad_image: { width: 932, height: 240 } });
    expect(Object.keys((answer.json as { data: object }).data).sort()).toEqual(
      ["ad_image", "ad_link", "ad_text", "background", "contacts", "footer", "foreground", "has_ad_image", "logo_image", "logo_link", "seller_id", "social", "text_color"].sort(),
    );
    // No seller name, account e-mail or users leak out.
    expect(answer.text).not.toContain("Lumen Goods Ltd.");
    expect(answer.text).not.toContain("ops@lumen.example.com");
    expect(answer.text).not.toContain("admin@example.com");
  });

  it("answers the defaults for a seller without settings and 404 for an unknown seller", async () => {
    expect(brandingOf(await server.request("GET", "/v1/trackings/branding/2"))).toMatchObject({ has_ad_image: false, ad_image: null, foreground: "#1f4e8c" });
    const unknown = await server.request("GET", "/v1/trackings/branding/999");
    expect(unknown.status).toBe(404);
    expect((await server.request("GET", "/v1/trackings/branding/999/ad")).status).toBe(404);
    expect((await server.request("GET", "/v1/trackings/branding/2/ad")).status).toBe(404);
    expect((await server.request("GET", "/v1/trackings/branding/abc")).status).toBe(422);
  });

  it("serves the ad with its type, a short public cache and an ETag that changes with an upload", async () => {
    const first = await server.app.request("/v1/trackings/branding/1/ad");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("cache-control")).toBe("public, max-age=300");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    const again = await server.app.request("/v1/trackings/branding/1/ad", { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);

    server.advance(60_000);
    const upload = await uploadAd(await server.login("admin"), jpeg(1200, 630));
    expect(upload.status).toBe(200);
    const branding = brandingOf(await server.request("GET", "/v1/trackings/branding/1"));
    expect(branding.ad_image).toMatchObject({ width: 1200, height: 630 });
    expect(`"${branding.ad_image!.version}"`).not.toBe(etag);
    const changed = await server.app.request("/v1/trackings/branding/1/ad", { headers: { "If-None-Match": etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("content-type")).toBe("image/jpeg");
    expect(changed.headers.get("etag")).toBe(`"${branding.ad_image!.version}"`);
  });
});

describe("PUT and DELETE /v1/sellers/{id}/upload-company-logo", () => {
  it("accepts a png, shows its size in the settings and the branding, and removes it", async () => {
    const token = await server.login("otherAdmin");
    const uploaded = await uploadLogo(token, png(180, 48), { sellerId: 2 });
    expect(uploaded.status).toBe(200);
    expect(settingsOf(uploaded).logo_image).toEqual({ width: 180, height: 48 });
    expect(settingsOf(await server.request("GET", "/v1/tracking_settings/2", { token })).logo_image).toEqual({ width: 180, height: 48 });
    const branding = brandingOf(await server.request("GET", "/v1/trackings/branding/2"));
    expect(branding.logo_image).toMatchObject({ width: 180, height: 48, version: expect.stringMatching(/^[0-9a-f]+$/) });
    // The logo alone does not invent an advertising image.
    expect(branding).toMatchObject({ has_ad_image: false, ad_image: null });

    // The limits themselves are accepted.
    expect((await uploadLogo(token, png(32, 32), { sellerId: 2 })).status).toBe(200);
    expect(settingsOf(await uploadLogo(token, png(2048, 32), { sellerId: 2 })).logo_image).toEqual({ width: 2048, height: 32 });

    const removed = await server.request("DELETE", "/v1/sellers/2/upload-company-logo", { token });
    expect(removed.status).toBe(200);
    expect(settingsOf(removed).logo_image).toBeNull();
    expect(brandingOf(await server.request("GET", "/v1/trackings/branding/2")).logo_image).toBeNull();
    expect((await server.request("GET", "/v1/trackings/branding/2/logo")).status).toBe(404);
  });

  it("refuses anything but a png as 'Invalid file format', whatever its name or claimed type", async () => {
    const token = await server.login("admin");
    const gif = new TextEncoder().encode("GIF89a\xb4\x00\x30\x00 and the rest of a gif");
    const cases = [
      [jpeg(180, 48), "logo.png", "image/png"],
      [gif, "logo.gif", "image/gif"],
      [new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), "logo.svg", "image/svg+xml"],
      [new TextEncoder().encode("hello, I am text"), "logo.png", "image/png"],
      // A png signature and nothing after it: no header to read.
      [png(180, 48).subarray(0, 12), "logo.png", "image/png"],
    ] as const;
    for (const [bytes, name, type] of cases) {
      const answer = await uploadLogo(token, bytes, { name, type });
      expect(answer.status, name).toBe(422);
      expect(messagesOf(answer), name).toEqual([{ company_logo: ["Invalid file format"] }]);
    }
    expect(settingsOf(await server.request("GET", "/v1/tracking_settings/1", { token })).logo_image).toEqual({ width: DEMO_LOGO_WIDTH, height: DEMO_LOGO_HEIGHT });
  });

  it("refuses a logo under 32 px or over 2048 px on a side, naming the limits", async () => {
    const token = await server.login("admin");
    for (const [width, height] of [
      [31, 48],
      [180, 31],
    ] as const) {
      const answer = await uploadLogo(token, png(width, height));
      expect(answer.status, `${width}x${height}`).toBe(422);
      expect(messagesOf(answer)).toEqual([{ company_logo: [TRACKING_MESSAGES.logoTooSmall] }]);
    }
    for (const [width, height] of [
      [2049, 48],
      [48, 2049],
    ] as const) {
      const answer = await uploadLogo(token, png(width, height));
      expect(answer.status, `${width}x${height}`).toBe(422);
      expect(messagesOf(answer)).toEqual([{ company_logo: [TRACKING_MESSAGES.logoTooLarge] }]);
    }
    expect(TRACKING_MESSAGES.logoTooSmall).toMatch(/32x32.*180/);
  });

  it("refuses a file over 512 KB with 413, and junk with a 4xx, never a 500", async () => {
    const token = await server.login("admin");
    const justOver = new Uint8Array(512 * 1024 + 1);
    justOver.set(png(180, 48).subarray(0, 33));
    const over = await uploadLogo(token, justOver);
    expect(over.status).toBe(413);
    expect(messagesOf(over)).toEqual([{ company_logo: ["The logo is larger than 512 KB"] }]);

    // Far over: the body limit stops it before the route reads it.
    const farOver = new Uint8Array(3 * 1024 * 1024);
    farOver.set(png(180, 48).subarray(0, 33));
    expect((await uploadLogo(token, farOver)).status).toBe(413);

    // The file under the ad's field name, an empty file, no body at all, JSON, broken multipart.
    expect((await uploadLogo(token, png(180, 48), { field: "ad" })).status).toBe(422);
    expect((await uploadLogo(token, new Uint8Array(0))).status).toBe(422);
    const headers = { Authorization: `Bearer ${token}`, "X-Forwarded-For": server.address };
    const junk: RequestInit[] = [
      { method: "PUT", headers },
      { method: "PUT", headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify({ company_logo: "iVBORw0KGgo=" }) },
      { method: "PUT", headers: { ...headers, "Content-Type": "multipart/form-data; boundary=x" }, body: "--x\r\nContent-Disposition: form-data; name=company_logo; filename=a.png\r\n\r\n\x89PNG" },
      { method: "PUT", headers: { ...headers, "Content-Type": "multipart/form-data" }, body: "not multipart at all" },
    ];
    for (const init of junk) {
      const res = await server.app.request("/v1/sellers/1/upload-company-logo", init);
      expect(res.status, String(init.body)).toBeGreaterThanOrEqual(400);
      expect(res.status, String(init.body)).toBeLessThan(500);
    }
    expect(settingsOf(await server.request("GET", "/v1/tracking_settings/1", { token })).logo_image).toEqual({ width: DEMO_LOGO_WIDTH, height: DEMO_LOGO_HEIGHT });
  });

  it("answers 404 for another seller's logo and 403 for a viewer, changing nothing", async () => {
    const admin = await server.login("admin");
    expect((await uploadLogo(admin, png(180, 48), { sellerId: 2 })).status).toBe(404);
    expect((await server.request("DELETE", "/v1/sellers/2/upload-company-logo", { token: admin })).status).toBe(404);
    expect((await uploadLogo(admin, png(180, 48), { sellerId: 999 })).status).toBe(404);

    const viewer = await server.login("viewer");
    expect((await uploadLogo(viewer, png(180, 48))).status).toBe(403);
    expect((await server.request("DELETE", "/v1/sellers/1/upload-company-logo", { token: viewer })).status).toBe(403);

    // Without a token: 401.
    expect((await server.request("DELETE", "/v1/sellers/1/upload-company-logo")).status).toBe(401);

    expect(settingsOf(await server.request("GET", "/v1/tracking_settings/2", { token: await server.login("otherAdmin") })).updated_at).toBeNull();
    expect(settingsOf(await server.request("GET", "/v1/tracking_settings/1", { token: viewer })).logo_image).toEqual({ width: DEMO_LOGO_WIDTH, height: DEMO_LOGO_HEIGHT });
  });
});

describe("public GET /v1/trackings/branding/{sellerId}/logo", () => {
  it("serves the seeded png with a short public cache and an ETag of its version, and 304 for that version", async () => {
    const branding = brandingOf(await server.request("GET", "/v1/trackings/branding/1"));
    expect(branding.logo_image).toMatchObject({ width: DEMO_LOGO_WIDTH, height: DEMO_LOGO_HEIGHT });
    const version = branding.logo_image!.version;

    const first = await server.app.request(`/v1/trackings/branding/1/logo?v=${version}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("cache-control")).toBe("public, max-age=300");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("etag")).toBe(`"${version}"`);
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    const again = await server.app.request("/v1/trackings/branding/1/logo", { headers: { "If-None-Match": `"${version}"` } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("keeps the version when other settings are saved and changes it with a new logo", async () => {
    const token = await server.login("admin");
    const before = brandingOf(await server.request("GET", "/v1/trackings/branding/1")).logo_image!.version;

    server.advance(60_000);
    await server.request("PUT", "/v1/tracking_settings/1", { token, body: { footer: "Changed" } });
    expect(brandingOf(await server.request("GET", "/v1/trackings/branding/1")).logo_image!.version).toBe(before);

    expect((await uploadLogo(token, encodePng(200, 60, () => [10, 20, 30]))).status).toBe(200);
    const after = brandingOf(await server.request("GET", "/v1/trackings/branding/1")).logo_image!;
    expect(after).toMatchObject({ width: 200, height: 60 });
    expect(after.version).not.toBe(before);

    const stale = await server.app.request("/v1/trackings/branding/1/logo", { headers: { "If-None-Match": `"${before}"` } });
    expect(stale.status).toBe(200);
    expect(stale.headers.get("etag")).toBe(`"${after.version}"`);
  });

  it("answers 404 for a seller without a logo, an unknown seller, and 422 for a bad id", async () => {
    expect((await server.request("GET", "/v1/trackings/branding/2/logo")).status).toBe(404);
    expect((await server.request("GET", "/v1/trackings/branding/999/logo")).status).toBe(404);
    expect((await server.request("GET", "/v1/trackings/branding/abc/logo")).status).toBe(422);
  });
});
