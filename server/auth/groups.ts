import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** A group (a role) as /v1/groups and /v1/me/current-user-group answer it. */
export interface GroupAnswer {
  id: number;
  name: string;
}

/** Groups are the same for every seller, so they need no tenancy filter. In id order. */
export async function listGroups(db: Kysely<Database>, { limit, offset }: { limit: number; offset: number }): Promise<{ rows: GroupAnswer[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.selectFrom("groups").select(["id", "name"]).orderBy("id").limit(limit).offset(offset).execute(),
    db.selectFrom("groups").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function findGroup(db: Kysely<Database>, id: number): Promise<GroupAnswer | undefined> {
  return db.selectFrom("groups").select(["id", "name"]).where("id", "=", id).executeTakeFirst();
}

/** The group of that name: a signed-in user's, which always exists. */
export async function groupNamed(db: Kysely<Database>, name: string): Promise<GroupAnswer> {
  return db.selectFrom("groups").select(["id", "name"]).where("name", "=", name).executeTakeFirstOrThrow();
}
