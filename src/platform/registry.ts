import * as v from "valibot";
import { GROUP_NAMES } from "../domain/groups";
import { PLATFORM_IDS, type PlatformId } from "../domain/platform-ids";
import { platformAsksTerms } from "../domain/terms";
import { MENU_KEYS } from "./menu-keys";

/**
 * The white-label registry: one entry per platform id, checked with valibot when this module
 * loads, so a broken entry stops the app at start with a message naming the field
 * (CONVENTIONS.md point 10). Brands switch at run time through CSS custom properties
 * (apply-brand.ts); nothing here needs a rebuild.
 *
 * The spec names nb (the default), shein, total and tiendamia. The ten others are demo brands
 * (`demo: true`) meant to be replaced by real partners: change the entry and run
 * `node --import tsx scripts/make-brand-assets.mjs` to redraw its favicon and logo.
 */

const TITLE_SUFFIX = " management";

const HexColor = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/, "must be a lower-case #rrggbb colour"));
const MenuKeyList = v.array(v.picklist(MENU_KEYS));

export const PlatformConfig = v.pipe(
  v.strictObject({
    id: v.picklist(PLATFORM_IDS),
    /** The brand name shown to users (sidebar logo, page title). */
    name: v.pipe(v.string(), v.trim(), v.nonEmpty("must not be empty")),
    /** A placeholder brand, to be replaced by a real partner. */
    demo: v.boolean(),
    /** Login path is `/{loginPrefix}-login`. */
    loginPrefix: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]*$/, "must be lower-case letters and digits")),
    /** Also reachable at `/{loginPrefix}-login-test` (spec: test variants for four platforms). */
    hasTestLogin: v.boolean(),
    /** Spec: "a page title ending in the word management". */
    title: v.pipe(v.string(), v.endsWith(TITLE_SUFFIX, `must end with "${TITLE_SUFFIX}"`)),
    colors: v.strictObject({
      primary: HexColor,
      onPrimary: HexColor,
      primarySoft: HexColor,
      sidebar: HexColor,
      onSidebar: HexColor,
      focus: HexColor,
    }),
    favicon: v.string(),
    logo: v.string(),
    /** Spec: the terms of service modal is hidden for one partner platform. */
    hidesTermsOfService: v.boolean(),
    /** Spec, "Access-dependent menu changes": entries this platform takes away. */
    menuRemovals: v.strictObject({
      forEveryone: MenuKeyList,
      byGroup: v.record(v.picklist(GROUP_NAMES), MenuKeyList),
    }),
  }),
  // The asset script writes to public/brands/{id}/; a different path would point at nothing.
  v.forward(v.check((p) => p.favicon === `/brands/${p.id}/favicon.svg`, "must be /brands/{id}/favicon.svg"), ["favicon"]),
  v.forward(v.check((p) => p.logo === `/brands/${p.id}/logo.svg`, "must be /brands/{id}/logo.svg"), ["logo"]),
);
export type PlatformConfig = v.InferOutput<typeof PlatformConfig>;

export const PlatformRegistry = v.pipe(
  v.array(PlatformConfig),
  v.check((list) => list.length === PLATFORM_IDS.length && list.every((p, i) => p.id === PLATFORM_IDS[i]), `must hold one entry per platform id, in this order: ${PLATFORM_IDS.join(", ")}`),
  v.check((list) => new Set(list.map((p) => p.loginPrefix)).size === list.length, "login prefixes must be unique"),
);

/** Parses registry entries; throws one error listing every wrong field. */
export function parseRegistry(input: unknown): PlatformConfig[] {
  const result = v.safeParse(PlatformRegistry, input);
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    });
    throw new Error(`Invalid platform registry (src/platform/registry.ts): ${problems.join("; ")}`);
  }
  return result.output;
}

type Palette = PlatformConfig["colors"];
type Removals = PlatformConfig["menuRemovals"];

const NO_REMOVALS: Removals = { forEveryone: [], byGroup: {} };

/** Builds an entry from the few things that differ between brands; the rest follows from the id. */
function brand(id: PlatformId, name: string, colors: Palette, options: { demo?: boolean; hasTestLogin?: boolean; menuRemovals?: Removals } = {}) {
  return {
    id,
    name,
    demo: options.demo ?? false,
    loginPrefix: id,
    hasTestLogin: options.hasTestLogin ?? false,
    title: `${name}${TITLE_SUFFIX}`,
    colors,
    favicon: `/brands/${id}/favicon.svg`,
    logo: `/brands/${id}/logo.svg`,
    // One list for the app and the server, which does not hold these users to the terms either.
    hidesTermsOfService: !platformAsksTerms(id),
    menuRemovals: options.menuRemovals ?? NO_REMOVALS,
  };
}

