import * as v from "valibot";
import { HTTP_LINK_MESSAGE, isHttpUrl } from "../../domain/http-url";

/**
 * Shapes every /v1 answer shares (DESIGN.md section 3). The server builds answers that these
 * schemas accept; the client parses every answer with them before a screen sees it.
 */

/** Spec messages (section 5 of both documents), used by server and client alike. */
export const MESSAGES = {
  blank: "Can't be blank",
  invalidEmail: "Invalid E-mail",
  mustBeText: "Must be text",
  mustBeNumber: "Must be a number",
  tooLong: (max: number) => `Can't be more than ${max} characters`,
  /** Any text of any request (server/http/control-characters.ts). */
  controlCharacters: "Can't contain control characters",
  httpLink: HTTP_LINK_MESSAGE,
} as const;

/**
 * The one check of every website and link field (src/domain/http-url.ts): http: or https: only,
 * written out in full. Put it after `v.trim()`.
 */
export const httpLink = () => v.check<string, typeof HTTP_LINK_MESSAGE>(isHttpUrl, HTTP_LINK_MESSAGE);

export const Envelope = <T extends v.GenericSchema>(data: T) => v.object({ data });

export const ListPage = <T extends v.GenericSchema>(element: T) =>
  v.object({
    elements: v.array(element),
    count: v.number(),
    ids: v.array(v.number()),
  });

export const ListEnvelope = <T extends v.GenericSchema>(element: T) => Envelope(ListPage(element));

/** One entry of `messages`: a plain string, or a field mapped to its messages (`base` = no field). */
export const ErrorEntry = v.union([
  v.string(),
  v.record(v.string(), v.union([v.string(), v.array(v.string())])),
]);
export const ErrorBody = v.object({ messages: v.array(ErrorEntry) });
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

/** Select-all fetches 1000 rows at once (spec section 9); no list answers more. */
export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 20;

const digits = (message: string) => v.pipe(v.string(), v.regex(/^\d{1,9}$/, message), v.transform(Number));

/** Query parameters arrive as text; these turn them into numbers or refuse them. */
export const QueryInteger = digits("Must be a whole number");
export const QueryBoolean = v.pipe(
  v.picklist(["true", "false"], "Must be true or false"),
  v.transform((value) => value === "true"),
);

export const Pagination = {
  limit: v.optional(
    v.pipe(QueryInteger, v.minValue(1, "Must be at least 1"), v.maxValue(MAX_PAGE_SIZE, `Can't be more than ${MAX_PAGE_SIZE}`)),
    String(DEFAULT_PAGE_SIZE),
  ),
  offset: v.optional(QueryInteger, "0"),
};

/** A numeric id in a path, such as /v1/groups/{id}. */
export const IdParam = v.object({ id: v.pipe(QueryInteger, v.minValue(1, "Must be at least 1")) });

export const Email = v.pipe(
  v.string(MESSAGES.mustBeText),
  v.trim(),
  v.nonEmpty(MESSAGES.blank),
  v.maxLength(254, MESSAGES.tooLong(254)),
  v.email(MESSAGES.invalidEmail),
);
