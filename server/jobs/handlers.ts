import type { Kysely } from "kysely";
import { NOTIFICATION_DELIVERY_JOB_KIND } from "../../src/api/schemas/notification-deliveries";
import type { Database } from "../db/schema";
import { documentsJob } from "../documents/documents-job";
import type { DocumentPool } from "../documents/render-pool";
import { type DeliveryConfig, NO_DELIVERY_CONFIG } from "../notification-delivery/delivery-config";
import { notificationDeliveryJob } from "../notification-delivery/delivery-job";
import { ordersImportJob } from "../order-import/import-job";
import { productsImportJob } from "../product-import/products-import-job";
import type { JobHandlers, JobQueue } from "./job-types";

export interface JobHandlerDeps {
  db: Kysely<Database>;
  documents: DocumentPool;
  /** Default: the real clock. */
  now?: () => Date;
  /** Where jobs queue jobs of their own (an import's orders' notifications); default the table queue. */
  jobs?: JobQueue;
  /** Where notifications go (config `delivery`); default: mails into the outbox, no admin webhook, no SMS. */
  delivery?: DeliveryConfig;
  /** Webhooks may reach loopback and private addresses (WEBHOOKS_ALLOW_PRIVATE). */
  webhooksAllowPrivate?: boolean;
}

/** What each kind of job runs, for the workers of this process (main.ts, worker.ts). */
export function jobHandlers(deps: JobHandlerDeps): JobHandlers {
  const now = deps.now ?? (() => new Date());
  return {
    order_documents: documentsJob(deps),
    "orders-import": ordersImportJob({ db: deps.db, now, jobs: deps.jobs }),
    "products-import": productsImportJob({ db: deps.db, now }),
    [NOTIFICATION_DELIVERY_JOB_KIND]: notificationDeliveryJob({ db: deps.db, now, config: deps.delivery ?? NO_DELIVERY_CONFIG, webhooksAllowPrivate: deps.webhooksAllowPrivate ?? false }),
  };
}
