/**
 * Query keys of the signed-in user's own data (CONVENTIONS.md, point 8). The seller's is
 * src/api/queries/shared-queries.ts's, written out here: the home page is in the shell's first
 * load, where that module's chunk would pass the budget. src/app/shared-queries.test.tsx keeps
 * them equal.
 */
export const meQueries = {
  seller: () => ["me", "seller"] as const,
  group: () => ["me", "group"] as const,
};
