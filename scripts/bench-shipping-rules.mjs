#!/usr/bin/env node
// Benchmark: what shipping rules (issue 22, decision 062) cost where they run on many orders.
// Figures printed, nothing asserted. In Node, through tsx, median of BENCH_RULES_RUNS (default 5):
// 1. the import check (checkImport) of a generated file of 10,000 rows without rules and with 20
//    rules that all look at every order (conditions on country, price, SKU; every action kind);
// 2. applyShippingRules of those 20 rules on one shipment with 6 options, 10,000 times (a
//    quote, an order check).
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = Number(process.env.BENCH_RULES_RUNS ?? 5);
const ROWS = 10_000;
const RULES = 20;
const CALLS = 10_000;
const load = (file) => tsImport(pathToFileURL(resolve(root, file)).href, import.meta.url);

const fixtures = await load("tests/fixtures/order-import.ts");
const { readImportFile } = await load("src/domain/order-import/read-file.ts");
const { checkImport } = await load("src/domain/order-import/check.ts");
const { applyShippingRules } = await load("src/domain/shipping-rules/apply.ts");
const { ACTION_NAMES } = await load("src/domain/shipping-rules/vocabulary.ts");
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const carrier = fixtures.importContext().contracts[0].terms.carrier_name;
const valuesOf = (action) =>
  action === "incoterm" ? ["DDU"] : action === "fixed_freight" ? ["12.50"] : action === "freight_from_cost" ? ["10"] : ["package", "never_use_package", "ship_from"].includes(action) ? ["1"] : ["Nobody Express"];
const rules = Array.from({ length: RULES }, (_, index) => {
  const action = ACTION_NAMES[index % ACTION_NAMES.length];
  return {
    id: index + 1,
    name: `Rule ${index + 1}`,
    priority: (index % 5) + 1,
    expiration: null,
    is_active: true,
    created_at: "2026-11-01T00:00:00Z",
    rule_conditions: [
      { condition_name: "Destination Country", operator: "is_any_of", values: ["BR", "CL", "AR"] },
      { condition_name: "Seller Price", operator: "greater_than", values: ["1"] },
      { condition_name: "Item SKU", operator: "shipment_does_not_contain", values: ["NEVER-1", "NEVER-2"] },
    ],
    rule_actions: [{ action_name: action, values: valuesOf(action) }],
  };
});
const now = new Date("2026-11-27T12:00:00Z");

const file = readImportFile(new TextEncoder().encode(fixtures.importCsv(fixtures.generatedRows(ROWS))));
const timeCheck = (context) => {
  const times = [];
  let totals;
  for (let run = 0; run < RUNS + 1; run++) {
    const start = performance.now();
    totals = checkImport(file.columns, file.rows, context).totals;
    if (run > 0) times.push(performance.now() - start);
  }
  return { ms: median(times), totals };
};
const without = timeCheck(fixtures.importContext());
const withRules = timeCheck(fixtures.importContext({ shippingRules: { rules, now } }));
console.log(`checkImport, ${ROWS} rows (${without.totals.orders} orders): ${without.ms.toFixed(0)} ms without rules, ${withRules.ms.toFixed(0)} ms with ${RULES} rules (median of ${RUNS})`);

const facts = { destination_country: "BR", destination_state: "SP", destination_postal_code: "01310-100", channel: { id: 5, name: "Loja Online" }, items: [{ sku: "A", category: "fashion", quantity: 2 }], seller_price_cents: 7980, weight_kg: 1.2, item_count: 2 };
const options = [1, 2, 3].flatMap((id) => ["DDP", "DDU"].map((incoterm) => ({ contract_id: id, carrier_name: id === 1 ? carrier : `Carrier ${id}`, incoterm, freight_cents: 1000 * id, total_cents: 2000 * id })));
const applyTimes = [];
for (let run = 0; run < RUNS + 1; run++) {
  const start = performance.now();
  for (let call = 0; call < CALLS; call++) applyShippingRules(rules, facts, options, now);
  if (run > 0) applyTimes.push(performance.now() - start);
}
const perCall = (median(applyTimes) * 1000) / CALLS;
console.log(`applyShippingRules, ${RULES} rules x ${options.length} options: ${perCall.toFixed(1)} µs a call (median of ${RUNS} x ${CALLS} calls)`);
