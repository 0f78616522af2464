import type { Generated } from "kysely";

/** Sales channel order files (migration 015, decision 041). */

/** new: uploaded; mapped: the user saved a mapping; imported: an import job was started from it. */
export type ChannelFileStatus = "new" | "mapped" | "imported";

export interface ChannelFilesTable {
  id: Generated<number>;
  seller_id: number;
  user_id: number;
  /** The marketplace the report comes from ("amazon"). */
  channel: string;
  name: string;
  size: number;
  bytes: Buffer;
  orders_count: number;
  rows_count: number;
  status: ChannelFileStatus;
  /** JSON of OrderMapping[] (src/domain/channel-report) saved by POST /v1/amazon-save. */
  mapping: string | null;
  /** The last orders-import job started from this file. */
  import_job_id: string | null;
  created_at: string;
  updated_at: string;
}
