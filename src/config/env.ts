import * as v from "valibot";

/**
 * Build-time configuration, checked once at start (a wrong value fails loudly, not later).
 * VITE_API_BASE_URL points the app at another /v1 (see README); by default the app talks to
 * the server that served it.
 */
const Env = v.object({
  VITE_API_BASE_URL: v.optional(v.pipe(v.string(), v.regex(/^(\/|https?:\/\/)/, "must start with / or http(s)://")), "/v1"),
});

const parsed = v.safeParse(Env, import.meta.env);
if (!parsed.success) {
  throw new Error(`Invalid app configuration: ${parsed.issues.map((i) => `${v.getDotPath(i)} ${i.message}`).join(", ")}`);
}

export const env = {
  apiBaseUrl: parsed.output.VITE_API_BASE_URL.replace(/\/+$/, ""),
};
