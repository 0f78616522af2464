import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { InsertQueryNode, type KyselyPlugin } from "kysely";

/**
 * What the tests of long jobs use to watch them (decision 066): a database that fails or tells at
 * an insert, and the app on a real socket, where a request needs turns of the event loop.
 */

/** A database whose `nth` insert into `table` fails, as a worker dying there would stop it. */
export function failOnInsert(table: string, nth: number): KyselyPlugin {
  let inserts = 0;
  return {
    transformQuery({ node }) {
      if (InsertQueryNode.is(node) && node.into?.table.identifier.name === table && ++inserts === nth) throw new Error("The worker died");
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

/** A database that calls `seen` at its first insert into `table`. */
export function onInsert(table: string, seen: () => void): KyselyPlugin {
  return {
    transformQuery({ node }) {
      if (InsertQueryNode.is(node) && node.into?.table.identifier.name === table) seen();
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** The app on a real loopback socket. */
export async function listening(fetch: (request: Request) => Response | Promise<Response>) {
  const ready = deferred();
  const http = serve({ fetch, port: 0, hostname: "127.0.0.1" }, () => ready.resolve()) as Server;
  await ready.promise;
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => http.close(() => done())),
  };
}
