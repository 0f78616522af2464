import type { SessionUser } from "../../src/api/schemas/auth";

export const demoSessionUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  name: "Ana Admin",
  email: "admin@example.com",
  auth_token: "token-aaaaaaaaaaaaaaaaaaaaaaaa",
  group: "seller-admin",
  seller_id: 1,
  can_overpack: true,
  column_settings: {},
  language: 0,
  ...overrides,
});
