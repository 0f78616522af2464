/**
 * Links people type in (a seller's website, the links of the public tracking page, a sender's
 * website): only http: and https: addresses with a host are accepted (issue 13). Links end up as
 * `href` on pages and in documents, where `javascript:`, `data:` or `vbscript:` would run or
 * show whatever the link holds, and `ftp:` or `file:` lead nowhere a customer can follow. One
 * rule for the server's schemas, the order rules and the app.
 */

/** The English refusal, shared by every link field (the app shows it translated). */
export const HTTP_LINK_MESSAGE = "Must be a link starting with http:// or https://";

const WEB_PROTOCOLS = new Set(["http:", "https:"]);
/**
 * Written out as the message says: URL parsers also read "https:example.com" and " https://x",
 * but the text is stored and used as typed, so it must already be the link it means.
 */
const WRITTEN_OUT = /^https?:\/\//i;

/** True for an absolute http or https URL with a host name, such as "https://shop.example.com/help". */
export function isHttpUrl(text: string): boolean {
  if (!WRITTEN_OUT.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return WEB_PROTOCOLS.has(url.protocol) && url.hostname !== "";
}
