import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { CHANNEL_FILE_LINK_SECONDS } from "../../src/api/schemas/channel-files";
import type { Database } from "../db/schema";
import { type ServerDeps, isoNow } from "../deps";

/**
 * Download links of channel files (decision 041): PUT /v1/amazon_files/{id} answers a URL whose
 * token is an HMAC of the file, its seller and an expiry, so a plain link (an <a href>, a new
 * tab, a download manager) fetches the file without the bearer token, only for a few minutes,
 * and only that file. Nothing is stored per link: any instance sharing the database checks it.
 */
const SECRET_NAME = "channel-file-links";
const SECRET_BYTES = 32;

const secrets = new WeakMap<Kysely<Database>, Promise<string>>();

/** The signing key, made once per database by the first instance that needs it. */
function linkSecret(deps: Pick<ServerDeps, "db" | "now">): Promise<string> {
  let secret = secrets.get(deps.db);
  if (!secret) {
    secret = (async () => {
      await deps.db
        .insertInto("server_secrets")
        .values({ name: SECRET_NAME, value: randomBytes(SECRET_BYTES).toString("hex"), created_at: isoNow(deps) })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
      const row = await deps.db.selectFrom("server_secrets").select("value").where("name", "=", SECRET_NAME).executeTakeFirstOrThrow();
      return row.value;
    })();
    secrets.set(deps.db, secret);
    secret.catch(() => secrets.delete(deps.db));
  }
  return secret;
}

const signature = (secret: string, fileId: number, sellerId: number, expires: number) =>
  createHmac("sha256", secret).update(`${fileId}.${sellerId}.${expires}`).digest("base64url");

export async function signDownloadLink(deps: Pick<ServerDeps, "db" | "now">, fileId: number, sellerId: number) {
  const expires = Math.floor(deps.now().getTime() / 1000) + CHANNEL_FILE_LINK_SECONDS;
  const token = `${sellerId}.${expires}.${signature(await linkSecret(deps), fileId, sellerId, expires)}`;
  return { url: `/v1/amazon_files/${fileId}/download?token=${token}`, expires_at: new Date(expires * 1000).toISOString() };
}

/** The seller the token was made for, when it is this file's, genuine and not expired; else undefined. */
export async function sellerOfDownloadToken(deps: Pick<ServerDeps, "db" | "now">, fileId: number, token: string): Promise<number | undefined> {
  const [seller, expires, given] = token.split(".");
  const sellerId = Number(seller);
  const expiresAt = Number(expires);
  if (!Number.isSafeInteger(sellerId) || !Number.isSafeInteger(expiresAt) || given === undefined) return undefined;
  if (expiresAt * 1000 < deps.now().getTime()) return undefined;
  const expected = Buffer.from(signature(await linkSecret(deps), fileId, sellerId, expiresAt));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? sellerId : undefined;
}
