/**
 * The one Content-Disposition of every download (RFC 6266 with RFC 5987's `filename*`): an
 * ASCII `filename` for old clients, then the real name in UTF-8, percent-encoded. A header value
 * may only carry Latin-1, so a name such as 产品目录.csv set as it is makes the answer fail; and a
 * name copied into the quoted form unescaped could close the quotes and add parameters of its own
 * (`a"; filename*=...`). Both forms are built here from the name, nothing of it passes unencoded.
 */

/** RFC 5987 attr-char: everything else in the UTF-8 bytes is percent-encoded. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

function encodeRfc5987(name: string): string {
  let encoded = "";
  for (const byte of new TextEncoder().encode(name)) {
    const ch = String.fromCharCode(byte);
    encoded += byte < 0x80 && ATTR_CHAR.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return encoded;
}

/**
 * The name as printable ASCII without the characters that end a quoted string or a parameter:
 * accents dropped (São -> Sao), control characters dropped, anything else outside ASCII, quotes,
 * backslashes, semicolons, percent signs (which some browsers decode), stars and equals signs (so
 * that no reader that merely searches for `filename*=` finds one inside the quotes) made "_".
 */
function asciiFallback(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed here
  const plain = name.normalize("NFKD").replace(/[\u0300-\u036f\u0000-\u001f\u007f]/g, "");
  const safe = plain.replace(/[^\x20-\x7e]|["\\;%*=]/g, "_").trim();
  return safe === "" ? "download" : safe;
}

/**
 * `attachment; filename="<ascii>"; filename*=UTF-8''<percent-encoded>` for any file name; a name
 * that is its own safe ASCII form (label-12.pdf) needs no second form and gets none.
 */
export function contentDisposition(name: string): string {
  const ascii = asciiFallback(name);
  const plain = `attachment; filename="${ascii}"`;
  return ascii === name ? plain : `${plain}; filename*=UTF-8''${encodeRfc5987(name)}`;
}
