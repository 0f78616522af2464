import type { Generated } from "kysely";

/** One user's acceptance of one version of the terms of service (migration 021, decision 053). */
export interface TermsAcceptancesTable {
  id: Generated<number>;
  user_id: number;
  /** TERMS_VERSION (src/domain/terms.ts) at the time; unique with user_id. */
  version: string;
  accepted_at: string;
  /** The browser that sent the acceptance (cut to 512 characters), as evidence; null when none was sent. */
  user_agent: string | null;
}
