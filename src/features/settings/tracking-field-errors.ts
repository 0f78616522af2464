import { ApiError } from "../../api/errors";

/**
 * The messages of a refused tracking settings call, by field path ("foreground",
 * "contacts.email", "company_logo"), so each shows under its own input. Empty when the answer
 * names no field (a network failure, a 5xx, a plain message).
 */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError) || error.kind !== "http") return {};
  const body = error.body;
  if (typeof body !== "object" || body === null || !("messages" in body) || !Array.isArray(body.messages)) return {};
  const byField: Record<string, string[]> = {};
  for (const entry of body.messages as unknown[]) {
    if (typeof entry !== "object" || entry === null) continue;
    for (const [field, value] of Object.entries(entry)) {
      const texts = (Array.isArray(value) ? value : [value]).filter((text): text is string => typeof text === "string");
      if (texts.length > 0) (byField[field] ??= []).push(...texts);
    }
  }
  return byField;
}
