import type { Generated } from "kysely";

/** A sign-in e-mail change waiting for the new address (migration 033c, decision 068). */
export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  new_email: string;
  /** SHA-256 of the mailed token. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** Confirmed, replaced or cancelled; at most one row per user has it null. */
  used_at: string | null;
}

/** A browser that signed in to the account with its password (migration 033c, decision 068). */
export interface SignInDevicesTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the device token the browser keeps. */
  token_hash: string;
  created_at: string;
  expires_at: string;
}
