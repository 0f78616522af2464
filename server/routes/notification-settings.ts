import { Hono } from "hono";
import { IdParam } from "../../src/api/schemas/common";
import { NOTIFICATION_SETTINGS_MESSAGES, UpdateNotificationSettingsRequest } from "../../src/api/schemas/notification-settings";
import { requirePermission, requireUser } from "../auth/require-user";
import { assertOwnSeller } from "../auth/tenancy";
import { type AppEnv, type ServerDeps, isoNow } from "../deps";
import { one } from "../http/answers";
import { sealingKey } from "../secrets/sealing-key";
import { readJson, readParams } from "../http/validate";
import { reserveTypedAddressMail } from "../limits/mail-limit";
import { defaultResolveTxt } from "../notifications/domain-verification";
import { rotateWebhookSecret, saveNotificationSettings } from "../notifications/settings-save";
import { loadNotificationSettings } from "../notifications/settings-store";
import { settingsAnswer } from "../notifications/settings-view";
import { resendVerificationMail, verifySenderDomain } from "../notifications/verification-mail";
import { sendTestEvent } from "../notifications/webhook-test";

/**
 * The seller's notification settings (decision 058). The writes run without an Idempotency-Key
 * record on purpose: their answers may carry the webhook secret, which must not be kept in a
 * replay table; each write is safe to repeat (the same values again, or one more secret).
 */
export function notificationSettingsRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);
  const write = requirePermission("seller:write");
  const allowPrivate = deps.webhooksAllowPrivate ?? false;
  const context = async (user: AppEnv["Variables"]["user"]) => ({ user, now: isoNow(deps), allowPrivate, key: await sealingKey(deps.db) });

  app.get("/notification_settings/:id", auth, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    return c.json(one(await settingsAnswer(deps.db, await loadNotificationSettings(deps.db, id))));
  });

  app.put("/notification_settings/:id", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const changes = await readJson(c, UpdateNotificationSettingsRequest);
    // A new sender address is mailed (verification-mail.ts): counted per user and per address
    // before the save, so that settings cannot make the server mail strangers (decision 068).
    if (changes.sender_email && changes.sender_email !== (await loadNotificationSettings(deps.db, id)).senderEmail) {
      await reserveTypedAddressMail(deps, { userId: c.var.user.id, recipient: changes.sender_email }, NOTIFICATION_SETTINGS_MESSAGES.tooManyVerificationMails);
    }
    const saving = await context(c.var.user);
    const answer = await deps.db.transaction().execute(async (trx) => {
      const saved = await saveNotificationSettings(trx, saving, changes);
      return settingsAnswer(trx, saved.settings, saved.newSecret);
    });
    return c.json(one(answer));
  });

  app.post("/notification_settings/:id/verify-domain", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const settings = await verifySenderDomain(deps.db, id, deps.resolveTxt ?? defaultResolveTxt, isoNow(deps));
    return c.json(one(await settingsAnswer(deps.db, settings)));
  });

  app.post("/notification_settings/:id/resend-verification", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const sender = (await loadNotificationSettings(deps.db, id)).senderEmail;
    if (sender) await reserveTypedAddressMail(deps, { userId: c.var.user.id, recipient: sender }, NOTIFICATION_SETTINGS_MESSAGES.tooManyVerificationMails);
    const answer = await deps.db.transaction().execute(async (trx) => settingsAnswer(trx, await resendVerificationMail(trx, id, deps.now())));
    return c.json({ data: answer, message: NOTIFICATION_SETTINGS_MESSAGES.verificationResent });
  });

  app.post("/notification_settings/:id/webhook-secret/rotate", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    const rotating = await context(c.var.user);
    const answer = await deps.db.transaction().execute(async (trx) => {
      const rotated = await rotateWebhookSecret(trx, rotating);
      return settingsAnswer(trx, rotated.settings, rotated.newSecret);
    });
    return c.json(one(answer));
  });

  app.post("/notification_settings/:id/webhook-test", auth, write, async (c) => {
    const { id } = readParams(c, IdParam);
    assertOwnSeller(c.var.user, id);
    return c.json(one(await sendTestEvent(deps.db, id, deps.now(), allowPrivate)));
  });

  return app;
}
