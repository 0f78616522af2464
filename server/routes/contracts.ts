import { Hono } from "hono";
import type { Kysely, Selectable } from "kysely";
import * as v from "valibot";
import { Pagination } from "../../src/api/schemas/common";
import type { Contract } from "../../src/api/schemas/quotes";
import { requireUser } from "../auth/require-user";
import type { ContractsTable, Database } from "../db/schema";
import type { AppEnv, ServerDeps } from "../deps";
import { page } from "../http/answers";
import { readQuery } from "../http/validate";
import { contractTermsOf } from "../orders/contract-terms";

/** The table keeps cents so that sums stay exact; answers speak units of money. */
const units = (cents: number) => cents / 100;

const ListQuery = v.object(Pagination);


/** A contract row as the pricing rules of src/domain/pricing.ts read it (cents). */

/** A contract with its price table in units, as GET /v1/contracts answers it. */
export function contractListAnswer(row: Selectable<ContractsTable>): Contract {
  const terms = contractTermsOf(row);
  return {
    id: terms.id,
    name: terms.name,
    carrier_name: terms.carrier_name,
    delivery_time: terms.delivery_time,
    incoterms: [...terms.incoterms],
    allows_battery: terms.allows_battery,
    allows_dangerous_goods: terms.allows_dangerous_goods,
    first_half_kg: units(terms.first_half_kg_cents),
    additional_half_kg: units(terms.additional_half_kg_cents),
    duties_percent: terms.duties_percent,
    sales_tax_percent: terms.sales_tax_percent,
    insurance_percent: terms.insurance_percent,
    ddp_max_goods_value: terms.ddp_max_goods_value_cents === null ? null : units(terms.ddp_max_goods_value_cents),
  };
}

/** Every contract of a seller, oldest first (the order the wizard lists them in). */
export async function sellerContracts(db: Kysely<Database>, sellerId: number): Promise<Selectable<ContractsTable>[]> {
  return db.selectFrom("contracts").selectAll().where("seller_id", "=", sellerId).orderBy("id").execute();
}

/** Contracts and sales channels: reads, so every group of the seller may list them. */
export function contractRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireUser(deps);

  app.get("/contracts", auth, async (c) => {
    const { limit, offset } = readQuery(c, ListQuery);
    const rows = await sellerContracts(deps.db, c.var.user.seller_id);
    return c.json(page(rows.slice(offset, offset + limit).map(contractListAnswer), rows.length));
  });

  app.get("/sales_channels", auth, async (c) => {
    const { limit, offset } = readQuery(c, ListQuery);
    const rows = await deps.db.selectFrom("sales_channels").select(["id", "name"]).where("seller_id", "=", c.var.user.seller_id).orderBy("name").orderBy("id").execute();
    return c.json(page(rows.slice(offset, offset + limit), rows.length));
  });

  return app;
}

/** The pricing rules' view of a contract row (one home: server/orders/contract-terms.ts). */
export const contractTerms = contractTermsOf;
