import type { Kysely } from "kysely";
import type { GroupName } from "../src/domain/groups";
import type { Database } from "./db/schema";
import type { DocumentPool } from "./documents/render-pool";
import type { JobQueue } from "./jobs/job-types";
import type { RequestLogger } from "./http/request-log";
import type { TaxIdProvider } from "./tax-id-check/provider";

/** What every route needs, passed in rather than imported, so tests can give their own clock. */
export interface ServerDeps {
  db: Kysely<Database>;
  now: () => Date;
  /**
   * How many proxies in front of the server to believe (X-Forwarded-For and -Proto, counted from
   * the right; server/http/forwarded.ts): a number of hops, `true` for one, `false` or 0 for none.
   */
  trustProxy: boolean | number;
  /** Public tracking lookups allowed per address and minute (default TRACKING_LOOKUP_LIMIT, server/verification/lookup-throttle.ts). */
  trackingLookupsPerMinute?: number;
  /** The worker threads that make PDF documents (decision 026); without it the server makes its own. */
  documents?: DocumentPool;
  /**
   * Where long work is queued (decision 030): the table queue on SQLite, pg-boss on PostgreSQL.
   * Without it the server queues into its own table queue, whose jobs a worker on the same
   * database runs.
   */
  jobs?: JobQueue;
  /** Where the line of each request goes (server/http/request-log.ts); without it, nowhere. */
  log?: RequestLogger;
  /** Integration code to the https URL of its real service; without one, the kind's stand-in. */
  integrationEndpoints?: Readonly<Record<string, string>>;
  /** True once the instance is shutting down: its readiness answers 503 so that no new work comes. */
  isDraining?: () => boolean;
  /** Webhooks may reach loopback and private addresses (config WEBHOOKS_ALLOW_PRIVATE; default false). */
  webhooksAllowPrivate?: boolean;
  /** DNS TXT lookups for sender domain verification; default node:dns/promises resolveTxt (tests give a stand-in). */
  resolveTxt?: (name: string) => Promise<string[][]>;
  /** The tax authority's CPF check (strict tax-id setting, decision 064); without it, the local stand-in. */
  taxIdCheck?: TaxIdProvider;
}

/** The signed-in user of a request, set by `requireUser`. */
export interface AuthUser {
  id: number;
  seller_id: number;
  group: GroupName;
  name: string;
  email: string;
  can_overpack: boolean;
  language: number;
  session_id: number;
}

export interface AppEnv {
  Variables: {
    user: AuthUser;
    /** The request's id, logged and echoed in X-Request-Id (server/http/request-log.ts). */
    requestId: string;
    /** What made the answer a 500, for the request's log line. */
    failure: unknown;
  };
}

export const isoNow = (deps: Pick<ServerDeps, "now">) => deps.now().toISOString();
export const isoAfter = (deps: Pick<ServerDeps, "now">, ms: number) => new Date(deps.now().getTime() + ms).toISOString();
