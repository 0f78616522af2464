import { keepPreviousData } from "@tanstack/react-query";
import { fetchShippingRule, fetchShippingRules } from "../../api/calls/shipping-rules";

/** Rules per page (the spec's default page size). */
export const RULES_PAGE_SIZE = 20;

/** What the one address /settings/shipping_rules shows: the list, a new rule, a rule, or its edit. */
export type RulesView = { kind: "list"; page: number } | { kind: "new" } | { kind: "rule"; id: number; edit: boolean };

/**
 * The spec lists one route for the rules and their create, edit and view (configuration area,
 * section 2), so the view lives in the query: `?rule=new`, `?rule=12`, `?rule=12&edit=1`, `?page=2`.
 */
export function viewOf(params: URLSearchParams): RulesView {
  const rule = params.get("rule");
  if (rule === "new") return { kind: "new" };
  const id = Number(rule);
  if (rule !== null && Number.isInteger(id) && id > 0) return { kind: "rule", id, edit: params.get("edit") === "1" };
  return { kind: "list", page: Math.max(1, Math.floor(Number(params.get("page"))) || 1) };
}

export function searchOf(view: RulesView): URLSearchParams {
  if (view.kind === "new") return new URLSearchParams({ rule: "new" });
  if (view.kind === "rule") return new URLSearchParams(view.edit ? { rule: String(view.id), edit: "1" } : { rule: String(view.id) });
  return new URLSearchParams(view.page > 1 ? { page: String(view.page) } : {});
}

export const ruleQueries = {
  all: () => ["shipping-rules"] as const,
  page: (page: number) => ({
    queryKey: [...ruleQueries.all(), "list", page] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchShippingRules({ limit: RULES_PAGE_SIZE, offset: (page - 1) * RULES_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  }),
  one: (id: number) => ({
    queryKey: [...ruleQueries.all(), "one", id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchShippingRule(id, signal),
  }),
};
