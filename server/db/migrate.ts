import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import * as initial from "./migrations/001-initial";
import * as orders from "./migrations/002-orders";
import * as pickups from "./migrations/003-pickups";
import * as orderCreation from "./migrations/004-order-creation";
import * as trackingVerification from "./migrations/005-tracking-verification";
import * as trackingSettings from "./migrations/006-tracking-settings";
import * as sellerLogo from "./migrations/007-seller-logo";
import * as rateLimits from "./migrations/008-rate-limits";
import * as uniqueTrackingReference from "./migrations/009-unique-tracking-reference";
import * as sameOnPostgres from "./migrations/010-same-on-postgres";
import * as jobs from "./migrations/011-jobs";
import * as lookupIndexes from "./migrations/012-lookup-indexes";
import * as nameSearchIndex from "./migrations/013-name-search-index";
import * as orderImports from "./migrations/014-order-imports";
import * as channelFiles from "./migrations/015-channel-files";
import * as fiscalPayments from "./migrations/016-fiscal-payments";
import * as dutiesCases from "./migrations/017-duties-cases";
import * as volumeReverses from "./migrations/018-volume-reverses";
import * as overpacks from "./migrations/019-overpacks";
import * as userManagement from "./migrations/020-user-management";
import * as termsAcceptances from "./migrations/021-terms-acceptances";
import * as company from "./migrations/022-company";
import * as dashboardFiguresIndex from "./migrations/023-dashboard-figures-index";
import * as billing from "./migrations/024-billing";
import * as notificationRules from "./migrations/025-notification-rules";
import * as notificationSettings from "./migrations/026-notification-settings";
import * as notificationDeliveries from "./migrations/027-notification-deliveries";
import * as shippingRules from "./migrations/028-shipping-rules";
import * as customers from "./migrations/029-customers";
import * as contractTerms from "./migrations/030-contract-terms";
import * as integrationConnections from "./migrations/031-integration-connections";
import * as documentSettings from "./migrations/032-document-settings";
import * as jobLanes from "./migrations/033b-job-lanes";
import * as emailChangesAndDevices from "./migrations/033c-email-changes-and-devices";
import * as sealedSettingsSecrets from "./migrations/033d-sealed-settings-secrets";
import type { Dialect } from "./portable";
import type { Database } from "./schema";

interface VersionedMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
  down(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/**
 * Migrations in order. Names sort as versions; a migration once released is never edited,
 * a change is a new file.
 */
const MIGRATIONS: Record<string, VersionedMigration> = {
  "001-initial": initial,
  "002-orders": orders,
  "003-pickups": pickups,
  "004-order-creation": orderCreation,
  "005-tracking-verification": trackingVerification,
  "006-tracking-settings": trackingSettings,
  "007-seller-logo": sellerLogo,
  "008-rate-limits": rateLimits,
  "009-unique-tracking-reference": uniqueTrackingReference,
  "010-same-on-postgres": sameOnPostgres,
  "011-jobs": jobs,
  "012-lookup-indexes": lookupIndexes,
  "013-name-search-index": nameSearchIndex,
  "014-order-imports": orderImports,
  "015-channel-files": channelFiles,
  "016-fiscal-payments": fiscalPayments,
  "017-duties-cases": dutiesCases,
  "018-volume-reverses": volumeReverses,
  "019-overpacks": overpacks,
  "020-user-management": userManagement,
  "021-terms-acceptances": termsAcceptances,
  "022-company": company,
  "023-dashboard-figures-index": dashboardFiguresIndex,
  "024-billing": billing,
  "025-notification-rules": notificationRules,
  "026-notification-settings": notificationSettings,
  "027-notification-deliveries": notificationDeliveries,
  "028-shipping-rules": shippingRules,
  "029-customers": customers,
  "030-contract-terms": contractTerms,
  "031-integration-connections": integrationConnections,
  "032-document-settings": documentSettings,
  "033b-job-lanes": jobLanes,
  "033c-email-changes-and-devices": emailChangesAndDevices,
  "033d-sealed-settings-secrets": sealedSettingsSecrets,
};

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, m]) => [
        name,
        { up: (db: Kysely<unknown>) => m.up(db, this.dialect), down: (db: Kysely<unknown>) => m.down(db, this.dialect) },
      ]),
    );
  }
}

export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
