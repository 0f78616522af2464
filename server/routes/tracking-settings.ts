import { createHash } from "node:crypto";
import { Hono } from "hono";
import { IdParam } from "../../src/api/schemas/common";
import {
  MAX_AD_IMAGE_BYTES,
  MAX_AD_SIDE,
  MAX_LOGO_IMAGE_BYTES,
  MAX_LOGO_SIDE,
  MIN_AD_HEIGHT,
  MIN_AD_WIDTH,
  MIN_LOGO_SIDE,
  TRACKING_MESSAGES,
  UpdateTrackingSettingsRequest,
} from "../../src/api/schemas/tracking-settings";
import { requirePermission, requireUser } from "../auth/require-user";
import { assertOwnSeller } from "../auth/tenancy";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one } from "../http/answers";
import { imageVersion } from "../http/image-size";
import { type ImageRules, readUploadedImage, serveStoredImage } from "../http/uploaded-image";
import { readJson, readParams } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import {
  loadTrackingBranding,
  loadTrackingSettings,
  removeAdImage,
  removeLogo,
  saveAdImage,
  saveLogo,
  saveTrackingSettings,
  storedAdImage,
  storedLogo,
} from "../settings/tracking-settings";

/** The advertising image (configuration area section 5): jpeg or png, 932x240 at least. */
const AD_RULES: ImageRules = {
  field: "ad",
  types: ["image/jpeg", "image/png"],
  maxBytes: MAX_AD_IMAGE_BYTES,
  minWidth: MIN_AD_WIDTH,
  minHeight: MIN_AD_HEIGHT,
  maxSide: MAX_AD_SIDE,
  messages: {
    invalidFormat: TRACKING_MESSAGES.invalidFileFormat,
    tooHeavy: TRACKING_MESSAGES.adTooHeavy,
    tooSmall: TRACKING_MESSAGES.adTooSmall,
    tooLarge: TRACKING_MESSAGES.adTooLarge,
  },
};

/** The seller's logo (configuration area section 5): png only. */
const LOGO_RULES: ImageRules = {
  field: "company_logo",
  types: ["image/png"],
  maxBytes: MAX_LOGO_IMAGE_BYTES,
  minWidth: MIN_LOGO_SIDE,
  minHeight: MIN_LOGO_SIDE,
  maxSide: MAX_LOGO_SIDE,
  messages: {
    invalidFormat: TRACKING_MESSAGES.logoNotPng,
    tooHeavy: TRACKING_MESSAGES.logoTooHeavy,
    tooSmall: TRACKING_MESSAGES.logoTooSmall,
    tooLarge: TRACKING_MESSAGES.logoTooLarge,
  },
};

/**
 * The seller's tracking page settings, advertising image and logo (guarded like every settings
 * call), and the public branding the tracking page reads without signing in.
 */
export function trackingSettingsRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  const write = requirePermission("seller:write");

  app.get("/tracking_settings/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    return c.json(one(await loadTrackingSettings(deps.db, id)));
  });

  app.put("/tracking_settings/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const input = await readJson(c, UpdateTrackingSettingsRequest);
    return runMutation(c, deps, { required: false, input: { id, ...input } }, async (trx) => {
      await saveTrackingSettings(trx, id, input, isoNow(deps));
      return { status: 200, body: one(await loadTrackingSettings(trx, id)) };
    });
  });

  app.put("/sellers/:id/upload-ad", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const image = await readUploadedImage(c, AD_RULES);
    // The fingerprint names the file by its hash: a retry of the same upload is a replay.
    const sha256 = createHash("sha256").update(image.bytes).digest("hex");
    return runMutation(c, deps, { required: false, input: { id, ad: sha256 } }, async (trx) => {
      await saveAdImage(trx, id, image, isoNow(deps));
      return { status: 200, body: one(await loadTrackingSettings(trx, id)) };
    });
  });

  app.delete("/sellers/:id/upload-ad", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    return runMutation(c, deps, { required: false, input: { id } }, async (trx) => {
      await removeAdImage(trx, id, isoNow(deps));
      return { status: 200, body: one(await loadTrackingSettings(trx, id)) };
    });
  });

  app.put("/sellers/:id/upload-company-logo", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const image = await readUploadedImage(c, LOGO_RULES);
    const version = imageVersion(image.bytes);
    // The version is the file's hash: a retry of the same upload is a replay.
    return runMutation(c, deps, { required: false, input: { id, company_logo: version } }, async (trx) => {
      await saveLogo(trx, id, image, version, isoNow(deps));
      return { status: 200, body: one(await loadTrackingSettings(trx, id)) };
    });
  });

  app.delete("/sellers/:id/upload-company-logo", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    return runMutation(c, deps, { required: false, input: { id } }, async (trx) => {
      await removeLogo(trx, id, isoNow(deps));
      return { status: 200, body: one(await loadTrackingSettings(trx, id)) };
    });
  });

  // Public: the tracking page is read by end customers who never sign in.
  app.get("/trackings/branding/:id", async (c) => {
    const { id } = readParams(c, IdParam);
    return c.json(one(await loadTrackingBranding(deps.db, id)));
  });

  app.get("/trackings/branding/:id/ad", async (c) => {
    const { id } = readParams(c, IdParam);
    return serveStoredImage(c, await storedAdImage(deps.db, id));
  });

  app.get("/trackings/branding/:id/logo", async (c) => {
    const { id } = readParams(c, IdParam);
    return serveStoredImage(c, await storedLogo(deps.db, id));
  });

  return app;
}
