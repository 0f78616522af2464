import type { Generated } from "kysely";

/** A reverse volume (migration 018, decision 048): one volume of a delivered order sent back. */
export interface VolumeReversesTable {
  id: Generated<number>;
  seller_id: number;
  order_id: number;
  /** Unique: a volume is reversed at most once. */
  volume_id: number;
  /** "R" + the order number + "-" + the box number: unique because the volume is. */
  reverse_number: string;
  /** An S10 number of its own (decision 025), the code the reverse label carries. */
  tracking_reference: string;
  carrier_name: string;
  /** Copied from the volume's first item when the reverse is made. */
  item_name: string;
  description: string | null;
  hs_code: string;
  created_by: number;
  created_at: string;
}
