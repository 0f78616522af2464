import BetterSqlite3 from "better-sqlite3";
import { type Generated, Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { withStatementCache } from "./statement-cache";

/**
 * The SQLite statement cache (decision 045) answers exactly what preparing anew would: the same
 * rows, after a schema change too, and a streamed query's statement is never taken by another
 * query while it is being read. It needs no server, so it runs the same in both server projects.
 */
let sqlite: BetterSqlite3.Database;
afterEach(() => {
  if (sqlite.open) sqlite.close();
});

function open(size?: number) {
  sqlite = new BetterSqlite3(":memory:");
  sqlite.exec("create table items (id integer primary key, name text not null)");
  sqlite.exec("insert into items (name) values ('one'), ('two'), ('three')");
  return withStatementCache(sqlite, size);
}

describe("withStatementCache", () => {
  it("prepares one SQL text once and answers its current rows each time", () => {
    const database = open();
    const first = database.prepare("select name from items where id = ?");
    expect(first.all([1])).toEqual([{ name: "one" }]);
    sqlite.exec("update items set name = 'uno' where id = 1");
    const again = database.prepare("select name from items where id = ?");
    expect(again).toBe(first);
    expect(again.all([1])).toEqual([{ name: "uno" }]);
  });

  it("gives a streamed query's statement to nobody else while it is read", () => {
    const database = open();
    const text = "select name from items order by id";
    const streamed = database.prepare(text).iterate([]);
    expect(streamed.next().value).toEqual({ name: "one" });
    expect(database.prepare(text).all([])).toEqual([{ name: "one" }, { name: "two" }, { name: "three" }]);
    expect([...streamed]).toEqual([{ name: "two" }, { name: "three" }]);
  });

  it("answers the new columns after a migration adds one", () => {
    const database = open();
    const text = "select * from items where id = ?";
    expect(database.prepare(text).all([2])).toEqual([{ id: 2, name: "two" }]);
    sqlite.exec("alter table items add column note text not null default 'n'");
    expect(database.prepare(text).all([2])).toEqual([{ id: 2, name: "two", note: "n" }]);
  });

  it("keeps at most its size, dropping the least recently used", () => {
    const database = open(2);
    const a = database.prepare("select 1 as a");
    const b = database.prepare("select 2 as b");
    expect(database.prepare("select 1 as a")).toBe(a);
    database.prepare("select 3 as c");
    expect(database.prepare("select 1 as a")).toBe(a);
    expect(database.prepare("select 2 as b")).not.toBe(b);
  });

  it("serves Kysely's queries and transactions, and closes the database", async () => {
    const database = open();
    const db = new Kysely<{ items: { id: Generated<number>; name: string } }>({ dialect: new SqliteDialect({ database }) });
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("items").values({ name: "four" }).execute();
      await trx.insertInto("items").values({ name: "five" }).execute();
    });
    await expect(db.transaction().execute(async (trx) => {
      await trx.insertInto("items").values({ name: "six" }).execute();
      throw new Error("rolled back");
    })).rejects.toThrow("rolled back");
    const names = await db.selectFrom("items").select("name").where("id", ">", 3).orderBy("id").execute();
    expect(names.map((row) => row.name)).toEqual(["four", "five"]);
    expect((await sql<{ n: number }>`select count(*) as n from items`.execute(db)).rows).toEqual([{ n: 5 }]);
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });
});
