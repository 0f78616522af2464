import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import * as v from "valibot";
import { ErrorBody } from "../../src/api/schemas/common";
import { type TestServer, createTestServer } from "../testing/test-server";
import { MAX_DISCARDED_BODY_BYTES } from "./body-limit";
import { MAX_BODY_BYTES, MAX_IMAGE_UPLOAD_BODY_BYTES, MAX_ORDER_BODY_BYTES } from "./validate";

/**
 * Oversized bodies over a real socket (issue 13): the client sends its whole body and then reads
 * a 413 with `messages`, as a browser's fetch does, instead of a connection reset while sending.
 * The server answers only once it has read the body (up to a hard cap), so the answer never
 * comes before the client has sent its last byte, however slow the client is: the client below
 * lets the event loop turn after every chunk, so an early answer would be seen.
 */

const MB = 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;

let server: TestServer;
let listener: ServerType;
let port: number;
beforeAll(async () => {
  server = await createTestServer();
  listener = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => listener.once("listening", () => resolve()));
  port = (listener.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => listener.close(resolve));
  await server.close();
});

interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The answer's headers came while the client was still sending. */
  answeredWhileSending: boolean;
}

/**
 * Sends `bytes` of body in chunks, a turn of the event loop after each, then reads the answer.
 * `lengthKnown: false` sends it chunked, without Content-Length. Fails on a socket error.
 */
function send(method: string, path: string, bytes: number, { lengthKnown = true } = {}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (lengthKnown) headers["Content-Length"] = String(bytes);
    let ended = false;
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      const answeredWhileSending = !ended;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8"), answeredWhileSending }));
      res.on("error", reject);
    });
    req.on("error", reject);
    const chunk = Buffer.alloc(CHUNK_BYTES, "x");
    let sent = 0;
    const writeNext = () => {
      if (sent >= bytes) {
        ended = true;
        req.end();
        return;
      }
      const piece = chunk.subarray(0, Math.min(CHUNK_BYTES, bytes - sent));
      sent += piece.length;
      req.write(piece, (error) => {
        if (error) return reject(error);
        setImmediate(writeNext);
      });
    };
    writeNext();
  });
}

const messagesOf = (sent: Sent) => v.parse(ErrorBody, JSON.parse(sent.body)).messages;

describe("a body over its limit, sent over a real socket", () => {
  const cases = [
    { limit: "standard", method: "POST", path: "/v1/login", bytes: 1 * MB, max: MAX_BODY_BYTES },
    { limit: "whole order", method: "POST", path: "/v1/orders", bytes: 3 * MB, max: MAX_ORDER_BODY_BYTES },
    { limit: "image upload", method: "PUT", path: "/v1/sellers/1/upload-ad", bytes: 1.5 * MB, max: MAX_IMAGE_UPLOAD_BODY_BYTES },
  ];

  for (const { limit, method, path, bytes, max } of cases) {
    it(`gets the 413 with messages once it has sent it all (${limit} limit, ${bytes / MB} MB)`, async () => {
      const answer = await send(method, path, bytes);
      expect(answer.answeredWhileSending).toBe(false);
      expect(answer.status).toBe(413);
      expect(messagesOf(answer)).toEqual([`The request body is larger than ${max / 1024} KB.`]);
    });
  }

  it("gets the 413 with messages when the body comes chunked, without a length", async () => {
    const answer = await send("POST", "/v1/login", 1 * MB, { lengthKnown: false });
    expect(answer.answeredWhileSending).toBe(false);
    expect(answer.status).toBe(413);
    expect(messagesOf(answer)).toEqual([`The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`]);
  });

  it("keeps the connection for the next request after the 413", async () => {
    const agent = new (await import("node:http")).Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const ask = (body: string) =>
        new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
          const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path: "/v1/login", agent, headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) } }, (res) => {
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0, socket: req.socket }));
          });
          req.on("error", reject);
          req.end(body);
        });
      const refused = await ask("x".repeat(MB));
      const next = await ask(JSON.stringify({}));
      expect(refused.status).toBe(413);
      expect(next.status).toBe(422);
      expect(next.socket).toBe(refused.socket);
    } finally {
      agent.destroy();
    }
  });

  it("is refused at once, closing the connection, when its declared length is beyond the hard cap", async () => {
    // Only the headers are sent: the answer must come without waiting for the body.
    const answer = await new Promise<Sent>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path: "/v1/login", headers: { "Content-Type": "application/json", "Content-Length": String(MAX_DISCARDED_BODY_BYTES + 1) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8"), answeredWhileSending: true }));
      });
      req.on("error", reject);
      req.flushHeaders();
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(messagesOf(answer)).toEqual([`The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`]);
  });
});
