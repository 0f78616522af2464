/**
 * The list and the view of one reverse as one lazily loaded module: one chunk, and one entry in the
 * list of chunk names the shell's first load carries for its routes (its budget is full).
 */
export { VolumeReversesPage } from "./volume-reverses-page";
export { VolumeReversePage } from "./volume-reverse-page";
