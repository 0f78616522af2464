import { describe, expect, it } from "vitest";
import { PLATFORM_IDS } from "../domain/platform-ids";
import { parseRegistry, PLATFORMS, platformById } from "./registry";

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA: 4.5:1 for text, 3:1 for a focus outline against what surrounds it. */
const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;
/** --color-surface and --color-page in src/app/global.css, which brands do not change. */
const SURFACE = "#ffffff";
const PAGE = "#f3f5f9";

/** The brand assets as written by scripts/make-brand-assets.mjs. */
const assets = import.meta.glob<string>("/public/brands/*/*.svg", { query: "?raw", import: "default", eager: true });

describe("the platform registry", () => {
  it("has one entry per platform id, in order, with unique login prefixes", () => {
    expect(PLATFORMS.map((p) => p.id)).toEqual([...PLATFORM_IDS]);
    expect(new Set(PLATFORMS.map((p) => p.loginPrefix)).size).toBe(14);
    expect(platformById("nb").loginPrefix).toBe("nb");
  });

  it("gives every platform a title ending in management", () => {
    for (const p of PLATFORMS) expect(p.title).toMatch(/ management$/);
  });

  it("marks the ten brands the spec does not name as demo brands", () => {
    expect(PLATFORMS.filter((p) => !p.demo).map((p) => p.id)).toEqual(["nb", "shein", "total", "tiendamia"]);
  });

  it("has test logins for four platforms", () => {
    expect(PLATFORMS.filter((p) => p.hasTestLogin).map((p) => p.id)).toEqual(["nb", "shein", "total", "tiendamia"]);
  });

  it.each(PLATFORMS.map((p) => [p.id, p] as const))("%s has readable colours (WCAG AA)", (_id, { colors }) => {
    expect(contrast(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(colors.onSidebar, colors.sidebar)).toBeGreaterThanOrEqual(AA_TEXT);
    // Links and secondary buttons use the primary colour as text on the surface, the page and
    // the soft tint (the current menu entry).
    expect(contrast(colors.primary, SURFACE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(colors.primary, PAGE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(colors.primary, colors.primarySoft)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(colors.focus, PAGE)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(contrast(colors.focus, SURFACE)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });

  it("hides the terms of service on tiendamia only", () => {
    expect(PLATFORMS.filter((p) => p.hidesTermsOfService).map((p) => p.id)).toEqual(["tiendamia"]);
  });

  it("removes integrations and notifications for everyone on total", () => {
    expect(platformById("total").menuRemovals).toEqual({ forEveryone: ["integrations", "notifications"], byGroup: {} });
  });

  it("removes integrations, notifications and settings for viewers and operators on tiendamia", () => {
    const lost = ["integrations", "notifications", "settings"];
    expect(platformById("tiendamia").menuRemovals).toEqual({ forEveryone: [], byGroup: { "seller-viewer": lost, "seller-operation": lost } });
  });

  it("removes nothing on the other platforms", () => {
    for (const p of PLATFORMS.filter((p) => p.id !== "total" && p.id !== "tiendamia")) {
      expect(p.menuRemovals).toEqual({ forEveryone: [], byGroup: {} });
    }
  });

  it("has a small favicon and logo on disk for every platform, in its colours", () => {
    for (const p of PLATFORMS) {
      const favicon = assets[`/public${p.favicon}`];
      const logo = assets[`/public${p.logo}`];
      expect(favicon, p.favicon).toContain(p.colors.primary);
      expect(logo, p.logo).toContain(`<title id="brand-logo-${p.id}">${p.name}</title>`);
      expect(new TextEncoder().encode(favicon).length).toBeLessThan(2048);
      expect(new TextEncoder().encode(logo).length).toBeLessThan(2048);
    }
  });
});

describe("parseRegistry", () => {
  const entries = () => structuredClone(PLATFORMS) as unknown as Record<string, unknown>[];
  const nb = (list: Record<string, unknown>[]) => list[0] as { colors: Record<string, string>; title: string; menuRemovals: { byGroup: Record<string, unknown> } };

  it("accepts the registry as it is", () => {
    expect(parseRegistry(entries())).toEqual(PLATFORMS);
  });

  it("refuses a colour that is not #rrggbb, naming the field", () => {
    const list = entries();
    nb(list).colors.primary = "blue";
    expect(() => parseRegistry(list)).toThrow(/0\.colors\.primary: must be a lower-case #rrggbb colour/);
  });

  it("refuses a title that does not end in management", () => {
    const list = entries();
    nb(list).title = "Nimbus Box portal";
    expect(() => parseRegistry(list)).toThrow(/0\.title: must end with " management"/);
  });

  it("refuses a menu rule for a group that does not exist", () => {
    const list = entries();
    nb(list).menuRemovals.byGroup["seller-owner"] = ["settings"];
    expect(() => parseRegistry(list)).toThrow(/Invalid platform registry/);
  });

  it("refuses a missing, extra or reordered platform", () => {
    expect(() => parseRegistry(entries().slice(1))).toThrow(/one entry per platform id/);
    expect(() => parseRegistry(entries().reverse())).toThrow(/one entry per platform id/);
  });

  it("refuses a favicon outside /brands/{id}/", () => {
    const list = entries();
    (list[1] as { favicon: string }).favicon = "/brands/nb/favicon.svg";
    expect(() => parseRegistry(list)).toThrow(/1\.favicon: must be \/brands\/\{id\}\/favicon\.svg/);
  });
});
