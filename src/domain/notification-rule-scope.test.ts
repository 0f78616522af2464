import { describe, expect, it } from "vitest";
import { chooseScope, loadScope, type RuleScopeState, scopeCoversContract, storedScope } from "./notification-rule-scope";

const some: RuleScopeState = { applyRuleTo: "some_shipments", contractCreation: "manual_add_contract", contractIds: ["1", "3"], isAllContractsSelected: false };

describe("choosing a rule's scope (spec section 4)", () => {
  it("all shipments: auto add, contract ids cleared, every contract selected", () => {
    expect(chooseScope(some, "all_shipments")).toEqual({ applyRuleTo: "all_shipments", contractCreation: "auto_add_contract", contractIds: [], isAllContractsSelected: true });
  });

  it("some shipments: contractCreation cleared, the 'all' mark gone, the contracts picked kept", () => {
    const all = chooseScope(some, "all_shipments");
    expect(chooseScope(all, "some_shipments")).toEqual({ applyRuleTo: "some_shipments", contractCreation: "", contractIds: [], isAllContractsSelected: false });
    expect(chooseScope({ ...some, contractIds: ["all", "2"] }, "some_shipments")).toEqual({ applyRuleTo: "some_shipments", contractCreation: "", contractIds: ["2"], isAllContractsSelected: false });
  });
});

describe("loading and storing a rule's scope", () => {
  it("a first contract id 'all' loads as all shipments with auto add", () => {
    expect(loadScope(["all"])).toEqual({ applyRuleTo: "all_shipments", contractCreation: "auto_add_contract", contractIds: [], isAllContractsSelected: true });
  });

  it("anything else loads as some shipments with manual add and those contracts", () => {
    expect(loadScope(["2", "all"])).toEqual({ applyRuleTo: "some_shipments", contractCreation: "manual_add_contract", contractIds: ["2", "all"], isAllContractsSelected: false });
    expect(loadScope([])).toMatchObject({ applyRuleTo: "some_shipments", contractIds: [] });
  });

  it("stores all shipments as ['all'] and some as their distinct ids, and loads back what was stored", () => {
    expect(storedScope({ applyRuleTo: "all_shipments", contractIds: ["1"] })).toEqual({ apply_to: "all_shipments", contract_creation: "auto_add_contract", contract_ids: ["all"] });
    const stored = storedScope({ applyRuleTo: "some_shipments", contractIds: ["3", "1", "3"] });
    expect(stored).toEqual({ apply_to: "some_shipments", contract_creation: "manual_add_contract", contract_ids: ["3", "1"] });
    expect(loadScope(stored.contract_ids)).toEqual({ applyRuleTo: "some_shipments", contractCreation: "manual_add_contract", contractIds: ["3", "1"], isAllContractsSelected: false });
  });

  it("tells whether a rule covers a shipment's contract", () => {
    expect(scopeCoversContract(["all"], 9)).toBe(true);
    expect(scopeCoversContract(["1", "3"], 3)).toBe(true);
    expect(scopeCoversContract(["1", "3"], 2)).toBe(false);
  });
});
