import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { keepingStatements } from "./sqlite-dialect";

/** SQLite's prepared statements are kept per connection (sqlite-dialect.ts): compiled once, reused, the least recently used dropped. */
describe("keepingStatements", () => {
  it("prepares each text once, answers as before, and drops the least recently used past its size", () => {
    const sqlite = new BetterSqlite3(":memory:");
    let prepared = 0;
    const database = keepingStatements({ close: () => sqlite.close(), prepare: (sql: string) => (prepared++, sqlite.prepare(sql)) }, 2);
    const one = "select ? + 1 as n";
    const two = "select ? + 2 as n";
    const three = "select ? + 3 as n";
    expect(database.prepare(one).all([1])).toEqual([{ n: 2 }]);
    expect(database.prepare(one).all([5])).toEqual([{ n: 6 }]);
    expect(database.prepare(two).all([1])).toEqual([{ n: 3 }]);
    expect(prepared).toBe(2);
    // Size 2: using `one` makes `two` the least recently used, which `three` pushes out.
    database.prepare(one);
    database.prepare(three);
    expect(prepared).toBe(3);
    database.prepare(one);
    expect(prepared).toBe(3);
    database.prepare(two);
    expect(prepared).toBe(4);
    database.close();
  });
});
