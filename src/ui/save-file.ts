/**
 * Hands a file the server made (a PDF) to the browser as a download. A temporary link with
 * `download` is the one way that works in every browser without opening a tab; the object URL
 * is revoked a little later because revoking at once cancels the download in some browsers.
 */
const REVOKE_AFTER_MS = 60_000;

export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * The file name the server gave in Content-Disposition (`filename*=UTF-8''...` or `filename=...`),
 * else `fallback`. Path separators are dropped: the name comes from the network.
 */
export function fileNameFromHeaders(headers: Headers, fallback: string): string {
  const disposition = headers.get("Content-Disposition") ?? "";
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  let name: string | undefined;
  try {
    name = extended ? decodeURIComponent(extended[1]!.trim()) : plain?.[1]?.trim();
  } catch {
    name = plain?.[1]?.trim();
  }
  const safe = name?.replace(/[/\\]/g, "_");
  return safe ? safe : fallback;
}
