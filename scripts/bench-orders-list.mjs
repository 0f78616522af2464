#!/usr/bin/env node
// Benchmark: /orders with 10,000 cached orders (issue 4's goal: filter and sort under 50 ms, at
// most 1,500 DOM nodes). Two measures, figures printed, nothing asserted:
//
// 1. In Node: `filterAndSortOrders` (src/offline/order-filter.ts, loaded through tsx) on 10,000
//    synthetic rows: a text filter, a status filter, and each sort, median of several runs.
// 2. In Chromium: the e2e server script on its own port serves the built app; after sign-in the
//    10,000 rows are written into IndexedDB "orderRows", the browser goes offline and /orders is
//    opened from the service worker, so the list comes from the device. The time from pressing
//    "Apply filters" (or a sort header) to the table showing the new first row is measured inside
//    the page (performance.now around the click and a MutationObserver), and the DOM nodes counted.
//
// Needs the built app (`npm run build`). Environment: BENCH_LIST_PORT (default 8294).
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { launchChromium, signInPage, startE2eServer, waitForPortalDb, putRows } from "./bench-outbox-drain.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const ROWS = 10_000;
/** Ids far above the seed's, so the synthetic rows never replace a real cached order. */
const FIRST_ID = 5_000_000;
const NODE_RUNS = 15;
const COUNTRIES = ["AR", "BR", "CL", "CO", "EC", "MX", "PE", "UY"];
const STATUSES = [
  ["NEW", 100],
  ["READY_TO_SHIP", 300],
  ["SHIPPED", 500],
  ["IN_TRANSIT", 600],
  ["DELIVERED", 900],
];

/**
 * Deterministic list rows built on the shared order fixture (tests/fixtures/orders.ts, loaded
 * through tsx, so a new field of OrderListRow comes with it) plus cachedAt.
 */
