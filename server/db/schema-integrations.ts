import type { Generated } from "kysely";

/** A request to change a contract's price table, waiting for a supervisor (migration 030, decision 065). */
export interface PriceChangeRequestsTable {
  id: Generated<number>;
  seller_id: number;
  contract_id: number;
  requested_by: number;
  /** "seller_admin" (recipient_user_id names them) or "account_manager" (the platform's; no user here). */
  recipient_kind: string;
  recipient_user_id: number | null;
  /** What to change and why, as the requester wrote them. */
  change: string;
  reason: string;
  /** "pending", "approved" or "refused". */
  state: Generated<string>;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
}

/** A seller's connected integration (migration 031, decision 065); disconnecting deletes the row. */
export interface IntegrationConnectionsTable {
  id: Generated<number>;
  seller_id: number;
  integration_code: string;
  /** "v1.<nonce>.<tag>.<ciphertext>": AES-256-GCM of the credentials' JSON (credential-box.ts). */
  credentials_sealed: string;
  /** JSON of each field to the mask "••••" (decision 069; migration 033d masked older rows' last characters too). */
  credentials_masked: string;
  connected_by: number;
  connected_at: string;
}
