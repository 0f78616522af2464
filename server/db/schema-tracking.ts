/** Tables of the public tracking page: its settings and human verification (migrations 005 to 007; its limits count in rate_counters, migration 008). */

/**
 * The seller's tracking page settings (migration 006); a seller without a row has the defaults.
 * Colours are "#rrggbb"; contacts and social are JSON text (src/api/schemas/tracking-settings.ts).
 */
export interface TrackingSettingsTable {
  seller_id: number;
  foreground: string;
  background: string;
  text_color: string;
  logo_link: string | null;
  /** JSON of TrackingContacts. */
  contacts: string;
  /** JSON of TrackingSocial. */
  social: string;
  ad_text: string | null;
  ad_link: string | null;
  footer: string | null;
  /** Base64 of the advertising image (jpeg or png, at most 1 MB), with its type and size. */
  ad_image: string | null;
  ad_type: string | null;
  ad_width: number | null;
  ad_height: number | null;
  /** Base64 of the seller's logo (png, at most 512 KB) with its size (migration 007). */
  logo_image: string | null;
  logo_width: number | null;
  logo_height: number | null;
  /** A hash of the logo's bytes: its public URL's version and its ETag. */
  logo_version: string | null;
  updated_at: string;
}

/** Keys the server generates once and shares between instances (migration 005). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** Proof-of-work challenges already solved: a solution is accepted once (migration 005). */
export interface UsedChallengesTable {
  /** The challenge's hex SHA-256. */
  challenge: string;
  /** Until then the challenge would still verify; after it the row can go. */
  expires_at: string;
}
