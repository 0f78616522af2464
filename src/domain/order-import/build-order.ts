import { COUNTRY_CODE_PATTERN } from "../countries";
import { lengthToCm, weightToKg } from "../measurement-units";
import { INCOTERMS, type Incoterm } from "../pricing";
import { PRODUCT_CATEGORY_KEYS, type ProductCategory } from "../product-categories";
import { cellLengthProblems, parseCellNumber, roundTo } from "./cell-values";
import { type CellReader, ITEM_COLUMNS } from "./columns";
import { courierChosenByRules } from "../shipping-rules/apply";
import { factsOfOrder } from "../shipping-rules/facts";
import type { ImportOrderGroup } from "./group";
import type { ImportColumn, ImportContext, ImportContract, ImportedBox, ImportedItem, ImportedOrderInput, ImportProblem } from "./types";

/**
 * An order group's cells as an order (`OrderInput` after parsing, metric), and the problems of
 * cells that cannot even be read: not a number, an unknown contract, channel, category, country,
 * currency or incoterm, a cell too long. The business rules run on the result afterwards
 * (order-rules.ts); `lines` says which row each box and item came from, to name the cell.
 */

/** The limits of OrderInput (src/api/schemas/order-create.ts MAX_BOXES, MAX_ITEMS_PER_BOX). */
export const MAX_IMPORT_BOXES = 20;
export const MAX_IMPORT_ITEMS_PER_BOX = 100;

export interface BuiltOrder {
  order: ImportedOrderInput;
  contract: ImportContract | undefined;
  /** Line of each box's first row, and of each item, by box and item index. */
  lines: { box: number; items: number[] }[];
  problems: ImportProblem[];
}

const CURRENCY_PATTERN = /^[A-Z]{3}$/;
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const orNull = (text: string) => (text === "" ? null : text);

