import { fetchIntegrations } from "../../api/calls/integrations";

export const integrationQueries = {
  all: () => ["integrations"] as const,
  // Plain options rather than queryOptions(): one shared chunk fewer for the shell to list.
  list: () => ({
    queryKey: [...integrationQueries.all(), "list"] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchIntegrations(signal),
  }),
};
