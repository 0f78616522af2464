import { refreshTemplates } from "./templates-store";

/**
 * Bringing the server's box and product templates onto the device: one query for every screen
 * that shows them (the settings page and the wizard's Shipment step), so that one refresh serves
 * both (CONVENTIONS.md point 8). The templates themselves are read from the device. A plain
 * object, not TanStack's queryOptions: that helper would then be a chunk of its own, named in the
 * shell's first load, whose budget is full.
 */
export const templateQueries = {
  /** `enabled` also needs the network: callers add it (`online && ...`). */
  refresh: (sellerId: number | undefined) => ({
    queryKey: ["templates", sellerId] as const,
    queryFn: async () => {
      if (sellerId !== undefined) await refreshTemplates(sellerId);
      return true;
    },
    enabled: sellerId !== undefined,
    retry: false,
  }),
};
