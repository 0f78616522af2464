/**
 * User groups and what each may do. Shared by the server (which enforces it on every call) and
 * the app (which only uses it to hide what the server would refuse anyway).
 */
export const GROUP_NAMES = ["seller-admin", "seller-operation", "seller-viewer"] as const;
export type GroupName = (typeof GROUP_NAMES)[number];

/** Spec, configuration area section 6: Admin does everything, Operation all but users, Viewer reads. */
const PERMISSION_GROUPS = {
  /** Seller data that is not a personal preference: orders, settings, company. */
  "seller:write": ["seller-admin", "seller-operation"],
  /** Creating, blocking and removing users. */
  "users:manage": ["seller-admin"],
  /** Adding credit and changing the billing settings (issue 20, decision 056): money is the admin's. */
  "billing:manage": ["seller-admin"],
  /** The administrators' webhook channel of a notification rule (issue 21, section 6): webhook_admin. */
  "notifications:admin-channel": ["seller-admin"],
} as const satisfies Record<string, readonly GroupName[]>;

export type Permission = keyof typeof PERMISSION_GROUPS;

export function can(group: GroupName, permission: Permission): boolean {
  return (PERMISSION_GROUPS[permission] as readonly GroupName[]).includes(group);
}
