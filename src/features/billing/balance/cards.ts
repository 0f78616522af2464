import type { Balance, Category, Settings } from "../../../api/schemas/billing";
import { type BalanceCard, balanceCard } from "../../../domain/billing";

/** Reais as the server sends them (at most two decimals) to the domain's integer cents. */
export const toCents = (reais: number): number => Math.round(reais * 100);

/** The Balance tab's cards, in the server's category order, from its three answers. */
export function balanceCards(categories: readonly Category[], settings: Settings, balance: Balance): BalanceCard[] {
  return categories.map((category) => {
    const setting = settings.seller_account_settings.find((candidate) => candidate.category_id === category.id);
    return balanceCard({
      category,
      setting: setting
        ? { method: setting.method, is_active: setting.is_active, is_blocked: setting.is_blocked, limit_cents: setting.limit === null ? null : toCents(setting.limit) }
        : null,
      global_active: settings.meta.global.is_active,
      balance_cents: { prepaid: toCents(balance.balance.prepaid[category.code] ?? 0), postpaid: toCents(balance.balance.postpaid[category.code] ?? 0) },
      partial_invoice_cents: toCents(balance.partial_invoice[category.code] ?? 0),
    });
  });
}
