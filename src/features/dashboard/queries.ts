/** Query keys of the signed-in user's own data (CONVENTIONS.md, point 8). */
export const meQueries = {
  all: () => ["me"] as const,
  seller: () => [...meQueries.all(), "seller"] as const,
  group: () => [...meQueries.all(), "group"] as const,
};
