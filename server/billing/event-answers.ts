import type { Kysely, Selectable } from "kysely";
import type { AccountEvent } from "../../src/api/schemas/billing";
import type { BillingMethod, EventType } from "../../src/domain/billing";
import { units } from "../db/money";
import type { Database } from "../db/schema";

/** The events of one seller with what an answer names: the category and who added it. */
export const eventsOfSeller = (db: Kysely<Database>, sellerId: number) =>
  db
    .selectFrom("seller_account_events as e")
    .innerJoin("billing_categories as c", "c.id", "e.category_id")
    .leftJoin("users as u", "u.id", "e.created_by")
    .where("e.seller_id", "=", sellerId);

export const EVENT_COLUMNS = [
  "e.id",
  "e.seller_id",
  "e.category_id",
  "c.code as category",
  "c.name as category_name",
  "e.event_type",
  "e.method",
  "e.value_cents",
  "e.description",
  "e.service",
  "e.order_id",
  "u.name as created_by_name",
  "e.created_at",
] as const;

type EventRow = Pick<Selectable<Database["seller_account_events"]>, "id" | "seller_id" | "category_id" | "event_type" | "method" | "value_cents" | "description" | "service" | "order_id" | "created_at"> & {
  category: string;
  category_name: string;
  created_by_name: string | null;
};

export function eventAnswer(row: EventRow): AccountEvent {
  return {
    id: row.id,
    seller_id: row.seller_id,
    category_id: row.category_id,
    category: row.category,
    category_name: row.category_name,
    event_type: row.event_type as EventType,
    method: row.method as BillingMethod,
    value: units(Number(row.value_cents)),
    description: row.description,
    service: row.service,
    order_id: row.order_id,
    created_by_name: row.created_by_name,
    created_at: row.created_at,
  };
}
