/** The name of a user group in the active language: the dashboard and the page that tells a role it may not write there. */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { GroupName } from "../domain/groups";

const GROUP_LABELS = {
  "seller-admin": msg`Seller Admin`,
  "seller-operation": msg`Seller Operation`,
  "seller-viewer": msg`Seller Viewer`,
} as const;

export const groupLabel = (group: GroupName, i18n: I18n) => i18n._(GROUP_LABELS[group]);
