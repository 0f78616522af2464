import type { ContractDetails } from "../../src/api/schemas/contracts";
import { csvLine } from "../../src/domain/order-import/csv-out";
import { priceSteps } from "../../src/domain/price-table";
import { type Column, addPage, countryName, field, finish, startDocument, table, write } from "../documents/layout";

/**
 * A contract as a file (spec section 3: "downloadable as PDF or CSV"). Both carry the contract's
 * terms and its price table by weight step (src/domain/price-table.ts, the figures quotes use).
 * The CSV is one flat table, a row per weight step with the contract's terms repeated, so that a
 * spreadsheet can filter and sort it; its cells are written formula-safe (csvLine: a cell
 * starting with =, +, -, @ gets an apostrophe) since contract names come from people.
 */

const BOM = "\uFEFF";
const TAXING_WORDS = { simplified: "Simplified", formal: "Formal" } as const;

const money = (units: number) => units.toFixed(2);
const yesNo = (value: boolean) => (value ? "yes" : "no");

export const CSV_COLUMNS = [
  "contract",
  "carrier",
  "incoterms",
  "taxing_type",
  "start_date",
  "end_date",
  "destination",
  "delivery_time_days",
  "connected",
  "duties_percent",
  "sales_tax_percent",
  "insurance_percent",
  "weight_kg",
  "freight",
] as const;

export function contractFileName(contract: ContractDetails, extension: "pdf" | "csv"): string {
  const slug = contract.name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "contract";
  return `contract-${contract.id}-${slug}.${extension}`;
}

const centsTable = (contract: ContractDetails) =>
  priceSteps({ first_half_kg_cents: Math.round(contract.first_half_kg * 100), additional_half_kg_cents: Math.round(contract.additional_half_kg * 100) });

export function contractCsv(contract: ContractDetails): string {
  const terms = [
    contract.name,
    contract.carrier_name,
    contract.incoterms.join(" "),
    contract.taxing_type,
    contract.start_date,
    contract.end_date ?? "",
    contract.destination_country,
    String(contract.delivery_time),
    yesNo(contract.connected),
    String(contract.duties_percent),
    String(contract.sales_tax_percent),
    String(contract.insurance_percent),
  ];
  const lines = [csvLine(CSV_COLUMNS), ...centsTable(contract).map((step) => csvLine([...terms, String(step.weight_kg), money(step.freight_cents / 100)]))];
  return BOM + lines.join("\r\n") + "\r\n";
}

interface StepRow {
  weight_kg: number;
  freight_cents: number;
}

const STEP_COLUMNS: Column<StepRow>[] = [
  { title: "Weight up to (kg)", share: 0.5, value: (row) => row.weight_kg.toFixed(1) },
  { title: "Freight", share: 0.5, align: "right", value: (row) => money(row.freight_cents / 100) },
];

/** One letter page: the terms in two columns, then the price table. */
export async function contractPdf(contract: ContractDetails, printedAt: Date): Promise<Buffer> {
  const doc = startDocument(`Contract ${contract.name}`, printedAt);
  const frame = addPage(doc, "letter_full");
  let y = frame.top;
  y += write(doc, `Contract ${contract.name}`, frame.left, y, { width: frame.contentWidth, size: frame.sizes.title, bold: true, maxLines: 2 }) + 8;
  const half = frame.contentWidth / 2 - 6;
  const right = frame.left + half + 12;
  const pairs: [string, string][][] = [
    [["Carrier", contract.carrier_name], ["Incoterm", contract.incoterms.join(", ")]],
    [["Taxing type", TAXING_WORDS[contract.taxing_type]], ["Destination", countryName(contract.destination_country)]],
    [["Start date", contract.start_date], ["End date", contract.end_date ?? "No end"]],
    [["Delivery time", `${contract.delivery_time} working days`], ["Connected", contract.connected ? "Connected" : "Disconnected"]],
    [["First 0.5 kg", money(contract.first_half_kg)], ["Each further 0.5 kg", money(contract.additional_half_kg)]],
    [["Duties", `${contract.duties_percent} %`], ["Sales tax", `${contract.sales_tax_percent} %`]],
    [["Insurance", `${contract.insurance_percent} %`], ["DDP up to goods value", contract.ddp_max_goods_value === null ? "No limit" : money(contract.ddp_max_goods_value)]],
  ];
  for (const [[leftLabel, leftValue], [rightLabel, rightValue]] of pairs as [[string, string], [string, string]][]) {
    const used = Math.max(field(doc, frame, leftLabel, leftValue, frame.left, y, half), field(doc, frame, rightLabel, rightValue, right, y, half));
    y += used + 6;
  }
  y += 6;
  y += write(doc, "Price table", frame.left, y, { width: frame.contentWidth, size: frame.sizes.heading, bold: true }) + 4;
  table(doc, frame, STEP_COLUMNS, centsTable(contract), y);
  return finish(doc);
}
