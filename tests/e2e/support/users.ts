/**
 * The accounts the server seeds into the fresh database of every run (server/seed/demo.ts, which
 * gives the ids in this order); all sign in with the same password.
 */
export const DEMO_PASSWORD = "demo-password";

export const demoUsers = {
  admin: { id: 1, sellerId: 1, email: "admin@example.com", password: DEMO_PASSWORD, name: "Ana Admin", company: "Lumen Goods Ltd.", role: "Seller Admin", active: true },
  operation: { id: 2, sellerId: 1, email: "operation@example.com", password: DEMO_PASSWORD, name: "Otto Operation", company: "Lumen Goods Ltd.", role: "Seller Operation", active: true },
  viewer: { id: 3, sellerId: 1, email: "viewer@example.com", password: DEMO_PASSWORD, name: "Vera Viewer", company: "Lumen Goods Ltd.", role: "Seller Viewer", active: true },
  otherAdmin: { id: 4, sellerId: 2, email: "admin@other.example.com", password: DEMO_PASSWORD, name: "Oscar Other", company: "Other Seller S.A.", role: "Seller Admin", active: true },
  blocked: { id: 5, sellerId: 1, email: "blocked@example.com", password: DEMO_PASSWORD, name: "Bruno Blocked", company: "Lumen Goods Ltd.", role: "Seller Operation", active: false },
  /** The only one who has not accepted the terms of service: the portal asks at sign-in. */
  newcomer: { id: 6, sellerId: 1, email: "newcomer@example.com", password: DEMO_PASSWORD, name: "Nina Newcomer", company: "Lumen Goods Ltd.", role: "Seller Viewer", active: true },
} as const;

export type DemoUsers = typeof demoUsers;
export type UserKey = keyof DemoUsers;
export type DemoUser = DemoUsers[UserKey];
