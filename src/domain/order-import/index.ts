/**
 * The CSV import of orders (issue 17). The server imports from here only what runs on rows
 * (check, texts, CSV out); decoding and parsing are the device's (decode.ts, parse.ts).
 */
export * from "./types";
export { checkImport } from "./check";
export { importProblemText, isImportIssueCode } from "./problem-text";
export { rejectedRowsCsv, templateCsv, neutraliseCell, csvLine, MESSAGES_COLUMN, TEMPLATE_ROWS } from "./csv-out";
export { problemsByLine } from "./problem-lines";
export { normaliseHeader, headerProblems, OPTIONAL_COLUMNS, ORDER_COLUMNS, BOX_COLUMNS, ITEM_COLUMNS } from "./columns";
export { CELL_LIMITS } from "./cell-values";
