/**
 * The import's three screens as one lazily loaded module: one chunk, and one entry in the list of
 * chunk names the shell's first load carries for its routes (its budget is full).
 */
export { OrderImportPage } from "./order-import-page";
export { ImportResponsePage } from "./import-response-page";
export { RejectedOrdersPage } from "./rejected-orders-page";
