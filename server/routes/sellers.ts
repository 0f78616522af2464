import { Hono } from "hono";
import * as v from "valibot";
import { COMPANY_MESSAGES, MAX_SIGNATURE_BYTES, MAX_SIGNATURE_SIDE, MIN_SIGNATURE_SIDE, SIGNATURE_IMAGE_TYPES, UpdateCompanyRequest } from "../../src/api/schemas/company";
import { IdParam } from "../../src/api/schemas/common";
import { requirePermission, requireUser } from "../auth/require-user";
import { assertOwnSeller } from "../auth/tenancy";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one } from "../http/answers";
import { HttpError, notFound } from "../http/errors";
import { imageVersion } from "../http/image-size";
import { type ImageRules, readUploadedImage } from "../http/uploaded-image";
import { readJson, readParams } from "../http/validate";
import { runMutation } from "../idempotency/idempotency";
import { loadCompany, updateCompany } from "../sellers/company";
import { removeSignature, saveSignature, storedSignature } from "../sellers/signature";

/** The signature (configuration area section 3): a png, like the logo. */
const SIGNATURE_RULES: ImageRules = {
  field: "company_signature",
  types: SIGNATURE_IMAGE_TYPES,
  maxBytes: MAX_SIGNATURE_BYTES,
  minWidth: MIN_SIGNATURE_SIDE,
  minHeight: MIN_SIGNATURE_SIDE,
  maxSide: MAX_SIGNATURE_SIDE,
  messages: {
    invalidFormat: COMPANY_MESSAGES.invalidFileFormat,
    tooHeavy: COMPANY_MESSAGES.signatureTooHeavy,
    tooSmall: COMPANY_MESSAGES.signatureTooSmall,
    tooLarge: COMPANY_MESSAGES.signatureTooLarge,
  },
};

/** The multipart field by which the uploader confirms being allowed to use the signature. */
const AUTHORIZED_FIELD = "authorized";

/**
 * The user's own seller as a company (server/sellers/company.ts, decision 054): read by every
 * group, written by Seller Admin and Seller Operation (`seller:write`); another seller's is 404.
 * The logo upload is the tracking page's (routes/tracking-settings.ts): one brand logo.
 */
export function sellerRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  const write = requirePermission("seller:write");

  app.get("/sellers/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const company = await loadCompany(deps.db, id);
    if (!company) throw notFound();
    return c.json(one(company));
  });

  app.put("/sellers/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const input = await readJson(c, UpdateCompanyRequest);
    return runMutation(c, deps, { required: false, input: { id, ...input } }, async (trx) => ({ status: 200, body: one(await updateCompany(trx, id, input)) }));
  });

  app.put("/sellers/:id/upload-company-signature", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const image = await readUploadedImage(c, SIGNATURE_RULES);
    // parseBody is cached by Hono: the same form the image came from.
    const form = await c.req.parseBody();
    if (!v.is(v.literal("true"), form[AUTHORIZED_FIELD])) throw new HttpError(422, [{ [AUTHORIZED_FIELD]: [COMPANY_MESSAGES.signatureNotAuthorized] }]);
    const version = imageVersion(image.bytes);
    const user = c.var.user;
    return runMutation(c, deps, { required: false, input: { id, company_signature: version } }, async (trx) => {
      await saveSignature(trx, id, image, version, user.id, isoNow(deps));
      return { status: 200, body: one(await loadCompany(trx, id)) };
    });
  });

  app.delete("/sellers/:id/upload-company-signature", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    return runMutation(c, deps, { required: false, input: { id } }, async (trx) => {
      await removeSignature(trx, id);
      return { status: 200, body: one(await loadCompany(trx, id)) };
    });
  });

  // Private (unlike the logo): only the seller's own users see its signature.
  app.get("/sellers/:id/company-signature", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const image = await storedSignature(deps.db, id);
    c.header("Cache-Control", "private, no-cache");
    c.header("Content-Type", image.type);
    return c.body(Buffer.from(image.base64, "base64"));
  });

  return app;
}
