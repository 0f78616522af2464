/**
 * The contracts and price tables screens as one lazily loaded module: one chunk, and one entry in
 * the list of chunk names the shell's first load carries for its routes (its budget is full).
 */
export { ContractsPage } from "./contracts-page";
export { PriceTablesPage } from "./price-tables-page";
