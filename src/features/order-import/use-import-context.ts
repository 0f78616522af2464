import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { accountQueries, contractTermsOf, insuranceSettingsOf, measureQuery, settingsQueries } from "../../api/queries/shared-queries";
import { useSessionUser } from "../../api/use-session-user";
import type { ImportContextBase } from "./import-ports";
import { defaultImportSender } from "./import-sender";

/**
 * The import's context from the app's queries, the ones the order wizard reads (contracts, sales
 * channels, measurement system, insurance settings) and the seller's default address (import-sender.ts).
 * Undefined until every answer is there; the file field waits for it.
 */
export function useImportContext(): { context: ImportContextBase | undefined; error: unknown } {
  const user = useSessionUser();
  const userId = user?.id;
  const measure = useQuery(measureQuery(userId));
  const contracts = useQuery(settingsQueries.contracts(userId));
  const channels = useQuery(settingsQueries.salesChannels(userId));
  const settings = useQuery(settingsQueries.seller(user?.seller_id));
  const addresses = useQuery(accountQueries.sellerAddresses(user?.seller_id));
  // The preview rejects what the server's creation would refuse for a shipping rule; without
  // them (a failed call) the server still does.
  const shippingRules = useQuery(settingsQueries.shippingRules(userId));
  const error = measure.error ?? contracts.error ?? channels.error ?? addresses.error ?? null;
  const context = useMemo<ImportContextBase | undefined>(() => {
    if (!contracts.data || !channels.data || !addresses.data || measure.isPending || shippingRules.isPending) return undefined;
    const insurance = settings.data?.insurance;
    return {
      contracts: contracts.data.map((contract) => ({ id: contract.id, name: contract.name, terms: contractTermsOf(contract) })),
      defaultContractId: contracts.data[0]?.id ?? null,
      salesChannels: channels.data.map(({ id, name }) => ({ id, name })),
      sender: defaultImportSender(addresses.data),
      measurementSystem: measure.data?.measurement_system ?? "metric",
      ...(insurance ? { insuranceSettings: insuranceSettingsOf(insurance) } : {}),
      // No rules, no facts to build per order: the check costs what it did.
      ...(shippingRules.data?.length ? { shippingRules: { rules: shippingRules.data, now: new Date() } } : {}),
    };
  }, [contracts.data, channels.data, addresses.data, measure.isPending, measure.data, settings.data, shippingRules.isPending, shippingRules.data]);
  return { context, error };
}
