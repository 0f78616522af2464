import { createHash } from "node:crypto";
import { Hono } from "hono";
import type { Kysely, Selectable } from "kysely";
import * as v from "valibot";
import { IdParam } from "../../src/api/schemas/common";
import {
  type AdImageType,
  MAX_AD_IMAGE_BYTES,
  MAX_AD_SIDE,
  MAX_LOGO_IMAGE_BYTES,
  MAX_LOGO_SIDE,
  MIN_AD_HEIGHT,
  MIN_AD_WIDTH,
  MIN_LOGO_SIDE,
  TRACKING_MESSAGES,
  TrackingContacts,
  type TrackingBranding,
  type TrackingSettings,
  TrackingSocial,
  UpdateTrackingSettingsRequest,
} from "../../src/api/schemas/tracking-settings";
import { requirePermission, requireUser } from "../auth/require-user";
import { assertOwnSeller } from "../auth/tenancy";
import type { Database, TrackingSettingsTable } from "../db/schema";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one } from "../http/answers";
import { notFound } from "../http/errors";
import { imageVersion } from "../http/image-size";
import { readJson, readParams } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { type ImageRules, readUploadedImage, serveStoredImage } from "../http/uploaded-image";

type Row = Selectable<TrackingSettingsTable>;
type Db = Pick<Kysely<Database>, "selectFrom">;

/** The page of a seller who saved nothing: readable neutral colours, no links, no ad. */
export const DEFAULT_TRACKING_COLOURS = { foreground: "#1f4e8c", background: "#ffffff", text_color: "#1a1a1a" } as const;
const EMPTY_CONTACTS: TrackingContacts = { email: null, phone: null, whatsapp: null, website: null };
const EMPTY_SOCIAL: TrackingSocial = { instagram: null, facebook: null, x: null, tiktok: null, youtube: null, linkedin: null };

/** The advertising image (configuration area section 5): jpeg or png, 932x240 at least. */
const AD_RULES: ImageRules = {
  field: "ad",
  types: ["image/jpeg", "image/png"],
  maxBytes: MAX_AD_IMAGE_BYTES,
  minWidth: MIN_AD_WIDTH,
  minHeight: MIN_AD_HEIGHT,
  maxSide: MAX_AD_SIDE,
  messages: {
    invalidFormat: TRACKING_MESSAGES.invalidFileFormat,
    tooHeavy: TRACKING_MESSAGES.adTooHeavy,
    tooSmall: TRACKING_MESSAGES.adTooSmall,
    tooLarge: TRACKING_MESSAGES.adTooLarge,
  },
};

/** The seller's logo (configuration area section 5): png only. */
const LOGO_RULES: ImageRules = {
  field: "company_logo",
  types: ["image/png"],
  maxBytes: MAX_LOGO_IMAGE_BYTES,
  minWidth: MIN_LOGO_SIDE,
  minHeight: MIN_LOGO_SIDE,
  maxSide: MAX_LOGO_SIDE,
  messages: {
    invalidFormat: TRACKING_MESSAGES.logoNotPng,
    tooHeavy: TRACKING_MESSAGES.logoTooHeavy,
    tooSmall: TRACKING_MESSAGES.logoTooSmall,
    tooLarge: TRACKING_MESSAGES.logoTooLarge,
  },
};

/** JSON columns are parsed at the edge; a row written by an older version still reads. */
const parseGroup = <T>(schema: v.GenericSchema<unknown, T>, text: string, fallback: T): T => {
  const result = v.safeParse(schema, JSON.parse(text));
  return result.success ? result.output : fallback;
};

async function settingsRow(db: Db, sellerId: number): Promise<Row | undefined> {
  return db.selectFrom("tracking_settings").selectAll().where("seller_id", "=", sellerId).executeTakeFirst();
}

async function assertSellerExists(db: Db, sellerId: number): Promise<void> {
  const seller = await db.selectFrom("sellers").select("id").where("id", "=", sellerId).executeTakeFirst();
  if (!seller) throw notFound();
}

function settingsOf(row: Row | undefined): TrackingSettings {
  if (!row) {
    return { ...DEFAULT_TRACKING_COLOURS, logo_link: null, contacts: EMPTY_CONTACTS, social: EMPTY_SOCIAL, ad_text: null, ad_link: null, footer: null, ad_image: null, logo_image: null, updated_at: null };
  }
  return {
    foreground: row.foreground,
    background: row.background,
    text_color: row.text_color,
    logo_link: row.logo_link,
    contacts: parseGroup(TrackingContacts, row.contacts, EMPTY_CONTACTS),
    social: parseGroup(TrackingSocial, row.social, EMPTY_SOCIAL),
    ad_text: row.ad_text,
    ad_link: row.ad_link,
    footer: row.footer,
    ad_image:
      row.ad_image && row.ad_type && row.ad_width && row.ad_height
        ? { type: row.ad_type as AdImageType, width: row.ad_width, height: row.ad_height }
        : null,
    logo_image: row.logo_image && row.logo_width && row.logo_height ? { width: row.logo_width, height: row.logo_height } : null,
    updated_at: row.updated_at,
  };
}

/** The seller's settings (404 for a seller that does not exist). */
export async function loadTrackingSettings(db: Db, sellerId: number): Promise<TrackingSettings> {
  await assertSellerExists(db, sellerId);
  return settingsOf(await settingsRow(db, sellerId));
}

/** The version in the ad's URL and its ETag: a new upload or edit gives a new one. */
const adVersion = (updatedAt: string) => Date.parse(updatedAt).toString(36);

