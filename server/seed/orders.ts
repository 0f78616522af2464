import type { Kysely, Transaction } from "kysely";
import { ORDER_STATUSES } from "../../src/domain/order-status";
import type { Database } from "../db/schema";
import { type DemoOrderRows, buildDemoOrderRows } from "./order-plan";

/**
 * Seeds the demo orders (issue 4) and names a few of them for tests, so that an e2e test never
 * has to guess which order to open or dispatch.
 */

/** SQLite's historical limit of bound values per statement; every supported database allows it. */
const MAX_BOUND_VALUES = 999;

/** Insert order matters: parents before children (foreign keys are on). */
const TABLES = ["contracts", "sales_channels", "overpacks", "orders", "order_boxes", "order_items", "order_volumes", "checkpoints"] as const;

export async function seedDemoOrders(
  trx: Transaction<Database> | Kysely<Database>,
  now: Date,
  dispatchers: Record<number, number>,
): Promise<void> {
  const rows = buildDemoOrderRows(now, { dispatchers });
  for (const table of TABLES) {
    const tableRows = rows[table] as Record<string, unknown>[];
    if (tableRows.length === 0) continue;
    const perStatement = Math.max(1, Math.floor(MAX_BOUND_VALUES / Object.keys(tableRows[0]!).length));
    for (let start = 0; start < tableRows.length; start += perStatement) {
      await trx
        .insertInto(table)
        .values(tableRows.slice(start, start + perStatement) as never)
        .execute();
    }
  }
}

export interface DemoOrderRef {
  id: number;
  order_number: string;
}

export interface DemoOrderFixtures {
  /** Seller 1's newest NEW order: the first row of the default list, dispatchable. */
  undispatched: DemoOrderRef;
  /**
   * Every other dispatchable NEW order of seller 1, newest first (about 115), so that each test
   * that dispatches can take its own and tests do not depend on one another.
   */
  dispatchable: DemoOrderRef[];
  /** Seller 1, in transit, with a checkpoint history of four entries. */
  dispatched: DemoOrderRef;
  /** Seller 1, delivered. */
  delivered: DemoOrderRef;
  /** Seller 1, NEW, with dangerous goods on the Economy contract: dispatch answers 422. */
  dangerousOnEconomy: DemoOrderRef[];
  /** Seller 1, dispatched and in the dispatched overpack "OVP-LG-0001". */
  overpacked: DemoOrderRef;
  /** Seller 2's orders: seller 1's users get 404 for each. */
  otherSeller: { undispatched: DemoOrderRef; dispatched: DemoOrderRef };
}

const ref = (order: { id: number; order_number: string }): DemoOrderRef => ({ id: order.id, order_number: order.order_number });

function first<T>(list: T[], what: string): T {
  const found = list[0];
  if (found === undefined) throw new Error(`The demo orders have no ${what}`);
  return found;
}

/** Reads the fixtures off the rows; ids and numbers do not depend on the time of seeding. */
export function demoOrderFixtures(rows: DemoOrderRows): DemoOrderFixtures {
  const economyIds = new Set(rows.contracts.filter((c) => c.allows_dangerous_goods === 0).map((c) => c.id));
  const newestFirst = [...rows.orders].sort((a, b) => b.id - a.id);
  const of = (seller: number) => newestFirst.filter((o) => o.seller_id === seller);
  const refused = (o: DemoOrderRows["orders"][number]) => o.dangerous_good === 1 && economyIds.has(o.contract_id);
  const isNew = (o: DemoOrderRows["orders"][number]) => o.current_status_id === ORDER_STATUSES.NEW;
  const dispatchable = of(1).filter((o) => isNew(o) && !refused(o));
  return {
    undispatched: ref(first(dispatchable, "dispatchable order")),
    dispatchable: dispatchable.slice(1).map(ref),
    dispatched: ref(first(of(1).filter((o) => o.current_status_id === ORDER_STATUSES.IN_TRANSIT && o.overpack_id === null), "order in transit")),
    delivered: ref(first(of(1).filter((o) => o.current_status_id === ORDER_STATUSES.DELIVERED), "delivered order")),
    dangerousOnEconomy: of(1).filter((o) => isNew(o) && refused(o)).map(ref),
    overpacked: ref(first(of(1).filter((o) => o.overpack_id === 1), "overpacked order")),
    otherSeller: {
      undispatched: ref(first(of(2).filter(isNew), "NEW order of seller 2")),
      dispatched: ref(first(of(2).filter((o) => o.dispatched === 1), "dispatched order of seller 2")),
    },
  };
}

/** The fixtures of the demo data (the time given here changes no id or number). */
export const DEMO_ORDERS: DemoOrderFixtures = demoOrderFixtures(buildDemoOrderRows(new Date(0), { dispatchers: {} }));
