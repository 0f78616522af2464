import { cellReader } from "../../../domain/order-import/columns";
import { groupOrders } from "../../../domain/order-import/group";
import type { ImportColumn, ImportContext, ImportRow } from "../../../domain/order-import/types";
import { INCOTERMS, type Incoterm } from "../../../domain/pricing";
import { PRODUCT_CATEGORY_KEYS } from "../../../domain/product-categories";
import { type DraftItem, emptyItem, emptyOrderDraft, type OrderDraftValues } from "../../../offline/drafts/order-draft-values";

/**
 * A rejected order's rows as the order wizard's draft, to fix it there (issue 17,
 * `/orders/rejected`). Lenient where the check is strict: every cell is carried over as typed
 * (numbers in the user's units, as the draft keeps them), a name that matches nothing leaves its
 * choice empty for the user to make, and the wizard's rules then show what is still wrong.
 * Rows of several orders: the first order's.
 */

const ITEM_FIELDS = ["sku", "name", "description", "category", "hs_code", "origin_country", "unit_price", "unit_weight", "quantity"] as const;
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function importRowsToDraft(columns: readonly string[], rows: readonly ImportRow[], context: ImportContext): OrderDraftValues {
  const read = cellReader(columns);
  const draft = emptyOrderDraft();
  const [order] = groupOrders(rows, read);
  const first = order?.rows[0]?.values;
  if (!order || !first) return draft;
  const cell = (column: ImportColumn) => read(first, column);

  const contractCell = cell("contract");
  const contract = contractCell === "" ? context.contracts.find((c) => c.id === context.defaultContractId) : context.contracts.find((c) => sameName(c.name, contractCell) || String(c.id) === contractCell);
  const channel = context.salesChannels.find((c) => sameName(c.name, cell("sales_channel")));
  const incoterm = cell("incoterm").toUpperCase();
  const sender = context.sender;

  return {
    ...draft,
    customer: {
      full_name: cell("receiver_name"),
      document: cell("receiver_tax_document"),
      phone: cell("receiver_phone"),
      email: cell("receiver_email"),
      country: cell("receiver_country").toUpperCase(),
      postal_code: cell("receiver_postal_code"),
      state: cell("receiver_state"),
      city: cell("receiver_city"),
      address: cell("receiver_address"),
      number: cell("receiver_number"),
      complement: cell("receiver_complement"),
      quarter: cell("receiver_quarter"),
      reference: "",
    },
    sender: sender
      ? { ...sender, complement: sender.complement ?? "", tax_number: sender.tax_number ?? "", website: sender.website ?? "" }
      : draft.sender,
    shipment: {
      ...draft.shipment,
      order_number: order.order_number,
      sales_channel_id: channel ? String(channel.id) : "",
      sales_channel_order_number: cell("sales_channel_order_number"),
      currency: cell("currency").toUpperCase() || draft.shipment.currency,
    },
    contract_id: contract?.id ?? null,
    incoterm: INCOTERMS.includes(incoterm as Incoterm) ? (incoterm as Incoterm) : "",
    boxes: order.boxes.map((box) => {
      const boxRow = box.rows[0]?.values ?? [];
      const items: DraftItem[] = box.rows
        .filter((row) => ITEM_FIELDS.some((field) => read(row.values, `item_${field}`) !== ""))
        .map((row) => {
          const item = Object.fromEntries(ITEM_FIELDS.map((field) => [field, read(row.values, `item_${field}`)])) as Record<(typeof ITEM_FIELDS)[number], string>;
          const category = PRODUCT_CATEGORY_KEYS.find((key) => sameName(key, item.category)) ?? item.category;
          return { ...emptyItem(), ...item, category, origin_country: item.origin_country.toUpperCase() };
        });
      return {
        key: crypto.randomUUID(),
        template_id: null,
        length: read(boxRow, "box_length"),
        width: read(boxRow, "box_width"),
        height: read(boxRow, "box_height"),
        empty_weight: "",
        // The file's box weight is the gross weight, the wizard's "weight".
        weight: read(boxRow, "box_weight"),
        harmful_products: false,
        items: items.length > 0 ? items : [emptyItem()],
      };
    }),
  };
}
