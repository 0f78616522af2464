import { ApiError } from "../../api/errors";

/**
 * A refused save's messages under the fields they name (`name`, `expiration`; anything about the
 * action or its values under the action), so the user sees where to look. The server's words are
 * English (DESIGN.md); shown as they are, like every field message of the API.
 */
export function ruleFieldErrors(error: unknown): Partial<Record<"name" | "expiration" | "action", string[]>> {
  if (!(error instanceof ApiError) || error.kind !== "http") return {};
  const body = error.body;
  if (typeof body !== "object" || body === null || !("messages" in body) || !Array.isArray(body.messages)) return {};
  const byField: Partial<Record<"name" | "expiration" | "action", string[]>> = {};
  for (const entry of body.messages as unknown[]) {
    if (typeof entry !== "object" || entry === null) continue;
    for (const [field, value] of Object.entries(entry)) {
      const target = field === "name" || field === "expiration" ? field : field.startsWith("shipping_rules_actions_attributes") ? "action" : null;
      if (target === null) continue;
      const texts = (Array.isArray(value) ? value : [value]).filter((text): text is string => typeof text === "string");
      (byField[target] ??= []).push(...texts);
    }
  }
  return byField;
}
