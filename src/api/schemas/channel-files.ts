import * as v from "valibot";
import { MEASUREMENT_SYSTEMS } from "../../domain/measurement";
import { INCOTERMS } from "../../domain/pricing";
import { Envelope, ListEnvelope, MESSAGES, Pagination } from "./common";
import { JOB_STATES } from "./jobs";

/**
 * Sales channel order files (issue 17; spec operational area sections 2 and 7; decision 041):
 *   GET  /v1/amazon_files?offset=&limit=   the seller's files, newest first
 *   POST /v1/amazon_files                  upload a report (multipart field `file`, text only)
 *   GET  /v1/amazon_files/{id}             one file: its orders as read, and the saved mapping
 *   PUT  /v1/amazon_files/{id}             a short-lived download link
 *   GET  /v1/amazon_files/{id}/download?token=   the file, for whoever holds a valid link
 *   POST /v1/amazon-save                   save the mapping {orders, amazon_file_id}
 *   POST /v1/orders/amazon-import          import the mapped orders {amazon_file_id} as an
 *                                          orders-import job (202), through the import rules
 * Another seller's file answers 404, as a missing one.
 */

export const CHANNEL_FILE_STATUSES = ["new", "mapped", "imported"] as const;
export type ChannelFileStatus = (typeof CHANNEL_FILE_STATUSES)[number];

/** The multipart field of an upload. */
export const CHANNEL_FILE_FIELD = "file";
/** A marketplace's daily report of thousands of orders is a few MB; more is not a report. */
export const MAX_CHANNEL_FILE_BYTES = 5 * 1024 * 1024;
/** How long a download link works: long enough to click, too short to be worth leaking. */
export const CHANNEL_FILE_LINK_SECONDS = 300;
/** At most as many orders as the bulk import takes rows (issue 17 contract). */
export const MAX_MAPPED_ORDERS = 50_000;

/** The server's words about channel files; the app shows its own translation of each. */
export const CHANNEL_FILE_MESSAGES = {
  notText: "The file is not a text report. Upload the tab-separated order report as the channel exports it.",
  empty: "The file is empty.",
  tooLarge: `The file is larger than ${MAX_CHANNEL_FILE_BYTES / 1024 / 1024} MB.`,
  missingColumns: "The file lacks columns the order report always has:",
  noOrders: "The file has no orders.",
  linkExpired: "This download link has expired or is not valid. Download the file again from the list.",
  unknownOrder: "This order is not in the file.",
  unknownTemplate: "This template does not exist.",
  nothingToImport: "The file has no orders to import.",
} as const;

export const ChannelFile = v.object({
  id: v.number(),
  name: v.string(),
  /** The marketplace: "amazon". */
  channel: v.string(),
  orders_count: v.number(),
  rows_count: v.number(),
  size: v.number(),
  status: v.picklist(CHANNEL_FILE_STATUSES),
  /** The last import job started from the file, to open its result. */
  import_job_id: v.nullable(v.string()),
  created_at: v.string(),
});
export type ChannelFile = v.InferOutput<typeof ChannelFile>;
export const ChannelFileListResponse = ListEnvelope(ChannelFile);
export const ChannelFileResponse = Envelope(ChannelFile);
export const ChannelFilesQuery = v.object(Pagination);

const text = v.string();
export const ChannelOrderItem = v.object({ line: v.number(), order_item_id: text, sku: text, product_name: text, quantity: text, item_price: text });
export const ChannelOrder = v.object({
  order_id: text,
  purchase_date: text,
  buyer_email: text,
  buyer_name: text,
  phone: text,
  tax_id: text,
  currency: text,
  recipient_name: text,
  address_1: text,
  address_2: text,
  address_3: text,
  city: text,
  state: text,
  postal_code: text,
  country: text,
  items: v.array(ChannelOrderItem),
});

