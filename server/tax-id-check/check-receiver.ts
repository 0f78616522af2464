import type { Kysely, Transaction } from "kysely";
import { CPF_LENGTH, onlyDigits } from "../../src/domain/tax-documents";
import type { Database } from "../db/schema";
import type { ServerDeps } from "../deps";
import { flag } from "../http/answers";
import { OrderRefusedError } from "../orders/validate-order";
import { sellerSettingsRow } from "../settings/seller-settings";
import { localTaxIdProvider } from "./local-provider";
import type { TaxIdProvider } from "./provider";

type Db = Kysely<Database> | Transaction<Database>;

/** The provider a server asks: its own when given one, else the local stand-in (decision 064). */
export const taxIdProviderOf = (deps: Pick<ServerDeps, "taxIdCheck">): TaxIdProvider => deps.taxIdCheck ?? localTaxIdProvider;

export async function strictTaxIdOn(db: Db, sellerId: number): Promise<boolean> {
  const row = await sellerSettingsRow(db, sellerId);
  return row ? flag(row.strict_tax_id) : false;
}

/**
 * With the strict check on, a Brazilian receiver's CPF is asked of the tax authority before the
 * order is written (the wizard's and the import's alike: both create through createOrder). A CNPJ
 * (a company) and other countries' documents are not CPFs: not asked. Irregular: 422 at
 * customer.document. The authority unreachable (any failure of the provider): 503 at the same
 * field, and the order is not written: never passed unchecked.
 */
export async function checkReceiverCpf(provider: TaxIdProvider, customer: { country: string; document?: string | null }): Promise<void> {
  if (customer.country.trim().toUpperCase() !== "BR") return;
  const digits = onlyDigits(customer.document ?? "");
  if (digits.length !== CPF_LENGTH) return;
  let verdict;
  try {
    verdict = await provider.checkCpf(digits);
  } catch {
    throw new OrderRefusedError([{ path: "customer.document", code: "cpf_check_unavailable" }], 503);
  }
  if (verdict === "irregular") throw new OrderRefusedError([{ path: "customer.document", code: "cpf_irregular" }]);
}
