import { describe, expect, it } from "vitest";
import type { NotificationRule } from "../../api/schemas/notification-rules";
import { bodyOfForm, cellKey, emptyRuleForm, formOfRule, newCondition, renameCondition, ruleFormErrors } from "./rule-form-state";

const stored: NotificationRule = {
  id: 7,
  ruleName: "Buyer",
  applyRuleTo: "some_shipments",
  contractCreation: "manual_add_contract",
  contractIds: ["2"],
  isAllContractsSelected: false,
  conditions: [{ condition_name: "Destination Country", operator: "is_any_of", values: ["BR", "MX"] }],
  notifications: [
    { checkpoint_id: 11, notification_type: "mail_customer" },
    { checkpoint_id: 11, notification_type: "webhook_admin" },
  ],
  enabled: true,
  created_at: "2026-11-01T00:00:00.000Z",
  updated_at: "2026-11-01T00:00:00.000Z",
};

describe("the rule form's values", () => {
  it("loads a stored rule and sends it back the same, values split from the text typed", () => {
    const form = formOfRule(stored, true);
    expect(form.conditions).toEqual([{ condition_name: "Destination Country", operator: "is_any_of", valuesText: "BR, MX" }]);
    expect(bodyOfForm({ ...form, conditions: [{ ...form.conditions[0]!, valuesText: " BR ,, AR " }] }, 7)).toEqual({
      id: 7,
      ruleName: "Buyer",
      applyRuleTo: "some_shipments",
      contractCreation: "manual_add_contract",
      contractIds: ["2"],
      isAllContractsSelected: false,
      conditions: [{ condition_name: "Destination Country", operator: "is_any_of", values: ["BR", "AR"] }],
      notifications: stored.notifications,
    });
  });

  it("leaves webhook_admin out for a user who may not use it", () => {
    expect([...formOfRule(stored, false).cells]).toEqual([cellKey(11, "mail_customer")]);
  });

  it("keeps an operator only when the new condition allows it, and sends none for All Shipments", () => {
    const country = { ...newCondition("Destination Country"), valuesText: "BR" };
    expect(renameCondition(country, "Destination State")).toEqual({ condition_name: "Destination State", operator: "is_any_of", valuesText: "BR" });
    expect(renameCondition(country, "Seller Price").operator).toBe("greater_than");
    const all = renameCondition(country, "All Shipments");
    expect(all).toEqual({ condition_name: "All Shipments", operator: "", valuesText: "" });
    expect(bodyOfForm({ ...emptyRuleForm(), conditions: [all] }).conditions).toEqual([{ condition_name: "All Shipments", operator: null, values: [] }]);
  });

  it("names what is missing before sending", () => {
    const form = { ...emptyRuleForm(), applyRuleTo: "some_shipments" as const, conditions: [newCondition()] };
    expect(ruleFormErrors(form)).toEqual({ ruleName: "blank", contractIds: "none", cells: "none", conditions: { 0: "values" } });
    expect(ruleFormErrors({ ...emptyRuleForm(), ruleName: "A", cells: new Set([cellKey(1, "sms_customer")]) })).toEqual({ conditions: {} });
  });
});
