import { queryOptions, skipToken } from "@tanstack/react-query";
import { refreshTemplates } from "./templates-store";

/**
 * Bringing the server's box and product templates onto the device: one query for every screen
 * that shows them (the settings page and the wizard's Shipment step), so that one refresh serves
 * both (CONVENTIONS.md point 8). The templates themselves are read from the device.
 */
export const templateQueries = {
  refresh: (sellerId: number | undefined) =>
    queryOptions({
      queryKey: ["templates", sellerId] as const,
      queryFn:
        sellerId === undefined
          ? skipToken
          : async () => {
              await refreshTemplates(sellerId);
              return true;
            },
      retry: false,
    }),
};