const demo = { demo: true } as const;
const WHITE = "#ffffff";

/*
 * Palettes: onPrimary on primary and onSidebar on sidebar reach WCAG AA (4.5:1); primary also
 * reads as text on white, on the page colour and on primarySoft (links, the current menu entry),
 * and focus reaches 3:1 on the page. registry.test.ts checks all of it.
 */
const ENTRIES = [
  brand("nb", "Nimbus Box", { primary: "#1f4fd1", onPrimary: WHITE, primarySoft: "#e3eafc", sidebar: "#14234b", onSidebar: WHITE, focus: "#2563eb" }, { hasTestLogin: true }),
  brand("shein", "Shein", { primary: "#222222", onPrimary: WHITE, primarySoft: "#ededed", sidebar: "#000000", onSidebar: WHITE, focus: "#2563eb" }, { hasTestLogin: true }),
  brand("total", "Total", { primary: "#c8102e", onPrimary: WHITE, primarySoft: "#fbe8eb", sidebar: "#1d2a5c", onSidebar: WHITE, focus: "#1d4ed8" }, {
    hasTestLogin: true,
    menuRemovals: { forEveryone: ["integrations", "notifications"], byGroup: {} },
  }),
  brand("tiendamia", "Tiendamia", { primary: "#6b2fb3", onPrimary: WHITE, primarySoft: "#f0e8fa", sidebar: "#2e1452", onSidebar: WHITE, focus: "#7c3aed" }, {
    hasTestLogin: true,
    menuRemovals: {
      forEveryone: [],
      byGroup: {
        "seller-viewer": ["integrations", "notifications", "settings"],
        "seller-operation": ["integrations", "notifications", "settings"],
      },
    },
  }),
  brand("aurora", "Aurora", { primary: "#0f766e", onPrimary: WHITE, primarySoft: "#dcf2ef", sidebar: "#0b3b37", onSidebar: WHITE, focus: "#0d9488" }, demo),
  brand("borealis", "Borealis", { primary: "#0b6e99", onPrimary: WHITE, primarySoft: "#e0f0f7", sidebar: "#0a2f42", onSidebar: WHITE, focus: "#0284c7" }, demo),
  brand("cobalt", "Cobalt", { primary: "#0047ab", onPrimary: WHITE, primarySoft: "#e0e9f7", sidebar: "#001f4d", onSidebar: WHITE, focus: "#2563eb" }, demo),
  brand("dune", "Dune", { primary: "#8a5a14", onPrimary: WHITE, primarySoft: "#f6ecdc", sidebar: "#3d2a10", onSidebar: WHITE, focus: "#b45309" }, demo),
  brand("ember", "Ember", { primary: "#c2410c", onPrimary: WHITE, primarySoft: "#fef2ec", sidebar: "#431407", onSidebar: WHITE, focus: "#c2410c" }, demo),
  brand("fjord", "Fjord", { primary: "#1e5f74", onPrimary: WHITE, primarySoft: "#e1eef2", sidebar: "#12313c", onSidebar: WHITE, focus: "#0e7490" }, demo),
  brand("granite", "Granite", { primary: "#4b5563", onPrimary: WHITE, primarySoft: "#eceef1", sidebar: "#1f2937", onSidebar: WHITE, focus: "#2563eb" }, demo),
  brand("harbor", "Harbor", { primary: "#1d4e89", onPrimary: WHITE, primarySoft: "#e2eaf4", sidebar: "#0f2740", onSidebar: WHITE, focus: "#2563eb" }, demo),
  brand("indigo", "Indigo", { primary: "#4338ca", onPrimary: WHITE, primarySoft: "#e8e7fb", sidebar: "#1e1b4b", onSidebar: WHITE, focus: "#6366f1" }, demo),
  brand("juniper", "Juniper", { primary: "#3f6b2a", onPrimary: WHITE, primarySoft: "#e6f0df", sidebar: "#1f3518", onSidebar: WHITE, focus: "#4d7c0f" }, demo),
];

/** Every platform, in the order of PLATFORM_IDS. Parsed at load: a wrong entry throws at start. */
export const PLATFORMS: readonly PlatformConfig[] = parseRegistry(ENTRIES);

const BY_ID = new Map(PLATFORMS.map((p) => [p.id, p]));

export function platformById(id: PlatformId): PlatformConfig {
  const platform = BY_ID.get(id);
  // Unreachable once parseRegistry has passed (one entry per id); kept so a typo fails loudly.
  if (!platform) throw new Error(`Unknown platform id: ${id}`);
  return platform;
}
