import type { Generated } from "kysely";

/** Tables of the public tracking page: its settings, human verification and the lookup limit (migrations 005 and 006). */

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

/** Public tracking lookups per address, for the rate limit (migration 005). */
export interface TrackingLookupsTable {
  id: Generated<number>;
  address: string;
  created_at: string;
}
