import { useMemo } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchDocumentsNeeded } from "../../../api/calls/order-create";
import { contractTermsOf, insuranceSettingsOf, measureQuery, settingsQueries } from "../../../api/queries/shared-queries";
import type { PrintingSettings } from "../../../api/schemas/documents";
import type { DocumentNeeded } from "../../../api/schemas/order-create";
import type { Contract } from "../../../api/schemas/quotes";
import type { SellerSettings } from "../../../api/schemas/seller-settings";
import type { ShippingRule } from "../../../api/schemas/shipping-rules";
import { useSessionUser } from "../../../api/use-session-user";
import type { MeasurementSystem } from "../../../domain/measurement";
import { HS_CODE_PATTERN, normalizeHsCode, type OrderRulesContext } from "../../../domain/order-validation";
import type { ContractTerms } from "../../../domain/pricing";
import { DEVICE_KEYS, type KnownDocumentCodes } from "../../../offline/device/device-keys";
import { readDeviceKey, writeDeviceKey } from "../../../offline/device/device-store";
import { draftToOrderInput, type OrderDraftValues } from "../../../offline/drafts/order-draft-values";
import type { ShipmentFacts } from "../../../domain/shipping-rules/evaluate";
import { factsOfOrder } from "../../../domain/shipping-rules/facts";
import { templateQueries } from "../../../offline/templates";
import { useOnline } from "../../../ui/use-online";
import { isOfflineError, keptOnDevice, retryUnlessOffline, wizardQueries } from "../queries";

/**
 * What the wizard needs from the server besides the draft, loaded once and kept for offline use:
 * the measurement system, contracts (to price and check offline), sales channels, seller and
 * printing settings, and which of the draft's HS codes need a document.
 */
export interface WizardContext {
  measurement: MeasurementSystem;
  contracts: Contract[] | undefined;
  /** The contracts as the pricing rules read them (money in cents); undefined while unknown. */
  contractTerms: ContractTerms[] | undefined;
  salesChannels: { id: number; name: string }[] | undefined;
  /** The seller's shipping rules, applied on the Courier step (issue 22); undefined while unknown. */
  shippingRules: ShippingRule[] | undefined;
  sellerSettings: SellerSettings | undefined;
  printing: PrintingSettings | undefined;
  /** For each of the draft's HS codes that needs one, the document customs ask for. */
  documentsNeeded: DocumentNeeded[] | undefined;
  online: boolean;
  /** The signed-in user's seller (templates belong to it). */
  sellerId: number | undefined;
  /** The rules' context for this draft (chosen contract's terms, HS codes needing documents). */
  rules: OrderRulesContext;
}

/** Answers change rarely during one order: no refetch while the user types. */
const CONTEXT_STALE_MS = 5 * 60_000;
// The conversions moved to src/api/queries/shared-queries.ts (the import builds its context with them too).
export { contractTermsOf, insuranceSettingsOf };

/** The draft's HS codes that can be asked about: normalized, well formed, once each, sorted. */
export function draftHsCodes(draft: OrderDraftValues): string[] {
  const codes = new Set<string>();
  for (const box of draft.boxes) {
    for (const item of box.items) {
      const code = normalizeHsCode(item.hs_code);
      if (HS_CODE_PATTERN.test(code)) codes.add(code);
    }
  }
  return [...codes].sort();
}

/**
 * Which codes need a document. Every answer is remembered per code, so that offline any mix of
 * codes asked before is answered; a code never asked is taken as needing none (creating the order
 * needs the network, and the server checks again then).
 */
async function documentsNeededFor(codes: string[], userId: number | undefined, signal: AbortSignal): Promise<DocumentNeeded[]> {
  const copy = DEVICE_KEYS.wizardCopy.documentsNeeded(userId);
  const known = (await readDeviceKey(copy).catch(() => undefined)) ?? {};
  try {
    const answer = await fetchDocumentsNeeded(codes, signal);
    const next: KnownDocumentCodes = { ...known };
    for (const code of codes) next[code] = null;
    for (const entry of answer) next[normalizeHsCode(entry.hs_code)] = { ...entry, hs_code: normalizeHsCode(entry.hs_code) };
    await writeDeviceKey(copy, next).catch(() => undefined);
    return codes.flatMap((code) => next[code] ?? []);
  } catch (error) {
    if (!isOfflineError(error)) throw error;
    return codes.flatMap((code) => known[code] ?? []);
  }
}

