// The parts of the server the load test (scripts/load-orders.mjs) uses, loaded in one tsx import
// so that they share one copy of Kysely: server/db/portable.ts tells the dialect with
// `instanceof`, which a second copy would defeat.
export { CompiledQuery, sql } from "kysely";
export { openDatabase } from "../server/db/database";
export { seedDemoData } from "../server/seed/demo";
export { sellerOrders } from "../server/orders/order-rows";
export { orderFilters, orderSort } from "../server/orders/order-filter";
export { dayRowsQuery, sellerAnalytics, topCustomersQuery } from "../server/analytics/seller-analytics";
export { analyticsPeriods } from "../src/domain/order-analytics";
