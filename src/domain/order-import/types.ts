import type { MeasurementSystem } from "../measurement";
import type { OrderIssueCode } from "../order-validation";
import type { ContractTerms, Incoterm, InsuranceSettings } from "../pricing";
import type { ProductCategory } from "../product-categories";
import type { EvaluatedRule } from "../shipping-rules/plan";

/**
 * The CSV import of orders (issue 17): the shapes the device's check, the worker and the server
 * share. The device parses and checks the file; it sends `columns` and `rows` as JSON; the server
 * runs the same `checkImport` on them again and trusts nothing the device decided.
 */

/** The file's columns, in the order the issue (and the template) names them. */
export const IMPORT_COLUMNS = [
  "order_number",
  "sales_channel",
  "sales_channel_order_number",
  "contract",
  "incoterm",
  "currency",
  "receiver_name",
  "receiver_tax_document",
  "receiver_phone",
  "receiver_email",
  "receiver_country",
  "receiver_postal_code",
  "receiver_state",
  "receiver_city",
  "receiver_address",
  "receiver_number",
  "receiver_complement",
  "receiver_quarter",
  "box_number",
  "box_length",
  "box_width",
  "box_height",
  "box_weight",
  "item_sku",
  "item_name",
  "item_description",
  "item_category",
  "item_hs_code",
  "item_origin_country",
  "item_unit_price",
  "item_unit_weight",
  "item_quantity",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** At most this many rows (items) in one file. */
export const MAX_IMPORT_ROWS = 50_000;
/**
 * At most this many bytes in one file: 50,000 rows of about 330 bytes (the 50,000 rows of
 * tests/fixtures/order-import.ts are 12.3 MB); its rows as JSON stay under the route's 21 MB
 * (MAX_IMPORT_BODY_BYTES). Lowered from 20 MB with the server's memory per import (decision 066).
 */
export const MAX_IMPORT_FILE_BYTES = 16 * 1024 * 1024;
/**
 * What the server stores as `data_source` for an imported order (the app's own orders are 1,
 * spec section 3). `OrderInput.data_source` only admits 1, so the checked orders carry 1 and the
 * server writes this instead.
 */
export const IMPORT_DATA_SOURCE = 2;

/** The spec's stages of a check (section 4), in order. */
export const IMPORT_STAGES = ["checking csv format", "checking columns", "checking equal orders volumes", "checking cells", "validation success"] as const;
export type ImportStage = (typeof IMPORT_STAGES)[number];

export interface ImportProgress {
  stage: ImportStage;
  /** Rows done in this stage. */
  done: number;
  /** Rows of the file (data rows, header excluded). */
  total: number;
}

/** A data row as the file has it: `line` is the row number a spreadsheet shows (header = 1). */
export interface ImportRow {
  line: number;
  values: string[];
}

/** Problems of the import itself (the file, its columns, cells that are not numbers...). */
export type ImportIssueCode =
  | "empty_file"
  | "binary_file"
  | "file_too_large"
  | "malformed_csv"
  | "no_rows"
  | "too_many_rows"
  | "unknown_column"
  | "missing_column"
  | "duplicate_column"
  | "wrong_cell_count"
  | "cell_too_long"
  | "not_a_number"
  | "unequal_order_cells"
  | "unequal_box_cells"
  | "no_default_sender"
  | "unknown_sales_channel"
  | "unknown_category"
  | "invalid_country"
  | "invalid_currency"
  | "invalid_incoterm"
  | "too_many_boxes"
  | "too_many_items";

export type ImportProblemCode = OrderIssueCode | ImportIssueCode;

/**
 * One problem: `line` is the spreadsheet row (null for the whole file), `column` an
 * IMPORT_COLUMNS name (null for a whole row or order), `params` the figures the message shows.
 */
export interface ImportProblem {
  line: number | null;
  column: string | null;
  code: ImportProblemCode;
  params?: Record<string, string | number>;
}

export interface ImportContract {
  id: number;
  name: string;
  terms: ContractTerms;
}

export interface ImportSalesChannel {
  id: number;
  name: string;
}

/** The seller's default sender, as `SenderInput` (src/api/schemas/order-create.ts) is after parsing. */
export interface ImportSender {
  name: string;
  email: string;
  phone: string;
  country: string;
  postal_code: string;
  state: string;
  city: string;
  address: string;
  number: string;
  complement: string | null;
  tax_number: string | null;
  tax_number_is_cpf: boolean;
  website: string | null;
}

/** What the check needs to know of the seller: built by the app from its queries, by the server from the database. */
export interface ImportContext {
  contracts: readonly ImportContract[];
  /** The contract of rows whose `contract` cell is empty; null when the seller has none. */
  defaultContractId: number | null;
  salesChannels: readonly ImportSalesChannel[];
  /** The seller's default sender; null when none is set (every order is then rejected). */
  sender: ImportSender | null;
  measurementSystem: MeasurementSystem;
  /** Order numbers the seller already has. */
  takenOrderNumbers: ReadonlySet<string>;
  /** HS codes (normalised) that need a customs document: a CSV cannot carry one. */
  codesNeedingDocuments?: readonly string[];
  insuranceSettings?: InsuranceSettings;
  /**
   * The seller's shipping rules and the clock that says which have expired (decision 062): an
   * order whose contract's carrier a rule forbids is rejected naming the rule, and a row without
   * a contract takes the first contract of the courier a rule chooses (else the default).
   */
  shippingRules?: { rules: readonly EvaluatedRule[]; now: Date };
}

export interface ImportedItem {
  sku: string;
  name: string;
  description: string | null;
  category: ProductCategory;
  hs_code: string;
  origin_country: string;
  unit_price: number;
  unit_weight: number;
  quantity: number;
  tax_value: number;
}

export interface ImportedBox {
  length: number;
  width: number;
  height: number;
  empty_weight: number;
  weight: number;
  harmful_products: boolean;
  items: ImportedItem[];
}

/**
 * A checked order: structurally `OrderInput` after parsing (src/api/schemas/order-create.ts; the
 * domain does not import the API layer, src/features/order-import/check/order-input.test.ts
 * checks they agree). Sizes in cm and kg whatever the user's measurement system.
 */
export interface ImportedOrderInput {
  order_number: string;
  sales_channel_id: number | null;
  sales_channel_order_number: string | null;
  contract_id: number;
  incoterm: Incoterm;
  currency: string;
  landed_cost: boolean;
  prc: boolean;
  insurance: boolean;
  commercial_destination: boolean;
  observations: string | null;
  seller_rfb_code: string | null;
  seller_legal_name: string | null;
  collected_icms: number;
  collected_ii: number;
  customer: {
    full_name: string;
    document: string;
    phone: string;
    email: string;
    country: string;
    postal_code: string;
    state: string;
    city: string;
    address: string;
    number: string;
    complement: string | null;
    quarter: string | null;
    reference: string | null;
  };
  sender: ImportSender;
  boxes: ImportedBox[];
  documents: never[];
  /** Importing accepts the contract's costs: the file has no cost summary to agree to. */
  agreed_to_costs: boolean;
  data_source: 1;
}

export interface ImportedOrder {
  order_number: string;
  lines: number[];
  order: ImportedOrderInput;
}

export interface RejectedOrder {
  order_number: string;
  lines: number[];
  problems: ImportProblem[];
}

export interface ImportTotals {
  /** Data rows of the file. */
  rows: number;
  orders: number;
  valid: number;
  rejected: number;
  /** Items (rows) of the valid orders. */
  products: number;
}

export interface ImportCheckResult {
  orders: ImportedOrder[];
  rejected: RejectedOrder[];
  /** Problems of the whole file (nothing is imported while there is one). */
  problems: ImportProblem[];
  totals: ImportTotals;
}

export type ImportProgressListener = (progress: ImportProgress) => void;
