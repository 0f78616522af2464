import { useMemo } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { accountQueries, contractTermsOf, insuranceSettingsOf, measureQuery, settingsQueries } from "../../api/queries/shared-queries";
import { useSessionUser } from "../../api/use-session-user";
import type { ImportSender } from "../../domain/order-import/types";
import { defaultSender } from "../../offline/drafts/default-sender";
import type { DraftSender } from "../../offline/drafts/order-draft-values";
import type { ImportContextBase } from "./import-ports";


const optional = (value: string) => (value.trim() === "" ? null : value.trim());

/** The wizard's default sender as the check reads it; none when it has no address (orders are then rejected with the reason). */
export function importSenderOf(sender: DraftSender): ImportSender | null {
  if (sender.address.trim() === "" && sender.country.trim() === "") return null;
  return { ...sender, complement: optional(sender.complement), tax_number: optional(sender.tax_number), website: optional(sender.website) };
}

/**
 * The import's context from the app's queries, the ones the order wizard reads (contracts, sales
 * channels, measurement system, insurance settings) and the sender a new order starts with.
 * Undefined until every answer is there; the file field waits for it.
 */
export function useImportContext(): { context: ImportContextBase | undefined; error: unknown } {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const userId = user?.id;
  const measure = useQuery(measureQuery(userId));
  const contracts = useQuery(settingsQueries.contracts(userId));
  const channels = useQuery(settingsQueries.salesChannels(userId));
  const settings = useQuery(settingsQueries.seller(user?.seller_id));
  const sender = useQuery({
    queryKey: ["order-import", "sender", userId] as const,
    queryFn: () => defaultSender(userId ?? 0, () => queryClient.fetchQuery({ ...accountQueries.currentSeller(), staleTime: Infinity, retry: false })),
    enabled: userId !== undefined,
  });
  const error = measure.error ?? contracts.error ?? channels.error ?? sender.error ?? null;
  const context = useMemo<ImportContextBase | undefined>(() => {
    if (!contracts.data || !channels.data || !sender.data || measure.isPending) return undefined;
    const insurance = settings.data?.insurance;
    return {
      contracts: contracts.data.map((contract) => ({ id: contract.id, name: contract.name, terms: contractTermsOf(contract) })),
      defaultContractId: contracts.data[0]?.id ?? null,
      salesChannels: channels.data.map(({ id, name }) => ({ id, name })),
      sender: importSenderOf(sender.data),
      measurementSystem: measure.data?.measurement_system ?? "metric",
      ...(insurance ? { insuranceSettings: insuranceSettingsOf(insurance) } : {}),
    };
  }, [contracts.data, channels.data, sender.data, measure.isPending, measure.data, settings.data]);
  return { context, error };
}