const templateId = v.pipe(v.number(MESSAGES.mustBeNumber), v.integer(MESSAGES.mustBeNumber), v.minValue(1, MESSAGES.mustBeNumber));
const key = (max: number) => v.pipe(v.string(MESSAGES.mustBeText), v.trim(), v.nonEmpty(MESSAGES.blank), v.maxLength(max, MESSAGES.tooLong(max)));

export const OrderMapping = v.object({
  order_id: key(60),
  box_template_id: v.nullable(templateId),
  products: v.pipe(v.array(v.object({ sku: key(60), product_template_id: templateId })), v.maxLength(500, MESSAGES.tooLong(500))),
});
export type OrderMapping = v.InferOutput<typeof OrderMapping>;


export const ChannelFileLink = v.object({ url: v.string(), expires_at: v.string() });
export const ChannelFileLinkResponse = Envelope(ChannelFileLink);
export const ChannelFileToken = v.object({ token: v.pipe(v.string(), v.maxLength(200)) });

export const AmazonSaveInput = v.object({
  amazon_file_id: templateId,
  orders: v.pipe(v.array(OrderMapping), v.maxLength(MAX_MAPPED_ORDERS, MESSAGES.tooLong(MAX_MAPPED_ORDERS))),
});
export type AmazonSaveInput = v.InferOutput<typeof AmazonSaveInput>;

export const AmazonImportInput = v.object({ amazon_file_id: templateId });

/** The import's job as far as this screen needs it: the result page follows the rest. */
export const ImportJobStartedResponse = Envelope(v.object({ id: v.string(), kind: v.string(), state: v.picklist(JOB_STATES) }));

/**
 * What the import rules need to know of the seller (ImportContext of src/domain/order-import),
 * as the server builds it for the orders-import job, sent with the file so the screen checks the
 * orders with the same context the server will use (decision 041). Order numbers already taken
 * travel as a list.
 */
const ContractTermsSchema = v.object({
  id: v.number(),
  name: v.string(),
  carrier_name: v.string(),
  delivery_time: v.number(),
  incoterms: v.array(v.picklist(INCOTERMS)),
  allows_battery: v.boolean(),
  allows_dangerous_goods: v.boolean(),
  first_half_kg_cents: v.number(),
  additional_half_kg_cents: v.number(),
  duties_percent: v.number(),
  sales_tax_percent: v.number(),
  insurance_percent: v.number(),
  ddp_max_goods_value_cents: v.nullable(v.number()),
});
const nullableText = v.nullable(v.string());
export const ChannelImportContext = v.object({
  contracts: v.array(v.object({ id: v.number(), name: v.string(), terms: ContractTermsSchema })),
  defaultContractId: v.nullable(v.number()),
  salesChannels: v.array(v.object({ id: v.number(), name: v.string() })),
  sender: v.nullable(
    v.object({
      name: v.string(),
      email: v.string(),
      phone: v.string(),
      country: v.string(),
      postal_code: v.string(),
      state: v.string(),
      city: v.string(),
      address: v.string(),
      number: v.string(),
      complement: nullableText,
      tax_number: nullableText,
      tax_number_is_cpf: v.boolean(),
      website: nullableText,
    }),
  ),
  measurementSystem: v.picklist(MEASUREMENT_SYSTEMS),
  takenOrderNumbers: v.array(v.string()),
  codesNeedingDocuments: v.array(v.string()),
  insuranceSettings: v.optional(v.object({ basis: v.picklist(["selling_price", "fixed_price", "fixed_percentage"]), value: v.number(), include_freight: v.boolean() })),
});
export type ChannelImportContext = v.InferOutput<typeof ChannelImportContext>;

export const ChannelFileDetail = v.object({ file: ChannelFile, orders: v.array(ChannelOrder), mapping: v.array(OrderMapping), context: ChannelImportContext });
export type ChannelFileDetail = v.InferOutput<typeof ChannelFileDetail>;
export const ChannelFileDetailResponse = Envelope(ChannelFileDetail);
