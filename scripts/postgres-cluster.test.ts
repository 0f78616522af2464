import { existsSync } from "node:fs";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { findPostgresBinaries, startPostgresCluster } from "./postgres-cluster.mjs";

/**
 * The throwaway cluster of `npm test` (scripts/test-all.mjs runs the server tests on it). Needs
 * Debian's postgresql package, as `npm test` does; test-all.mjs fails the run without it.
 */
describe.runIf(findPostgresBinaries())("a throwaway PostgreSQL cluster", () => {
  it("starts on a free port with the portal's text rules, takes connections, and leaves nothing when stopped", { timeout: 60_000 }, async () => {
    const cluster = await startPostgresCluster({ quiet: true });
    try {
      expect(cluster.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      const { rows } = await client.query<{ folded: string; bytewise: boolean }>("select lower('ÁÇÃO') as folded, 'B' < 'a' as bytewise");
      await client.end();
      expect(rows[0]).toEqual({ folded: "áção", bytewise: true });
    } finally {
      cluster.stop();
    }
    expect(existsSync(cluster.dir)).toBe(false);
    const after = new pg.Client({ connectionString: cluster.url });
    await expect(after.connect()).rejects.toThrow();
  });
});
