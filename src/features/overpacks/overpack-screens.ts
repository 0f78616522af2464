/**
 * The list and the view of one overpack as one lazily loaded module: one chunk, and one entry in
 * the list of chunk names the shell's first load carries for its routes (its budget is full).
 */
export { OverpacksPage } from "./overpacks-page";
export { OverpackPage } from "./overpack-page";
