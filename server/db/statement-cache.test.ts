import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { keepingStatements } from "./sqlite-dialect";

/** SQLite's prepared statements are kept per connection (sqlite-dialect.ts): compiled once, reused, the least recently used dropped. */
describe("keepingStatements", () => {
  it("prepares each text once, answers as before, and drops the least recently used past its size", () => {
    const sqlite = new BetterSqlite3(":memory:");
    let prepared = 0;
    const counting = { close: () => sqlite.close(), prepare: (sql: string) => (prepared++, sqlite.prepare(sql)) };
    const database = keepingStatements(counting, 2);
    database.prepare("create table t (n integer)").run([]);
    database.prepare("insert into t (n) values (?)").run([1]);
    database.prepare("insert into t (n) values (?)").run([2]);
    expect(database.prepare("select n from t order by n").all([])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(prepared).toBe(3);
    // Size 2: "select" pushed out "create", the least recently used, which is prepared again
    // (pushing out "insert"); "select" is still kept, "insert" no longer.
    database.prepare("create table t (n integer)");
    expect(prepared).toBe(4);
    database.prepare("select n from t order by n");
    expect(prepared).toBe(4);
    database.prepare("insert into t (n) values (?)");
    expect(prepared).toBe(5);
    database.close();
  });
});
