import { BILLING_METHODS, type BillingMethod } from "../../domain/billing";

/**
 * The billing lists' filters and page, in the address (a filtered list survives a reload and Back
 * undoes a filter), and the calls' queries they make. Pure.
 */
export const pageOf = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get("page"))) || 1);

/** "" is all methods; an unknown one in a hand-edited address also means all. */
export function methodOf(params: URLSearchParams): BillingMethod | "" {
  const method = params.get("method") ?? "";
  return (BILLING_METHODS as readonly string[]).includes(method) ? (method as BillingMethod) : "";
}

/** "" is all categories. */
export function categoryOf(params: URLSearchParams): string {
  const category = params.get("category") ?? "";
  return /^\d{1,9}$/.test(category) ? category : "";
}

/** YYYY-MM-DD or "". */
export function dayOf(params: URLSearchParams, name: "start_date" | "end_date"): string {
  const day = params.get(name) ?? "";
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : "";
}

/** `params` with these values set (empty ones removed) and the page back to the first unless given. */
export function withParams(params: URLSearchParams, values: Record<string, string>, page = 1): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(values)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  return next;
}

export const offsetOf = (page: number, pageSize: number) => String((page - 1) * pageSize);
export const pageCountOf = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));
