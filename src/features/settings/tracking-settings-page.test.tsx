import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import { TRACKING_MESSAGES, type TrackingSettings } from "../../api/schemas/tracking-settings";
import { storeSessionUser } from "../../api/session";
import { SavingIndicator } from "../../ui/saving-indicator";
import { TrackingSettingsPage } from "./tracking-settings-page";

const SLOW = { timeout: 10_000 };
const TEST = { timeout: 30_000 };

const SETTINGS: TrackingSettings = {
  foreground: "#0f4c81",
  background: "#f5f7fa",
  text_color: "#1b2430",
  logo_link: "https://lumen.example.com",
  contacts: { email: "care@lumen.example.com", phone: "+44 20 7946 0000", whatsapp: null, website: null },
  social: { instagram: "https://www.instagram.com/lumengoods", facebook: null, x: null, tiktok: null, youtube: null, linkedin: null },
  ad_text: "Free returns",
  ad_link: null,
  footer: "Lumen Goods Ltd.",
  ad_image: { type: "image/png", width: 932, height: 240 },
  logo_image: { width: 180, height: 48 },
  updated_at: "2026-11-20T10:00:00.000Z",
};

/** A picture as the browser would decode it: the size createImageBitmap reports. */
function stubPictureSize(width: number, height: number) {
  const decode = vi.fn(async () => ({ width, height, close() {} }));
  vi.stubGlobal("createImageBitmap", decode);
  return decode;
}

const pngFile = (name = "logo.png") => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: "image/png" });
/** Picks files even when the input's `accept` would hide them, as a user choosing "All files" can. */
const user = () => userEvent.setup({ applyAccept: false });

async function renderPage(group: "seller-admin" | "seller-viewer" = "seller-admin") {
  queryClient.clear();
  await activateLocale("en");
  storeSessionUser(demoSessionUser({ group, seller_id: 7 }));
  render(
    <ShellProviders>
      <SavingIndicator />
      <TrackingSettingsPage />
    </ShellProviders>,
  );
  expect(screen.getByRole("heading", { level: 1, name: "Tracking page" })).toBeVisible();
  return screen.findByRole("textbox", { name: "Email" }, SLOW);
}