export function buildOrder(group: ImportOrderGroup, read: CellReader, context: ImportContext): BuiltOrder {
  const problems: ImportProblem[] = [];
  const first = group.rows[0]?.values ?? [];
  const firstLine = group.rows[0]?.line ?? 0;
  const cell = (column: ImportColumn) => read(first, column);
  const flag = (column: ImportColumn, code: ImportProblem["code"], line = firstLine, params?: ImportProblem["params"]) =>
    problems.push({ line, column, code, ...(params ? { params } : {}) });
  for (const row of group.rows) problems.push(...cellLengthProblems(row.line, (column) => read(row.values, column)));

  const contractCell = cell("contract");
  let contract = contractCell === "" ? context.contracts.find((c) => c.id === context.defaultContractId) : context.contracts.find((c) => sameName(c.name, contractCell) || String(c.id) === contractCell);
  const channelCell = cell("sales_channel");
  const channel = channelCell === "" ? undefined : context.salesChannels.find((c) => sameName(c.name, channelCell));
  if (channelCell !== "" && !channel) flag("sales_channel", "unknown_sales_channel", firstLine, { value: channelCell });
  const incoterm = cell("incoterm").toUpperCase();
  if (incoterm === "") flag("incoterm", "blank");
  else if (!INCOTERMS.includes(incoterm as Incoterm)) flag("incoterm", "invalid_incoterm", firstLine, { value: cell("incoterm") });
  const currency = cell("currency").toUpperCase();
  if (currency === "") flag("currency", "blank");
  else if (!CURRENCY_PATTERN.test(currency)) flag("currency", "invalid_currency", firstLine, { value: cell("currency") });
  const country = (column: ImportColumn, line: number, value: string) => {
    const code = value.toUpperCase();
    if (code !== "" && !COUNTRY_CODE_PATTERN.test(code)) flag(column, "invalid_country", line, { value });
    return code;
  };
  const measure = (column: ImportColumn, line: number, value: string) => {
    if (value === "") {
      flag(column, "blank", line);
      return Number.NaN;
    }
    const number = parseCellNumber(value);
    if (Number.isNaN(number)) flag(column, "not_a_number", line, { value });
    return number;
  };
  const system = context.measurementSystem;

  const boxes: ImportedBox[] = [];
  const lines: BuiltOrder["lines"] = [];
  group.boxes.forEach((box, boxIndex) => {
    const boxRow = box.rows[0];
    if (!boxRow) return;
    const at = (column: ImportColumn) => read(boxRow.values, column);
    if (boxIndex === MAX_IMPORT_BOXES) flag("box_number", "too_many_boxes", boxRow.line, { limit: MAX_IMPORT_BOXES });
    const items: ImportedItem[] = [];
    const itemLines: number[] = [];
    for (const row of box.rows) {
      const item = (column: ImportColumn) => read(row.values, column);
      // A row with no item cells is a box alone: the rules then say a box needs an item.
      if (ITEM_COLUMNS.every((column) => item(column) === "")) continue;
      if (items.length === MAX_IMPORT_ITEMS_PER_BOX) flag("item_sku", "too_many_items", row.line, { limit: MAX_IMPORT_ITEMS_PER_BOX });
      const categoryCell = item("item_category");
      const category = PRODUCT_CATEGORY_KEYS.find((key) => sameName(key, categoryCell));
      if (categoryCell !== "" && !category) flag("item_category", "unknown_category", row.line, { value: categoryCell });
      items.push({
        sku: item("item_sku"),
        name: item("item_name"),
        description: orNull(item("item_description")),
        // An unknown category is already a problem; the raw text keeps the rules from calling it blank.
        category: category ?? (categoryCell as ProductCategory),
        hs_code: item("item_hs_code"),
        origin_country: country("item_origin_country", row.line, item("item_origin_country")),
        unit_price: measure("item_unit_price", row.line, item("item_unit_price")),
        unit_weight: roundTo(weightToKg(measure("item_unit_weight", row.line, item("item_unit_weight")), system), 3),
        quantity: measure("item_quantity", row.line, item("item_quantity")),
        tax_value: 0,
      });
      itemLines.push(row.line);
    }
    boxes.push({
      length: roundTo(lengthToCm(measure("box_length", boxRow.line, at("box_length")), system), 2),
      width: roundTo(lengthToCm(measure("box_width", boxRow.line, at("box_width")), system), 2),
      height: roundTo(lengthToCm(measure("box_height", boxRow.line, at("box_height")), system), 2),
      empty_weight: 0,
      // The file's box weight is the gross weight (box and contents), as the wizard's "weight".
      weight: roundTo(weightToKg(measure("box_weight", boxRow.line, at("box_weight")), system), 3),
      harmful_products: false,
      items,
    });
    lines.push({ box: boxRow.line, items: itemLines });
  });

  if (!context.sender) problems.push({ line: firstLine, column: null, code: "no_default_sender" });
  if (group.order_number !== "" && context.takenOrderNumbers.has(group.order_number)) flag("order_number", "order_number_taken");

  const order: ImportedOrderInput = {
    order_number: group.order_number,
    sales_channel_id: channel?.id ?? null,
    sales_channel_order_number: orNull(cell("sales_channel_order_number")),
    contract_id: contract?.id ?? 0,
    incoterm: incoterm as Incoterm,
    currency,
    landed_cost: false,
    prc: false,
    insurance: false,
    commercial_destination: false,
    observations: null,
    seller_rfb_code: null,
    seller_legal_name: null,
    collected_icms: 0,
    collected_ii: 0,
    customer: {
      full_name: cell("receiver_name"),
      document: cell("receiver_tax_document"),
      phone: cell("receiver_phone"),
      email: cell("receiver_email"),
      country: country("receiver_country", firstLine, cell("receiver_country")),
      postal_code: cell("receiver_postal_code"),
      state: cell("receiver_state"),
      city: cell("receiver_city"),
      address: cell("receiver_address"),
      number: cell("receiver_number"),
      complement: orNull(cell("receiver_complement")),
      quarter: orNull(cell("receiver_quarter")),
      reference: null,
    },
    sender: context.sender ?? { name: "", email: "", phone: "", country: "", postal_code: "", state: "", city: "", address: "", number: "", complement: null, tax_number: null, tax_number_is_cpf: false, website: null },
    boxes,
    documents: [],
    agreed_to_costs: true,
    data_source: 1,
  };
  // A row without a contract: the courier a shipping rule chooses for this order comes first.
  const chosen = contractCell === "" ? contractChosenByRules(order, context) : undefined;
  if (chosen) {
    contract = chosen;
    order.contract_id = chosen.id;
  }
  if (!contract) flag("contract", "unknown_contract", firstLine, contractCell === "" ? undefined : { value: contractCell });
  return { order, contract, lines, problems };
}

/** The first contract (in the seller's order) of the courier an acting rule chooses for the order, if any. */
function contractChosenByRules(order: ImportedOrderInput, context: ImportContext): ImportContract | undefined {
  if (!context.shippingRules) return undefined;
  const choice = courierChosenByRules(context.shippingRules.rules, factsOfOrder(order, context.salesChannels), context.shippingRules.now);
  return choice ? context.contracts.find((candidate) => sameName(candidate.terms.carrier_name, choice.carrier)) : undefined;
}
