import { contentDisposition } from "./content-disposition";

/** A file as an attachment: its type, its name, its length (so the app can show the download's progress), never cached. */
export function fileAnswer(bytes: Uint8Array, name: string, contentType: string, extraHeaders: Record<string, string> = {}): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": contentDisposition(name),
      "Content-Length": String(bytes.length),
      "Cache-Control": "no-store",
      ...extraHeaders,
    },
  });
}