beforeEach(() => {
  // jsdom has no object URLs: previews of a picked file need one.
  URL.createObjectURL = vi.fn(() => "blob:picked");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe("the tracking page settings", () => {
  it("shows the saved settings, the pictures and the link to the public page", TEST, async () => {
    stubFetch({ "GET /v1/tracking_settings/7": () => json({ data: SETTINGS }) });
    const email = await renderPage();
    expect(email).toHaveValue("care@lumen.example.com");
    expect(screen.getByLabelText("Main colour")).toHaveValue("#0f4c81");
    expect(screen.getByText("#0f4c81")).toBeVisible();
    expect(screen.getByLabelText("Background colour")).toHaveValue("#f5f7fa");
    expect(screen.getByLabelText("Heading text colour")).toHaveValue("#1b2430");
    expect(screen.getByRole("textbox", { name: "Logo link" })).toHaveValue("https://lumen.example.com");
    expect(screen.getByRole("textbox", { name: "WhatsApp" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Instagram" })).toHaveValue("https://www.instagram.com/lumengoods");
    for (const name of ["Phone", "Website", "Facebook", "X", "TikTok", "YouTube", "LinkedIn", "Advertising link"]) {
      expect(screen.getByRole("textbox", { name })).toBeEnabled();
    }
    expect(screen.getByRole("textbox", { name: "Advertising text" })).toHaveValue("Free returns");
    expect(screen.getByRole("textbox", { name: "Footer text" })).toHaveValue("Lumen Goods Ltd.");
    expect(screen.getByLabelText("Logo")).toHaveAttribute("accept", "image/png");
    expect(screen.getByLabelText("Advertising image")).toHaveAttribute("accept", "image/jpeg,image/png");
    expect(screen.getByRole("img", { name: "Preview: Logo" })).toHaveAttribute("src", `/v1/trackings/branding/7/logo?v=${encodeURIComponent(SETTINGS.updated_at!)}`);
    expect(screen.getByRole("img", { name: "Preview: Advertising image" })).toHaveAttribute("src", expect.stringContaining("/v1/trackings/branding/7/ad?v="));
    expect(screen.getByRole("button", { name: "Remove logo" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Remove advertising image" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Open the public tracking page" })).toHaveAttribute("href", "/trackings");
    // White on the brand blue reads well: no warning.
    expect(screen.queryByText(/hard to read/)).toBeNull();
  });

  it("saves the form values, blank fields as null, with the saving indicator and a toast", TEST, async () => {
    const puts: Request[] = [];
    stubFetch({
      "GET /v1/tracking_settings/7": () => json({ data: SETTINGS }),
      "PUT /v1/tracking_settings/7": (request) => {
        puts.push(request.clone());
        return json({ data: { ...SETTINGS, footer: "New footer", updated_at: "2026-11-21T10:00:00.000Z" } });
      },
    });
    await renderPage();
    const u = user();
    fireEvent.change(screen.getByLabelText("Background colour"), { target: { value: "#FFEECC" } });
    const footer = screen.getByRole("textbox", { name: "Footer text" });
    await u.clear(footer);
    await u.type(footer, "New footer");
    await u.clear(screen.getByRole("textbox", { name: "Instagram" }));
    await u.type(screen.getByRole("textbox", { name: "X" }), "https://x.com/lumen");
    await u.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Tracking page saved", undefined, SLOW)).toBeVisible();
    expect(screen.getByText("Saved")).toBeVisible();
    expect(puts).toHaveLength(1);
    expect(puts[0]!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await puts[0]!.json()).toEqual({
      foreground: "#0f4c81",
      background: "#ffeecc",
      text_color: "#1b2430",
      logo_link: "https://lumen.example.com",
      contacts: { email: "care@lumen.example.com", phone: "+44 20 7946 0000", whatsapp: null, website: null },
      social: { instagram: null, facebook: null, x: "https://x.com/lumen", tiktok: null, youtube: null, linkedin: null },
      ad_text: "Free returns",
      ad_link: null,
      footer: "New footer",
    });
  });

  it("shows the server's refusals under their fields", TEST, async () => {
    stubFetch({
      "GET /v1/tracking_settings/7": () => json({ data: SETTINGS }),
      "PUT /v1/tracking_settings/7": () => json({ messages: [{ ad_link: [TRACKING_MESSAGES.link], "contacts.phone": [TRACKING_MESSAGES.phone] }] }, 422),
    });
    await renderPage();
    const u = user();
    await u.type(screen.getByRole("textbox", { name: "Advertising link" }), "javascript:alert(1)");
    await u.click(screen.getByRole("button", { name: "Save" }));
    const adLink = screen.getByRole("textbox", { name: "Advertising link" });
    await waitFor(() => expect(adLink).toHaveAttribute("aria-invalid", "true"), SLOW);
    expect(adLink).toHaveAccessibleDescription("Must be a link starting with http:// or https://");
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveAccessibleDescription("Invalid phone");
    expect(screen.getByRole("textbox", { name: "Email" })).not.toHaveAttribute("aria-invalid");
    expect(await screen.findByText("The tracking page could not be saved. Check the fields marked in red.", undefined, SLOW)).toBeVisible();
  });

  it("warns, without blocking, about each pair of colours the public page would make hard to read", TEST, async () => {
    stubFetch({ "GET /v1/tracking_settings/7": () => json({ data: SETTINGS }) });
    await renderPage();
    expect(screen.queryByText(/hard to read/)).toBeNull();

    // Headings in a light grey on the light background.
    fireEvent.change(screen.getByLabelText("Heading text colour"), { target: { value: "#cccccc" } });
    expect(screen.getByText(/^Headings are hard to read on the background colour \(contrast 1\.\d:1\)\.$/)).toBeVisible();
    expect(screen.getByText("#cccccc")).toBeVisible();

    // A yellow main colour: links on the background and white on the buttons both suffer.
    fireEvent.change(screen.getByLabelText("Main colour"), { target: { value: "#ffdd00" } });
    expect(screen.getByText(/^Links and buttons in the main colour are hard to read on the background colour \(contrast 1\.\d:1\)\.$/)).toBeVisible();
    expect(screen.getByText(/^White text on the main colour is hard to read \(contrast 1\.\d:1\)\.$/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();

    // Back to readable colours: no warning left.
    fireEvent.change(screen.getByLabelText("Heading text colour"), { target: { value: "#1b2430" } });
    fireEvent.change(screen.getByLabelText("Main colour"), { target: { value: "#0f4c81" } });
    expect(screen.queryByText(/hard to read/)).toBeNull();
  });

  it("is read-only for a viewer", TEST, async () => {
    stubFetch({ "GET /v1/tracking_settings/7": () => json({ data: SETTINGS }) });
    const email = await renderPage("seller-viewer");
    expect(email).toBeDisabled();
    expect(screen.getByLabelText("Main colour")).toBeDisabled();
    expect(screen.getByRole("textbox", { name: "Footer text" })).toBeDisabled();
    expect(screen.getByLabelText("Logo")).toBeDisabled();
    expect(screen.getByLabelText("Advertising image")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove logo" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove advertising image" })).toBeNull();
    expect(screen.getByRole("img", { name: "Preview: Logo" })).toBeVisible();
  });
});

describe("the pictures of the tracking page", () => {
  it("refuses a gif with 'Invalid file format' without any upload", TEST, async () => {
    const { calls } = stubFetch({ "GET /v1/tracking_settings/7": () => json({ data: SETTINGS }) });
    const decode = stubPictureSize(180, 48);
    await renderPage();
    const logo = screen.getByLabelText("Logo");
    await user().upload(logo, new File(["GIF89a"], "logo.gif", { type: "image/gif" }));
    await waitFor(() => expect(logo).toHaveAccessibleDescription("Invalid file format"), SLOW);
    expect(logo).toHaveAttribute("aria-invalid", "true");
    // A jpeg is fine for the ad but not for the logo.
    await user().upload(logo, new File(["\xff\xd8\xff"], "logo.jpg", { type: "image/jpeg" }));
    await waitFor(() => expect(logo).toHaveAccessibleDescription("Invalid file format"), SLOW);
    expect(decode).not.toHaveBeenCalled();
    expect(calls.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(["GET /v1/tracking_settings/7"]);
  });

  it("refuses pictures too small, too large or too heavy, before any upload", TEST, async () => {
    const { calls } = stubFetch({ "GET /v1/tracking_settings/7": () => json({ data: SETTINGS }) });
    await renderPage();
    const logo = screen.getByLabelText("Logo");
    stubPictureSize(20, 48);
    await user().upload(logo, pngFile());
    await waitFor(() => expect(logo).toHaveAccessibleDescription(TRACKING_MESSAGES.logoTooSmall), SLOW);

    stubPictureSize(4000, 48);
    await user().upload(logo, pngFile());
    await waitFor(() => expect(logo).toHaveAccessibleDescription(TRACKING_MESSAGES.logoTooLarge), SLOW);

    const ad = screen.getByLabelText("Advertising image");
    stubPictureSize(931, 240);
    await user().upload(ad, new File(["\xff\xd8\xff"], "banner.jpg", { type: "image/jpeg" }));
    await waitFor(() => expect(ad).toHaveAccessibleDescription(TRACKING_MESSAGES.adTooSmall), SLOW);

    stubPictureSize(932, 240);
    await user().upload(ad, new File([new Uint8Array(1024 * 1024 + 1)], "banner.png", { type: "image/png" }));
    await waitFor(() => expect(ad).toHaveAccessibleDescription(TRACKING_MESSAGES.adTooHeavy), SLOW);

    // Bytes the browser cannot decode are no picture.
    vi.stubGlobal("createImageBitmap", vi.fn(async () => Promise.reject(new Error("InvalidStateError"))));
    await user().upload(logo, pngFile());
    await waitFor(() => expect(logo).toHaveAccessibleDescription("Invalid file format"), SLOW);

    expect(calls).toHaveLength(1);
  });

  it("uploads a valid logo at once in the field company_logo, showing progress and its preview", TEST, async () => {
    const uploads: Request[] = [];
    let answer: (response: Response) => void = () => {};
    stubFetch({
      "GET /v1/tracking_settings/7": () => json({ data: { ...SETTINGS, logo_image: null } }),
      "PUT /v1/sellers/7/upload-company-logo": (request) => {
        uploads.push(request.clone());
        return new Promise((resolve) => (answer = resolve));
      },
    });
    stubPictureSize(180, 48);
    await renderPage();
    expect(screen.queryByRole("button", { name: "Remove logo" })).toBeNull();
    expect(screen.queryByRole("img", { name: "Preview: Logo" })).toBeNull();

    await user().upload(screen.getByLabelText("Logo"), pngFile("brand.png"));
    expect(await screen.findByText("Uploading...", undefined, SLOW)).toBeVisible();
    expect(screen.getByText("Saving…")).toBeVisible();
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.headers.get("Content-Type")).toMatch(/^multipart\/form-data; boundary=/);
    // jsdom's File does not cross into Node's fetch with its bytes, so the test reads the parts'
    // headers: one part, the field company_logo, a png.
    const body = await uploads[0]!.text();
    expect(body.match(/Content-Disposition: form-data; name="([^"]+)"/g)).toEqual(['Content-Disposition: form-data; name="company_logo"']);
    expect(body).toContain("Content-Type: image/png");
    expect(screen.getByRole("img", { name: "Preview: Logo" })).toHaveAttribute("src", "blob:picked");

    answer(json({ data: { ...SETTINGS, logo_image: { width: 180, height: 48 }, updated_at: "2026-11-22T10:00:00.000Z" } }));
    expect(await screen.findByRole("button", { name: "Remove logo" }, SLOW)).toBeVisible();
    expect(screen.queryByText("Uploading...")).toBeNull();
    expect(screen.getByRole("img", { name: "Preview: Logo" })).toHaveAttribute("src", "blob:picked");
  });

  it("shows the server's refusal of an upload under the file input", TEST, async () => {
    stubFetch({
      "GET /v1/tracking_settings/7": () => json({ data: SETTINGS }),
      "PUT /v1/sellers/7/upload-ad": () => json({ messages: [{ ad: [TRACKING_MESSAGES.invalidFileFormat] }] }, 422),
    });
    stubPictureSize(1200, 630);
    await renderPage();
    const ad = screen.getByLabelText("Advertising image");
    await user().upload(ad, new File(["\xff\xd8\xff"], "banner.jpg", { type: "image/jpeg" }));
    await waitFor(() => expect(ad).toHaveAccessibleDescription("Invalid file format"), SLOW);
  });

  it("asks before removing the logo, then calls DELETE", TEST, async () => {
    const deletes: Request[] = [];
    stubFetch({
      "GET /v1/tracking_settings/7": () => json({ data: SETTINGS }),
      "DELETE /v1/sellers/7/upload-company-logo": (request) => {
        deletes.push(request);
        return json({ data: { ...SETTINGS, logo_image: null } });
      },
    });
    await renderPage();
    const u = user();
    await u.click(screen.getByRole("button", { name: "Remove logo" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove the logo?" }, SLOW);
    await u.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(deletes).toHaveLength(0);

    await u.click(screen.getByRole("button", { name: "Remove logo" }));
    await u.click(within(await screen.findByRole("dialog", { name: "Remove the logo?" }, SLOW)).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Logo removed", undefined, SLOW)).toBeVisible();
    expect(deletes).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Remove logo" })).toBeNull());
    expect(screen.queryByRole("img", { name: "Preview: Logo" })).toBeNull();
    // The advertising image stays.
    expect(screen.getByRole("button", { name: "Remove advertising image" })).toBeVisible();
  });
});
