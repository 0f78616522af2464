/**
 * A sales channel's order report (Amazon's "unshipped orders" / "new orders" flat file): one
 * tab-separated row per order item, a header of hyphenated names. These are the columns the
 * portal reads; a real report carries more (payments-date, ship-service-level, is-prime, ...)
 * and they are kept in the stored file but ignored here.
 */
export const REPORT_COLUMNS = {
  orderId: "order-id",
  orderItemId: "order-item-id",
  purchaseDate: "purchase-date",
  buyerEmail: "buyer-email",
  buyerName: "buyer-name",
  buyerPhone: "buyer-phone-number",
  sku: "sku",
  productName: "product-name",
  quantity: "quantity-purchased",
  currency: "currency",
  itemPrice: "item-price",
  recipientName: "recipient-name",
  address1: "ship-address-1",
  address2: "ship-address-2",
  address3: "ship-address-3",
  city: "ship-city",
  state: "ship-state",
  postalCode: "ship-postal-code",
  country: "ship-country",
  shipPhone: "ship-phone-number",
  /** Brazil's marketplace reports name the buyer's CPF or CNPJ here. */
  taxId: "buyer-tax-registration-id",
} as const;

export type ReportField = keyof typeof REPORT_COLUMNS;

/** Without these a row cannot become an order item at all; the rest may be blank and is then reported by the import rules. */
export const REQUIRED_REPORT_COLUMNS: readonly ReportField[] = ["orderId", "sku", "quantity", "itemPrice", "recipientName", "address1", "city", "postalCode", "country"];

/** Other spellings seen in channel reports for the same column. */
export const REPORT_COLUMN_ALIASES: Partial<Record<ReportField, readonly string[]>> = {
  taxId: ["buyer-cpf", "cpf", "buyer-tax-id"],
  quantity: ["quantity-to-ship"],
};

/** The channel a report comes from: the sales channel its orders are imported under. */
export const REPORT_CHANNEL = "Amazon";