export async function syntheticRows(count = ROWS) {
  const { sampleRow } = await tsImport(pathToFileURL(resolve(root, "tests/fixtures/orders.ts")).href, import.meta.url);
  const now = Date.parse("2026-01-01T00:00:00Z");
  let state = 42;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  return Array.from({ length: count }, (_, index) => {
    const [name, code] = STATUSES[index % STATUSES.length];
    return {
      ...sampleRow(FIRST_ID + index, {
        order_number: `BX-${String(100_000 + index)}`,
        reference: `NB${String(100_000_000 + index)}BR`,
        sales_channel_id: (index % 3) + 1,
        sales_channel_name: `Channel ${(index % 3) + 1}`,
        sales_channel_order_number: `SC-${index}`,
        customer_full_name: `Customer ${index} ${["Silva", "Souza", "Pérez", "Gómez"][index % 4]}`,
        customer_country: COUNTRIES[index % COUNTRIES.length],
        customer_city: "City",
        customer_postal_code: "01000-000",
        total_value: Math.round(random() * 100_000) / 100,
        current_status: { id: code, name },
        current_status_id: code,
        dispatched: name !== "NEW",
        contain_battery: index % 7 === 0,
        dangerous_good: index % 11 === 0,
        last_mile_tracking_number: name === "NEW" ? null : `LM${index}`,
        created_at: new Date(now - index * 60_000).toISOString(),
      }),
      cachedAt: new Date(now).toISOString(),
    };
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function nodeTimings(rows) {
  const { filterAndSortOrders } = await tsImport(pathToFileURL(resolve(root, "src/offline/order-filter.ts")).href, import.meta.url);
  const cases = [
    ["no filter, newest first", {}, null],
    ["order number contains '1234'", { order_number: "1234" }, null],
    ["status 600 + country BR, sort total value desc", { current_status: "600", customer_country: "BR" }, { field: "total_value", direction: "desc" }],
    ["customer name contains 'silva', sort order number asc", { customer_full_name: "silva" }, { field: "order_number", direction: "asc" }],
  ];
  console.log(`filterAndSortOrders in Node on ${rows.length.toLocaleString("en")} rows (median of ${NODE_RUNS}):`);
  for (const [label, filters, sort] of cases) {
    const times = [];
    let kept = 0;
    for (let run = 0; run < NODE_RUNS; run += 1) {
      const started = performance.now();
      kept = filterAndSortOrders(rows, filters, sort).length;
      times.push(performance.now() - started);
    }
    console.log(`  ${label.padEnd(56)} ${median(times).toFixed(2).padStart(7)} ms  (${kept} rows kept)`);
  }
}

/**
 * Clicks the element marked data-bench=`mark` from inside the page and times until the table's
 * first order number changes to one matching `expectFirst`; also counts the DOM nodes then.
 */
function timedClick(page, mark, expectFirst) {
  return page.evaluate(
    ({ marker, firstPattern }) => {
      const pattern = new RegExp(firstPattern);
      const firstOrder = () => document.querySelector('table[aria-label="Orders"] tbody a')?.textContent?.trim() ?? "";
      const button = document.querySelector(`[data-bench="${marker}"]`);
      if (!button) throw new Error(`Nothing is marked ${marker}`);
      const before = firstOrder();
      return new Promise((resolveTime, reject) => {
        const started = performance.now();
        const observer = new MutationObserver(() => {
          const now = firstOrder();
          if (now === before || !pattern.test(now)) return;
          observer.disconnect();
          resolveTime({ ms: performance.now() - started, first: now, nodes: document.getElementsByTagName("*").length });
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`The table did not change within 30 s (first row still ${firstOrder()})`));
        }, 30_000);
        button.click();
      });
    },
    { marker: mark, firstPattern: expectFirst },
  );
}

const mark = (locator, name) => locator.evaluate((element, value) => element.setAttribute("data-bench", value), name);

async function browserTimings(rows) {
  const port = Number(process.env.BENCH_LIST_PORT ?? 8294);
  const server = await startE2eServer(port);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInPage(page, server.base);
    await page.goto(`${server.base}/orders`);
    await page.getByRole("heading", { level: 1, name: "Order management" }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, { timeout: 60_000 });
    await waitForPortalDb(page, "orderRows");
    await putRows(page, "orderRows", rows);

    await context.setOffline(true);
    await page.reload();
    await page.getByText("Offline: showing orders saved on this device").waitFor({ timeout: 30_000 });
    await page.locator('table[aria-label="Orders"] tbody a').first().waitFor();
    const opened = await page.evaluate(() => document.getElementsByTagName("*").length);
    console.log(`/orders offline with ${rows.length.toLocaleString("en")} cached orders (plus the seed's first page), Chromium:`);
    console.log(`  DOM nodes after opening                                   ${String(opened).padStart(7)}`);

    // What reading the whole cache costs (the offline list reads it on each filter or sort change).
    const readAll = await page.evaluate(async () => {
      const db = await new Promise((ok, fail) => {
        const open = indexedDB.open("portal");
        open.onsuccess = () => ok(open.result);
        open.onerror = () => fail(open.error);
      });
      const started = performance.now();
      const count = await new Promise((ok, fail) => {
        const request = db.transaction("orderRows").objectStore("orderRows").getAll();
        request.onsuccess = () => ok(request.result.length);
        request.onerror = () => fail(request.error);
      });
      const ms = performance.now() - started;
      db.close();
      return { count, ms };
    });
    console.log(`  reading all ${readAll.count} cached rows from IndexedDB (getAll)  ${readAll.ms.toFixed(1).padStart(7)} ms`);

    await page.getByRole("textbox", { name: "Order number", exact: true }).fill("BX-1012");
    await mark(page.getByRole("button", { name: "Apply filters" }), "apply");
    const filter = await timedClick(page, "apply", "^BX-1012");
    console.log(`  filter "Order number contains BX-1012" -> table updated  ${filter.ms.toFixed(1).padStart(7)} ms  (${filter.nodes} DOM nodes)`);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.waitForFunction(() => !document.querySelector('table[aria-label="Orders"] tbody a')?.textContent?.startsWith("BX-1012"));
    await mark(page.getByRole("columnheader", { name: "Order number" }).getByRole("button"), "sort");
    // Order numbers sort as text: the synthetic "BX-..." come before the seed's "LG-...".
    const ascending = await timedClick(page, "sort", "^BX-100000$");
    console.log(`  sort by order number, ascending -> table updated         ${ascending.ms.toFixed(1).padStart(7)} ms  (${ascending.nodes} DOM nodes)`);
    const descending = await timedClick(page, "sort", "^[A-Z]{2}-\\d+$");
    console.log(`  sort by order number, descending -> table updated        ${descending.ms.toFixed(1).padStart(7)} ms  (${descending.nodes} DOM nodes)`);

    await page.getByRole("combobox", { name: "Rows per page" }).selectOption("50");
    await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Orders"] tbody a').length >= 50);
    const fullPage = await page.evaluate(() => document.getElementsByTagName("*").length);
    console.log(`  DOM nodes with 50 rows per page                           ${String(fullPage).padStart(7)}  (budget 1,500)`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function main() {
  const rows = await syntheticRows();
  await nodeTimings(rows);
  await browserTimings(rows);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
