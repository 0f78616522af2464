import type { Kysely, Selectable } from "kysely";
import * as v from "valibot";
import {
  type AdImageType,
  TrackingContacts,
  type TrackingBranding,
  type TrackingSettings,
  TrackingSocial,
  type UpdateTrackingSettingsRequest,
} from "../../src/api/schemas/tracking-settings";
import type { Database, TrackingSettingsTable } from "../db/schema";
import { notFound } from "../http/errors";

/**
 * A seller's tracking page settings (configuration area section 5): the colours, links and texts,
 * the advertising image and the logo, and the public branding the tracking page reads.
 */

type Row = Selectable<TrackingSettingsTable>;
type Db = Pick<Kysely<Database>, "selectFrom">;

/** The page of a seller who saved nothing: readable neutral colours, no links, no ad. */
export const DEFAULT_TRACKING_COLOURS = { foreground: "#1f4e8c", background: "#ffffff", text_color: "#1a1a1a" } as const;
const EMPTY_CONTACTS: TrackingContacts = { email: null, phone: null, whatsapp: null, website: null };
const EMPTY_SOCIAL: TrackingSocial = { instagram: null, facebook: null, x: null, tiktok: null, youtube: null, linkedin: null };

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

/** The settings a PUT names; absent fields stay as they are. */
export async function saveTrackingSettings(trx: Pick<Kysely<Database>, "insertInto">, sellerId: number, input: v.InferOutput<typeof UpdateTrackingSettingsRequest>, at: string): Promise<void> {
  const { contacts, social, ...columns } = input;
  const changes: Partial<Row> = { ...columns };
  if (contacts !== undefined) changes.contacts = JSON.stringify(contacts);
  if (social !== undefined) changes.social = JSON.stringify(social);
  if (Object.keys(changes).length > 0) await upsertTrackingSettings(trx, sellerId, changes, at);
}

/** A checked picture (server/http/uploaded-image.ts) as the columns keep it. */
interface StoredPicture {
  bytes: Uint8Array;
  type: string;
  width: number;
  height: number;
}

export async function saveAdImage(trx: Pick<Kysely<Database>, "insertInto">, sellerId: number, image: StoredPicture, at: string): Promise<void> {
  await upsertTrackingSettings(trx, sellerId, { ad_image: Buffer.from(image.bytes).toString("base64"), ad_type: image.type, ad_width: image.width, ad_height: image.height }, at);
}

export async function removeAdImage(trx: Pick<Kysely<Database>, "insertInto">, sellerId: number, at: string): Promise<void> {
  await upsertTrackingSettings(trx, sellerId, { ad_image: null, ad_type: null, ad_width: null, ad_height: null }, at);
}

/** The logo with its version (the file's hash, in its URL and ETag). */
export async function saveLogo(trx: Pick<Kysely<Database>, "insertInto">, sellerId: number, image: StoredPicture, version: string, at: string): Promise<void> {
  await upsertTrackingSettings(trx, sellerId, { logo_image: Buffer.from(image.bytes).toString("base64"), logo_width: image.width, logo_height: image.height, logo_version: version }, at);
}

export async function removeLogo(trx: Pick<Kysely<Database>, "insertInto">, sellerId: number, at: string): Promise<void> {
  await upsertTrackingSettings(trx, sellerId, { logo_image: null, logo_width: null, logo_height: null, logo_version: null }, at);
}

/** A stored picture to serve: its bytes in base64, its type and the version that names it. */
export interface ServedPicture {
  base64: string;
  type: string;
  version: string;
}

/** The seller's advertising image for the public page, or 404. */
export async function storedAdImage(db: Db, sellerId: number): Promise<ServedPicture> {
  await assertSellerExists(db, sellerId);
  const row = await settingsRow(db, sellerId);
  if (!row?.ad_image || !row.ad_type) throw notFound("This seller has no advertising image.");
  return { base64: row.ad_image, type: row.ad_type, version: adVersion(row.updated_at) };
}

/** The seller's logo for the public page, or 404. */
export async function storedLogo(db: Db, sellerId: number): Promise<ServedPicture> {
  await assertSellerExists(db, sellerId);
  const row = await settingsRow(db, sellerId);
  if (!row?.logo_image || !row.logo_version) throw notFound("This seller has no logo.");
  return { base64: row.logo_image, type: "image/png", version: row.logo_version };
}
