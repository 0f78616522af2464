import type { Kysely, Transaction } from "kysely";
import type { ChannelForFacts } from "../../src/domain/shipping-rules/facts";
import type { EvaluatedRule } from "../../src/domain/shipping-rules/plan";
import type { Database } from "../db/schema";
import { sellerShippingRules } from "./rule-store";

type Db = Kysely<Database> | Transaction<Database>;

/** What evaluating a seller's rules needs: the rules and the sales channels (a Channel condition names one). */
export interface SellerRules {
  rules: EvaluatedRule[];
  channels: ChannelForFacts[];
}

export async function loadSellerRules(db: Db, sellerId: number): Promise<SellerRules> {
  const [rules, channels] = await Promise.all([
    sellerShippingRules(db, sellerId),
    db.selectFrom("sales_channels").select(["id", "name"]).where("seller_id", "=", sellerId).orderBy("id").execute(),
  ]);
  return { rules, channels };
}
