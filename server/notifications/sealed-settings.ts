import { openText, sealText } from "../secrets/secret-box";

/**
 * The two secrets of a seller's notification settings, sealed at rest (decision 069) like
 * integration credentials: the webhook signing secret and the webhook auth key. The seller and the
 * column are the sealing's context, so a value copied to another seller's row or column does not open.
 */
export type SealedSettingField = "webhook_secret" | "webhook_auth_key";

const contextOf = (sellerId: number, field: SealedSettingField) => `notification_settings:${sellerId}:${field}`;

export const sealSetting = (key: Buffer, sellerId: number, field: SealedSettingField, value: string): string => sealText(key, contextOf(sellerId, field), value);

/** The value, or null when none is stored or it does not open with this key (the key was changed). */
export const openSetting = (key: Buffer, sellerId: number, field: SealedSettingField, stored: string | null): string | null =>
  stored === null ? null : openText(key, contextOf(sellerId, field), stored);
