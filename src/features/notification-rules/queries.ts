import { keepPreviousData } from "@tanstack/react-query";
import { fetchNotificationRule, fetchNotificationRules, fetchRuleCheckpoint } from "../../api/calls/notification-rules";

/** Rules per page (the spec's default page size). */
export const RULES_PAGE_SIZE = 20;

export const ruleQueries = {
  all: () => ["notification-rules"] as const,
  page: (page: number) => ({
    queryKey: [...ruleQueries.all(), "list", page] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchNotificationRules({ limit: String(RULES_PAGE_SIZE), offset: String((page - 1) * RULES_PAGE_SIZE) }, signal),
    placeholderData: keepPreviousData,
  }),
  one: (id: number) => ({
    queryKey: [...ruleQueries.all(), "one", id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchNotificationRule(id, signal),
  }),
  checkpoint: (id: number, checkpointId: number) => ({
    queryKey: [...ruleQueries.all(), "checkpoint", id, checkpointId] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchRuleCheckpoint(id, checkpointId, signal),
  }),
};
