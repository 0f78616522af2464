import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { isoNow, type ServerDeps } from "../deps";

/** The row of server_secrets that signs verification challenges. */
export const VERIFICATION_SECRET_NAME = "verification";
/** 32 random bytes, as hex: as strong as the HMAC-SHA256 it keys. */
const SECRET_BYTES = 32;
/** Shorter configured secrets are guessable offline from one signed challenge. */
export const MIN_CONFIGURED_SECRET_LENGTH = 32;

/**
 * The key that signs challenges. VERIFICATION_SECRET wins when set (several instances on several
 * databases, or a key rotated by hand); otherwise the first instance generates one and stores it,
 * so that every instance on the same database signs and checks with the same key, and a restart
 * does not void the challenges already handed out. Cached per database once read.
 */
export async function verificationSecret(deps: Pick<ServerDeps, "db" | "now">, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const configured = env["VERIFICATION_SECRET"];
  if (configured !== undefined && configured !== "") {
    if (configured.length < MIN_CONFIGURED_SECRET_LENGTH) {
      throw new Error(`VERIFICATION_SECRET must be at least ${MIN_CONFIGURED_SECRET_LENGTH} characters long.`);
    }
    return configured;
  }
  let cached = storedSecrets.get(deps.db);
  if (!cached) {
    cached = readOrCreate(deps);
    storedSecrets.set(deps.db, cached);
    cached.catch(() => storedSecrets.delete(deps.db));
  }
  return cached;
}

const storedSecrets = new WeakMap<Kysely<Database>, Promise<string>>();

async function readOrCreate(deps: Pick<ServerDeps, "db" | "now">): Promise<string> {
  // Two instances starting together may both try: the first insert wins, and both read it back.
  await deps.db
    .insertInto("server_secrets")
    .values({ name: VERIFICATION_SECRET_NAME, value: randomBytes(SECRET_BYTES).toString("hex"), created_at: isoNow(deps) })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await deps.db.selectFrom("server_secrets").select("value").where("name", "=", VERIFICATION_SECRET_NAME).executeTakeFirstOrThrow();
  return row.value;
}
