/** The rejected rows of `source.csv` download as `source-rejected.csv`. */
export const REJECTED_ROWS_FILE = (fileName: string) => `${fileName.replace(/\.csv$/i, "")}-rejected.csv`;
export const TEMPLATE_FILE = "orders-import-template.csv";

/** Revoking the object URL at once cancels the download in some browsers. */
const REVOKE_AFTER_MS = 60_000;

/**
 * A CSV made on the device as a link's target (the template: a plain link that downloads). The
 * CSVs of src/domain/order-import start with a byte order mark, for Excel's sake.
 */
export const csvDataUrl = (csv: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;

/** A CSV made on the device, handed to the browser as a download. */
export const downloadText = (csv: string, fileName: string) => downloadBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), fileName);

/** A file handed to the browser as a download: a temporary link with `download`, the one way every browser takes. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
