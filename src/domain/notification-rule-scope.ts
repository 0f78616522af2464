/**
 * Tracking notification rules (configuration area sections 3, 4 and 6; issue 21; decision 059):
 * the channels a rule can tick per tracking event, and the scope logic of section 4 — which
 * shipments (contracts) a rule is about. Pure: the form, the server and delivery all use it.
 */

/** notification_type values; stored as these spellings. webhook_admin is the administrators' (section 6). */
export const NOTIFICATION_CHANNELS = ["sms_customer", "whats_customer", "mail_customer", "mail_seller", "webhook_seller", "webhook_admin"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The one channel only the seller's administrators may tick (server-enforced). */
export const ADMIN_ONLY_CHANNEL: NotificationChannel = "webhook_admin";

export const RULE_SCOPES = ["all_shipments", "some_shipments"] as const;
export type RuleScope = (typeof RULE_SCOPES)[number];

/** How contracts made later join the rule: automatically (all shipments) or by hand (some). */
export const CONTRACT_CREATIONS = ["auto_add_contract", "manual_add_contract"] as const;
export type ContractCreation = (typeof CONTRACT_CREATIONS)[number];

/** A first contract id of "all" means every contract, also those made later (section 3). */
export const ALL_CONTRACTS = "all";

/** The scope part of a rule as the form holds it and the wire carries it (spec's names). */
export interface RuleScopeState {
  applyRuleTo: RuleScope;
  /** Empty ("") right after choosing some shipments (section 4: choosing some clears it). */
  contractCreation: ContractCreation | "";
  contractIds: string[];
  isAllContractsSelected: boolean;
}

/**
 * Choosing a scope (section 4): all shipments sets contractCreation to auto_add_contract, clears
 * the contract ids and marks every contract selected; some shipments clears contractCreation
 * (and the "all" mark) and keeps the contracts already picked, so switching back and forth by
 * mistake loses nothing the user chose.
 */
export function chooseScope(state: RuleScopeState, scope: RuleScope): RuleScopeState {
  if (scope === "all_shipments") {
    return { applyRuleTo: "all_shipments", contractCreation: "auto_add_contract", contractIds: [], isAllContractsSelected: true };
  }
  return {
    applyRuleTo: "some_shipments",
    contractCreation: "",
    contractIds: state.contractIds.filter((id) => id !== ALL_CONTRACTS),
    isAllContractsSelected: false,
  };
}

/**
 * A stored rule's scope as the form loads it (section 4): a first contract id "all" gives all
 * shipments with auto add; anything else some shipments with manual add and those contracts.
 */
export function loadScope(storedContractIds: readonly string[]): RuleScopeState {
  if (storedContractIds[0] === ALL_CONTRACTS) {
    return { applyRuleTo: "all_shipments", contractCreation: "auto_add_contract", contractIds: [], isAllContractsSelected: true };
  }
  return { applyRuleTo: "some_shipments", contractCreation: "manual_add_contract", contractIds: [...storedContractIds], isAllContractsSelected: false };
}

/**
 * What is stored for a scope: every contract is ["all"] with auto add; some contracts are their
 * ids (without duplicates, in the order chosen) with manual add. loadScope(storedScope(x)) is x
 * as the form would load it.
 */
export function storedScope(state: Pick<RuleScopeState, "applyRuleTo" | "contractIds">): {
  apply_to: RuleScope;
  contract_creation: ContractCreation;
  contract_ids: string[];
} {
  if (state.applyRuleTo === "all_shipments") return { apply_to: "all_shipments", contract_creation: "auto_add_contract", contract_ids: [ALL_CONTRACTS] };
  return { apply_to: "some_shipments", contract_creation: "manual_add_contract", contract_ids: [...new Set(state.contractIds.filter((id) => id !== ALL_CONTRACTS))] };
}

/** Whether a rule of this scope is about a shipment of this contract. */
export function scopeCoversContract(storedContractIds: readonly string[], contractId: number): boolean {
  return storedContractIds[0] === ALL_CONTRACTS || storedContractIds.includes(String(contractId));
}
