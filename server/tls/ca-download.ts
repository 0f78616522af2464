import type { Hono } from "hono";
import type { AppEnv } from "../deps";
import { contentDisposition } from "../http/content-disposition";

/** Where a phone downloads the trial CA to install it (README, "Phones and tablets"). */
export const CA_DOWNLOAD_PATH = "/ca.crt";

/**
 * The trial CA's certificate as Android and iOS install it: DER, `application/x-x509-ca-cert`,
 * saved as a .crt file (Android's installer lists files by that ending). Public by nature: it
 * holds no key, and a person compares its fingerprint with the one the server printed.
 */
export function serveTrialCa(app: Hono<AppEnv>, der: Uint8Array): void {
  app.get(CA_DOWNLOAD_PATH, (c) => {
    c.header("Content-Type", "application/x-x509-ca-cert");
    c.header("Content-Disposition", contentDisposition("portal-trial-ca.crt"));
    c.header("Cache-Control", "no-cache");
    return c.body(new Uint8Array(der), 200);
  });
}
