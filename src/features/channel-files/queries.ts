import { queryOptions } from "@tanstack/react-query";
import { fetchChannelFile, fetchChannelFiles } from "../../api/calls/channel-files";
import { fetchBoxTemplates, fetchProductTemplates } from "../../api/calls/templates";

/** Query keys and fetchers of the channel files screens (CONVENTIONS.md point 8). */
export const channelFileQueries = {
  all: ["channel-files"] as const,
  list: (page: { offset: number; limit: number }) =>
    queryOptions({ queryKey: ["channel-files", "list", page] as const, queryFn: ({ signal }) => fetchChannelFiles(page, signal) }),
  detail: (id: number) => queryOptions({ queryKey: ["channel-files", "detail", id] as const, queryFn: ({ signal }) => fetchChannelFile(id, signal) }),
  /** The seller's templates as the server has them now: the server maps with these on import. */
  templates: () =>
    queryOptions({
      queryKey: ["channel-files", "templates"] as const,
      queryFn: async ({ signal }) => {
        const [boxes, products] = await Promise.all([fetchBoxTemplates(signal), fetchProductTemplates(signal)]);
        return { boxes: boxes.elements, products: products.elements };
      },
    }),
};