/** What the public page may know: the branding, nothing else of the seller. */
export async function loadTrackingBranding(db: Db, sellerId: number): Promise<TrackingBranding> {
  await assertSellerExists(db, sellerId);
  const row = await settingsRow(db, sellerId);
  const { ad_image, logo_image, updated_at, ...branding } = settingsOf(row);
  return {
    seller_id: sellerId,
    ...branding,
    has_ad_image: ad_image !== null,
    ad_image: ad_image && updated_at ? { width: ad_image.width, height: ad_image.height, version: adVersion(updated_at) } : null,
    logo_image: logo_image && row?.logo_version ? { ...logo_image, version: row.logo_version } : null,
  };
}

/**
 * Writes some columns, creating the row with the defaults when there is none: one statement, so
 * two first saves at once cannot collide.
 */
async function upsertTrackingSettings(
  trx: Pick<Kysely<Database>, "insertInto">,
  sellerId: number,
  changes: Partial<Omit<Row, "seller_id" | "updated_at">>,
  updatedAt: string,
): Promise<void> {
  const set = { ...changes, updated_at: updatedAt };
  await trx
    .insertInto("tracking_settings")
    .values({
      seller_id: sellerId,
      ...DEFAULT_TRACKING_COLOURS,
      contacts: JSON.stringify(EMPTY_CONTACTS),
      social: JSON.stringify(EMPTY_SOCIAL),
      ...set,
    })
    .onConflict((oc) => oc.column("seller_id").doUpdateSet(set))
    .execute();
}

/**
 * The seller's tracking page settings, advertising image and logo (guarded like every settings
 * call), and the public branding the tracking page reads without signing in.
 */
export function trackingSettingsRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  const write = requirePermission("seller:write");

  app.get("/tracking_settings/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    return c.json(one(await loadTrackingSettings(deps.db, id)));
  });

  app.put("/tracking_settings/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const input = await readJson(c, UpdateTrackingSettingsRequest);
    return runMutation(c, deps, { required: false, input: { id, ...input } }, async (trx) => {
      const { contacts, social, ...columns } = input;
      const changes: Partial<Row> = { ...columns };
      if (contacts !== undefined) changes.contacts = JSON.stringify(contacts);
      if (social !== undefined) changes.social = JSON.stringify(social);
      if (Object.keys(changes).length > 0) await upsertTrackingSettings(trx, id, changes, isoNow(deps));
      return { status: 200, body: one(await loadTrackingSettings(trx, id)) };
    });
  });

  app.put("/sellers/:id/upload-ad", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const image = await readUploadedImage(c, AD_RULES);
    // The fingerprint names the file by its hash: a retry of the same upload is a replay.
    const sha256 = createHash("sha256").update(image.bytes).digest("hex");
    return runMutation(c, deps, { required: false, input: { id, ad: sha256 } }, async (trx) => {
      const ad = { ad_image: Buffer.from(image.bytes).toString("base64"), ad_type: image.type, ad_width: image.width, ad_height: image.height };
      await upsertTrackingSettings(trx, id, ad, isoNow(deps));
      return { status: 200, body: one(await loadTrackingSettings(trx, id)) };
    });
  });

  app.delete("/sellers/:id/upload-ad", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    return runMutation(c, deps, { required: false, input: { id } }, async (trx) => {
      const none = { ad_image: null, ad_type: null, ad_width: null, ad_height: null };
      await upsertTrackingSettings(trx, id, none, isoNow(deps));
      return { status: 200, body: one(await loadTrackingSettings(trx, id)) };
    });
  });

  app.put("/sellers/:id/upload-company-logo", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const image = await readUploadedImage(c, LOGO_RULES);
    const version = imageVersion(image.bytes);
    // The version is the file's hash: a retry of the same upload is a replay.
    return runMutation(c, deps, { required: false, input: { id, company_logo: version } }, async (trx) => {
      const logo = { logo_image: Buffer.from(image.bytes).toString("base64"), logo_width: image.width, logo_height: image.height, logo_version: version };
      await upsertTrackingSettings(trx, id, logo, isoNow(deps));
      return { status: 200, body: one(await loadTrackingSettings(trx, id)) };
    });
  });

  app.delete("/sellers/:id/upload-company-logo", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    return runMutation(c, deps, { required: false, input: { id } }, async (trx) => {
      const none = { logo_image: null, logo_width: null, logo_height: null, logo_version: null };
      await upsertTrackingSettings(trx, id, none, isoNow(deps));
      return { status: 200, body: one(await loadTrackingSettings(trx, id)) };
    });
  });

  // Public: the tracking page is read by end customers who never sign in.
  app.get("/trackings/branding/:id", async (c) => {
    const { id } = readParams(c, IdParam);
    return c.json(one(await loadTrackingBranding(deps.db, id)));
  });

  app.get("/trackings/branding/:id/ad", async (c) => {
    const { id } = readParams(c, IdParam);
    await assertSellerExists(deps.db, id);
    const row = await settingsRow(deps.db, id);
    if (!row?.ad_image || !row.ad_type) throw notFound("This seller has no advertising image.");
    return serveStoredImage(c, { base64: row.ad_image, type: row.ad_type, version: adVersion(row.updated_at) });
  });

  app.get("/trackings/branding/:id/logo", async (c) => {
    const { id } = readParams(c, IdParam);
    await assertSellerExists(deps.db, id);
    const row = await settingsRow(deps.db, id);
    if (!row?.logo_image || !row.logo_version) throw notFound("This seller has no logo.");
    return serveStoredImage(c, { base64: row.logo_image, type: "image/png", version: row.logo_version });
  });

  return app;
}
