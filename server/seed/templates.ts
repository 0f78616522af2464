import type { Insertable, Kysely } from "kysely";
import type { Database, Flag } from "../db/schema";
import { BATTERY_PRODUCTS, PRODUCTS, type Product } from "./order-catalog";

/**
 * Box and product templates for the demo sellers (issue 6), so the wizard's "Box template" and
 * "Product template" selects have something to apply. Ids are fixed: tests and the e2e name them.
 * Products come from the seed catalog with its real HS codes; none needs a customs document.
 */

type BoxRow = Insertable<Database["box_templates"]> & { id: number };
type ProductRow = Insertable<Database["product_templates"]> & { id: number };

const box = (id: number, seller_id: number, name: string, [length, width, height]: [number, number, number], empty_weight: number, auto_select: Flag = 0) =>
  ({ id, seller_id, name, length, width, height, empty_weight, weight: null, harmful_products: 0, auto_select }) as const;

export const DEMO_BOX_TEMPLATES = [
  box(1, 1, "Small box 20x15x10", [20, 15, 10], 0.15, 1),
  box(2, 1, "Medium box 30x25x15", [30, 25, 15], 0.3),
  box(3, 1, "Shoe box 35x22x13", [35, 22, 13], 0.25),
  box(4, 2, "Parcel 40x30x20", [40, 30, 20], 0.4),
] as const;

/** Where the demo goods are made: the catalog has no origin, the templates need one. */
const ORIGINS: Record<string, string> = { "CASE-IP15": "CN", "SHOE-RUN-42": "VN", "TSHIRT-M": "PE", "BOOK-HC-01": "US", "PWRBANK-10K": "CN", "YOGA-MAT": "CN" };
const SELLER_1_SKUS = ["CASE-IP15", "SHOE-RUN-42", "TSHIRT-M", "BOOK-HC-01", "PWRBANK-10K"] as const;
const SELLER_2_SKUS = ["YOGA-MAT"] as const;

function product(id: number, seller_id: number, sku: string) {
  const found: Product | undefined = [...PRODUCTS, ...BATTERY_PRODUCTS].find((p) => p.sku === sku);
  if (!found) throw new Error(`No catalog product ${sku}`);
  return {
    id,
    seller_id,
    sku,
    name: found.name,
    description: null,
    category: found.category,
    hs_code: found.hs_code,
    origin_country: ORIGINS[sku] ?? "CN",
    unit_price_cents: found.unit_price_cents,
    unit_weight: found.unit_weight,
  };
}

export const DEMO_PRODUCT_TEMPLATES = [
  ...SELLER_1_SKUS.map((sku, i) => product(i + 1, 1, sku)),
  ...SELLER_2_SKUS.map((sku, i) => product(SELLER_1_SKUS.length + i + 1, 2, sku)),
];

export async function seedDemoTemplates(db: Kysely<Database>, now: Date): Promise<void> {
  const updated_at = now.toISOString();
  const boxes: BoxRow[] = DEMO_BOX_TEMPLATES.map((b) => ({ ...b, updated_at }));
  const products: ProductRow[] = DEMO_PRODUCT_TEMPLATES.map((p) => ({ ...p, updated_at }));
  await db.insertInto("box_templates").values(boxes).execute();
  await db.insertInto("product_templates").values(products).execute();
}
