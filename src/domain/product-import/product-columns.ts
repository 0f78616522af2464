/**
 * The products file (issue 17, "Channel files and products"): one product template per row, with
 * the template form's fields. Headers are read in any order and any case, with or without
 * spaces, underscores or hyphens ("hsCode", "HS code" and "hs_code" are one column).
 */

export const PRODUCT_IMPORT_COLUMNS = ["sku", "name", "description", "category", "hs_code", "origin_country", "unit_price", "unit_weight"] as const;
export type ProductImportColumn = (typeof PRODUCT_IMPORT_COLUMNS)[number];

/** A file without these cannot make one product: it is refused as a whole. */
export const REQUIRED_PRODUCT_COLUMNS: readonly ProductImportColumn[] = ["sku", "name", "category", "origin_country", "unit_price", "unit_weight"];

/** At most this many products in one file; a bigger catalogue is imported in parts. */
export const MAX_PRODUCT_ROWS = 10_000;
/** At most this many bytes in one file: 10,000 long rows. */
export const MAX_PRODUCTS_FILE_BYTES = 4 * 1024 * 1024;

const squeeze = (header: string) => header.trim().toLowerCase().replace(/[\s_-]+/g, "");
const BY_SQUEEZED = new Map<string, ProductImportColumn>(PRODUCT_IMPORT_COLUMNS.map((column) => [squeeze(column), column]));

/** The column a header names, or undefined for a header we do not know. */
export const productColumnOf = (header: string): ProductImportColumn | undefined => BY_SQUEEZED.get(squeeze(header));
