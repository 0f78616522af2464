#!/usr/bin/env node
// The JavaScript budgets, a step of `npm test` after the build: adds up the gzip size of the
// JavaScript each route downloads (scripts/bundle-routes.mjs says which files). Sizes, not
// timings: the same build always gives the same figures. Exits 1 when a route is over its budget.
// What each dependency costs within a route: `npm run bundle:report`.
// Usage: node scripts/bundle-budget.mjs [dist folder, default dist]
import { kb, readBuild } from "./bundle-routes.mjs";

/**
 * Decision 022 for the tracking page; decisions 035 and 044 for the portal: the sign-in page, the
 * shell with home and the top bar's widgets. Decision 068 gave the sign-in page and the shell 1 KB
 * each (101 and 121 were 100 and 120) for the account's protections: the sign-in's device token,
 * the 403 that opens the terms dialog, the job caps' refusals in the user's language.
 * 1 KB = 1024 bytes.
 */
const BUDGETS_KB = { "sign-in": 101, shell: 121, widgets: 80, tracking: 50 };

const DIST = process.argv[2] ?? "dist";
const build = readBuild(DIST);
if (!build) {
  console.error(`Bundle budgets: no ${DIST}/.vite/manifest.json. Build first (npx vite build).`);
  process.exit(1);
}

const overBudget = [];
for (const route of build.routes) {
  const size = kb([...route.files].reduce((sum, file) => sum + build.gzip(file), 0));
  const budgetKb = BUDGETS_KB[route.id];
  let line = `${route.name.padEnd(34)} ${size.toFixed(1).padStart(6)} KB gzip JavaScript in ${route.files.size} files`;
  if (budgetKb !== undefined) {
    const within = size <= budgetKb;
    line += ` (${within ? "within" : "OVER"} its ${budgetKb} KB budget)`;
    if (!within) overBudget.push(`${route.name.trim()}: ${size.toFixed(1)} KB, budget ${budgetKb} KB`);
  }
  console.log(line);
}

if (overBudget.length > 0) {
  console.error(`\nBundle budgets: over budget:\n  ${overBudget.join("\n  ")}`);
  console.error("Measure what each dependency costs (npm run bundle:report) and load what the page does not need at once later.");
  process.exit(1);
}
