import { MESSAGES } from "../../src/api/schemas/common";
import type { HttpError } from "./errors";

/**
 * The one refusal of control characters in requests (decision 069), made where every JSON body,
 * query and path is read (validate.ts), so no schema can forget it. PostgreSQL refuses U+0000 in
 * text (the request became a 500, and the outbox retried it), SQLite stores it, and no person
 * types any of these: C0 except tab, line feed and carriage return (multi-line fields such as a
 * message or an address take those; single-line fields are their schemas' own business), and DEL.
 * Field names are checked too: a key ends up in stored JSON as well.
 */

// eslint-disable-next-line no-control-regex -- the control characters are what this finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Refusing the first few is enough to name the problem; a row of 50,000 bad cells is one answer. */
const MAX_REPORTED = 20;

const pathOf = (path: readonly (string | number)[]) => (path.length === 0 ? "base" : path.join("."));

/** The dot paths (as valibot names them) of the strings holding a control character. */
export function controlCharacterPaths(input: unknown): string[] {
  const found: string[] = [];
  // One path stack, pushed and popped: an import of 50,000 rows is walked without copying paths.
  const path: (string | number)[] = [];
  const visit = (value: unknown) => {
    if (found.length >= MAX_REPORTED) return;
    if (typeof value === "string") {
      if (CONTROL.test(value)) found.push(pathOf(path));
    } else if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) {
        path.push(index);
        visit(value[index]);
        path.pop();
      }
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (CONTROL.test(key)) {
          found.push(pathOf(path));
          continue;
        }
        path.push(key);
        visit(item);
        path.pop();
      }
    }
  };
  visit(input);
  return found;
}

/** The 422 messages naming each field with a control character, or null when there is none. */
export function controlCharacterMessages(input: unknown): HttpError["messages"] | null {
  const paths = controlCharacterPaths(input);
  if (paths.length === 0) return null;
  return [Object.fromEntries(paths.map((path) => [path, [MESSAGES.controlCharacters]]))];
}
