import { ApiError } from "./errors";

/**
 * The messages of a refused call by field path ("foreground", "contacts.email",
 * "webhook_headers.0.name"), so each shows under its own input; `text` turns each server text into
 * what the screen shows (its translation when it is a known one). Empty when the answer names no
 * field (a network failure, a 5xx, a plain message). One reading of the error body for every form.
 */
export function fieldErrorsOf(error: unknown, text: (serverText: string) => string = (serverText) => serverText): Record<string, string[]> {
  if (!(error instanceof ApiError) || error.kind !== "http") return {};
  const body = error.body;
  if (typeof body !== "object" || body === null || !("messages" in body) || !Array.isArray(body.messages)) return {};
  const byField: Record<string, string[]> = {};
  for (const entry of body.messages as unknown[]) {
    if (typeof entry !== "object" || entry === null) continue;
    for (const [field, value] of Object.entries(entry)) {
      const texts = (Array.isArray(value) ? value : [value]).filter((serverText): serverText is string => typeof serverText === "string");
      if (texts.length > 0) (byField[field] ??= []).push(...texts.map(text));
    }
  }
  return byField;
}
