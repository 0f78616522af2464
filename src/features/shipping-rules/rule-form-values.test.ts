import { describe, expect, it } from "vitest";
import { conditionDraftsOf, EMPTY_RULE, hasProblems, requestOf, ruleProblems, type RuleFormValues } from "./rule-form-values";

const valid = (): RuleFormValues => ({
  ...EMPTY_RULE(),
  name: " No Korea Post to Chile ",
  conditions: [{ key: "c1", condition_name: "Destination Country", operator: "is_any_of", values: "CL, AR ,, ", locked: false }],
  action_name: "never_use_courier",
  action_values: ["3"],
});

describe("a shipping rule's form values", () => {
  it("is sent with priority 5 when none was chosen, values split at commas, attributes named as the spec says", () => {
    expect(requestOf(valid())).toEqual({
      name: "No Korea Post to Chile",
      priority: 5,
      expiration: null,
      is_active: true,
      shipping_rules_conditions_attributes: [{ condition_name: "Destination Country", operator: "is_any_of", values: ["CL", "AR"] }],
      shipping_rules_actions_attributes: [{ action_name: "never_use_courier", values: ["3"] }],
    });
  });

  it("sends All Shipments without operator or values, and money with a dot", () => {
    const values = { ...valid(), priority: "2" as const, conditions: [{ key: "c", condition_name: "All Shipments" as const, operator: "" as const, values: "x", locked: false }], action_name: "fixed_freight" as const, action_values: ["12,50"] };
    const request = requestOf(values);
    expect(request.priority).toBe(2);
    expect(request.shipping_rules_conditions_attributes).toEqual([{ condition_name: "All Shipments", operator: null, values: [] }]);
    expect(request.shipping_rules_actions_attributes).toEqual([{ action_name: "fixed_freight", values: ["12.5"] }]);
  });

  it("finds a blank name, a missing operator and values, an operator that does not fit, and a missing action", () => {
    const problems = ruleProblems({
      ...EMPTY_RULE(),
      conditions: [
        { key: "a", condition_name: "Item SKU", operator: "", values: " , ", locked: false },
        { key: "b", condition_name: "Destination Country", operator: "greater_than", values: "CL", locked: false },
        { key: "c", condition_name: "Seller Price", operator: "greater_than", values: "100,50", locked: false },
      ],
    });
    expect(problems.name).toBe("blank");
    expect(problems.conditionRows).toEqual({ a: ["choose-operator", "values-blank"], b: ["operator-not-fit"], c: ["values-number"] });
    expect(problems.action_name).toBe("choose-action");
  });

  it("loads a rule's conditions locked, and does not check them again", () => {
    const drafts = conditionDraftsOf([{ condition_name: "Destination Country", operator: "is_any_of", values: ["CL", "AR"] }]);
    expect(drafts).toMatchObject([{ condition_name: "Destination Country", operator: "is_any_of", values: "CL, AR", locked: true }]);
    expect(hasProblems(ruleProblems({ ...valid(), conditions: drafts }))).toBe(false);
  });

  it("wants an amount of at least 0.01 for fixed freight", () => {
    expect(ruleProblems({ ...valid(), action_name: "fixed_freight", action_values: ["0"] }).action_values).toBe("money");
    expect(ruleProblems({ ...valid(), action_name: "never_use_courier", action_values: [] }).action_values).toBe("choose-value");
  });
});
