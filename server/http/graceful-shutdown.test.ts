import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { shutDownGracefully } from "./graceful-shutdown";

/** A promise with its resolve outside, so the test decides when things happen (no timers). */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A real HTTP server whose /slow answers when the test says so. */
async function slowServer() {
  const started = deferred();
  const answer = deferred<string>();
  const app = new Hono();
  app.get("/slow", async (c) => {
    started.resolve();
    return c.text(await answer.promise);
  });
  app.get("/quick", (c) => c.text("quick"));
  const listening = deferred();
  server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => listening.resolve()) as Server;
  await listening.promise;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, url, started, answer };
}

describe("graceful shutdown", () => {
  it("stops taking connections, lets the request in flight finish, then releases the database", async () => {
    const { server, url, started, answer } = await slowServer();
    // A connection kept alive by an earlier request must not hold the shutdown up.
    expect(await (await fetch(`${url}/quick`)).text()).toBe("quick");
    const inFlight = fetch(`${url}/slow`);
    await started.promise;

    const events: string[] = [];
    const done = shutDownGracefully(server, {
      drain: () => events.push("drain"),
      release: async () => {
        events.push("release");
      },
      graceOver: new Promise(() => {}),
    });
    expect(events).toEqual(["drain"]);
    await expect(fetch(`${url}/quick`)).rejects.toThrow();

    answer.resolve("finished");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("finished");
    expect(await done).toBe(true);
    expect(events).toEqual(["drain", "release"]);
  });

  it("cuts a request still running when the grace is over, and still releases", async () => {
    const { server, url, started } = await slowServer();
    const inFlight = fetch(`${url}/slow`);
    await started.promise;
    const grace = deferred();
    let released = false;
    const done = shutDownGracefully(server, {
      drain: () => {},
      release: async () => {
        released = true;
      },
      graceOver: grace.promise,
    });
    expect(released).toBe(false);
    grace.resolve();
    expect(await done).toBe(false);
    await expect(inFlight).rejects.toThrow();
    expect(released).toBe(true);
  });
});
