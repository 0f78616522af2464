import type { Kysely, Transaction } from "kysely";
import type * as v from "valibot";
import { CASE_CURRENCY, type CaseAction, type CasesQuery, type DutiesCase, type DutiesCaseDetail, STATUS_NEEDING_SELLER } from "../../src/api/schemas/duties-cases";
import { can } from "../../src/domain/groups";
import type { Database } from "../db/schema";
import { units } from "../db/money";
import type { AuthUser } from "../deps";
import { notFound } from "../http/errors";

/**
 * Reads of the seller's duties and taxes cases (migration 017). Every read names the seller:
 * another seller's case is as missing as none (404).
 */
export type Db = Kysely<Database> | Transaction<Database>;

type Filters = Omit<v.InferOutput<typeof CasesQuery>, "limit" | "offset">;

/** The end of a day given as YYYY-MM-DD, as ISO text compares: the next day's start. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 24 * 60 * 60 * 1000).toISOString();

function filtered(db: Db, sellerId: number, filters: Filters) {
  let query = db.selectFrom("duties_cases as c").innerJoin("orders as o", "o.id", "c.order_id").where("c.seller_id", "=", sellerId);
  if (filters.status) query = query.where("c.status", "=", filters.status);
  if (filters.type) query = query.where("c.type", "=", filters.type);
  if (filters.order_number) query = query.where("o.order_number", "=", filters.order_number);
  if (filters.start_date) query = query.where("c.created_at", ">=", `${filters.start_date}T00:00:00.000Z`);
  if (filters.end_date) query = query.where("c.created_at", "<", nextDay(filters.end_date));
  return query;
}

const LISTED = ["c.id", "c.order_id", "o.order_number", "c.type", "c.status", "c.amount_cents", "c.description", "c.created_at", "c.updated_at"] as const;

interface CaseRow {
  id: number;
  order_id: number;
  order_number: string;
  type: DutiesCase["type"];
  status: DutiesCase["status"];
  amount_cents: number;
  description: string;
  created_at: string;
  updated_at: string;
}

export const caseAnswer = ({ amount_cents, ...row }: CaseRow): DutiesCase => ({ ...row, amount: units(amount_cents), currency: CASE_CURRENCY });

export async function listCases(db: Db, sellerId: number, query: v.InferOutput<typeof CasesQuery>) {
  const { offset, limit, ...filters } = query;
  const rows = await filtered(db, sellerId, filters).select(LISTED).orderBy("c.created_at", "desc").orderBy("c.id", "desc").offset(offset).limit(limit).execute();
  const { count } = await filtered(db, sellerId, filters)
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .executeTakeFirstOrThrow();
  const elements = rows.map(caseAnswer);
  return { elements, count: Number(count), ids: elements.map((e) => e.id) };
}

/** What this user may do on a case in this status: only writers, only when customs waits for the seller. */
export function caseActions(status: DutiesCase["status"], user: Pick<AuthUser, "group">): CaseAction[] {
  return status === STATUS_NEEDING_SELLER && can(user.group, "seller:write") ? ["answer"] : [];
}

export async function findCase(db: Db, sellerId: number, id: number): Promise<DutiesCase> {
  const row = await filtered(db, sellerId, {}).select(LISTED).where("c.id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return caseAnswer(row);
}

export async function findCaseDetail(db: Db, user: AuthUser, id: number): Promise<DutiesCaseDetail> {
  const found = await findCase(db, user.seller_id, id);
  const events = await db
    .selectFrom("duties_case_events as e")
    .leftJoin("users as u", "u.id", "e.user_id")
    .select(["e.id", "e.status", "e.message", "u.name as author", "e.document_name", "e.created_at"])
    .where("e.case_id", "=", id)
    .orderBy("e.created_at", "asc")
    .orderBy("e.id", "asc")
    .execute();
  return { ...found, history: events.map((e) => ({ ...e, author: e.author ?? null })), actions: caseActions(found.status, user) };
}