export function useWizardContext(draft: OrderDraftValues): WizardContext {
  const user = useSessionUser();
  const userId = user?.id;
  const sellerId = user?.seller_id;
  const online = useOnline();
  // "always": the query function runs offline too, so the device copy can answer.
  const common = { networkMode: "always", retry: retryUnlessOffline, staleTime: CONTEXT_STALE_MS } as const;
  // The queries other screens read too (src/api/queries): their keys, so that a change saved
  // in the settings (the measurement system) is what the wizard shows at once; answered from
  // the device's copy when offline.
  const copies = DEVICE_KEYS.wizardCopy;
  const measure = useQuery({ ...keptOnDevice(measureQuery(userId), copies.measure(userId)), ...common });
  const contracts = useQuery({ ...keptOnDevice(settingsQueries.contracts(userId), copies.contracts(userId)), ...common });
  const salesChannels = useQuery({ ...keptOnDevice(settingsQueries.salesChannels(userId), copies.salesChannels(userId)), ...common });
  const sellerSettings = useQuery({ ...keptOnDevice(settingsQueries.seller(sellerId), copies.sellerSettings(userId)), ...common });
  const printing = useQuery({ ...keptOnDevice(settingsQueries.printing(userId), copies.printing(userId)), ...common });
  // The rules the Courier step applies on the device (issue 22): offline, this device's copy.
  const shippingRules = useQuery({ ...keptOnDevice(settingsQueries.shippingRules(userId), copies.shippingRules(userId)), ...common });

  // The Shipment step's templates come from the device; bring them up to date on a visit.
  const templates = templateQueries.refresh(sellerId);
  useQuery({ ...templates, enabled: online && templates.enabled });

  // A string key: a keystroke elsewhere in the draft keeps the same codes (and the same rules).

  const codesKey = useMemo(() => draftHsCodes(draft).join(","), [draft]);
  const codes = useMemo(() => (codesKey === "" ? [] : codesKey.split(",")), [codesKey]);
  const documentsNeeded = useQuery({
    ...common,
    queryKey: wizardQueries.documentsNeeded(userId, codes),
    queryFn: ({ signal }) => documentsNeededFor(codesKey.split(","), userId, signal),
    enabled: codes.length > 0,
    // While a new code is being asked about, the documents of the others stay on screen.
    placeholderData: keepPreviousData,
  });

  const contractTerms = useMemo(() => contracts.data?.map(contractTermsOf), [contracts.data]);
  const measurement = measure.data?.measurement_system ?? "metric";
  // What the rules look at, as one string: a keystroke in a name keeps the same facts (and rules).
  const factsKey = useMemo(() => JSON.stringify(factsOfOrder(draftToOrderInput(draft, measurement), salesChannels.data ?? [])), [draft, measurement, salesChannels.data]);
  const chosen = contractTerms?.find((terms) => terms.id === draft.contract_id);
  const insurance = sellerSettings.data?.insurance;
  const answered = documentsNeeded.data;
  // keepPreviousData may still show the answer for the codes before the last change: keep only ours.
  const needed = useMemo(() => (codes.length === 0 ? [] : answered?.filter((entry) => codes.includes(entry.hs_code))), [codes, answered]);
  const rules = useMemo<OrderRulesContext>(
    () => ({
      contract: chosen,
      insurance_settings: insurance ? insuranceSettingsOf(insurance) : undefined,
      codes_needing_documents: (needed ?? []).map((entry) => entry.hs_code),
      // The cached rules refuse a courier they forbid, as the server will (Next on Courier, offline too).
      shipping_rules: shippingRules.data ? { rules: shippingRules.data, facts: JSON.parse(factsKey) as ShipmentFacts, now: new Date() } : undefined,
    }),
    [chosen, insurance, needed, shippingRules.data, factsKey],
  );

  // One object while nothing in it changes: the wizard keeps the step's content when it does not.
  return useMemo(
    () => ({
      measurement,
      contracts: contracts.data,
      contractTerms,
      salesChannels: salesChannels.data,
      shippingRules: shippingRules.data,
      sellerSettings: sellerSettings.data,
      printing: printing.data,
      documentsNeeded: needed,
      online,
      sellerId,
      rules,
    }),
    [measurement, contracts.data, contractTerms, salesChannels.data, shippingRules.data, sellerSettings.data, printing.data, needed, online, sellerId, rules],
  );
}
