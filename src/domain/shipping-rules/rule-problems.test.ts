import { describe, expect, it } from "vitest";
import { RULE_MESSAGES, type RuleChoices, ruleProblems } from "./rule-problems";
import type { RuleAction, RuleCondition } from "./vocabulary";

const CHOICES: RuleChoices = { carriers: ["Pampa Freight", "Andes Air Courier"], packageIds: ["4"], shipFromIds: ["9"] };
const country: RuleCondition = { condition_name: "Destination Country", operator: "is_any_of", values: ["CL"] };
const problemsOf = (action: RuleAction, conditions: RuleCondition[] = [country]) => ruleProblems(conditions, [action], CHOICES).map((problem) => problem.message);

describe("ruleProblems", () => {
  it("accepts a rule whose values fit, whatever the case of a courier's name", () => {
    expect(problemsOf({ action_name: "never_use_courier", values: ["pampa freight", "ANDES AIR COURIER"] })).toEqual([]);
    expect(problemsOf({ action_name: "incoterm", values: ["ddp"] })).toEqual([]);
    expect(problemsOf({ action_name: "fixed_freight", values: ["0.01"] })).toEqual([]);
    expect(problemsOf({ action_name: "freight_from_cost", values: ["0"] })).toEqual([]);
    expect(problemsOf({ action_name: "package", values: ["4"] })).toEqual([]);
    expect(problemsOf({ action_name: "ship_from", values: ["9"] })).toEqual([]);
    expect(problemsOf({ action_name: "courier", values: ["Pampa Freight"] }, [{ condition_name: "All Shipments", operator: null, values: [] }])).toEqual([]);
  });

  it("refuses what does not fit, each with its message", () => {
    expect(problemsOf({ action_name: "courier", values: ["Nobody"] })).toEqual([RULE_MESSAGES.unknownCourier]);
    expect(problemsOf({ action_name: "fixed_freight", values: ["0"] })).toEqual([RULE_MESSAGES.money]);
    expect(problemsOf({ action_name: "fixed_freight", values: ["12,50"] })).toEqual([RULE_MESSAGES.notANumber]);
    expect(problemsOf({ action_name: "freight_from_cost", values: ["-5"] })).toEqual([RULE_MESSAGES.percent]);
    expect(problemsOf({ action_name: "ship_from", values: ["8"] })).toEqual([RULE_MESSAGES.unknownShipFrom]);
    expect(problemsOf({ action_name: "incoterm", values: ["DDP", "DDU"] })).toEqual([RULE_MESSAGES.oneValue]);
    expect(problemsOf({ action_name: "never_use_package", values: [] })).toEqual([RULE_MESSAGES.blank]);
  });

  it("names the condition that is wrong by its path", () => {
    const problems = ruleProblems(
      [country, { condition_name: "Number of Items", operator: "greater_than", values: ["2.5"] }, { condition_name: "Channel", operator: "starts_with", values: ["ML"] }],
      [{ action_name: "incoterm", values: ["DDP"] }],
      CHOICES,
    );
    expect(problems).toEqual([
      { path: "shipping_rules_conditions_attributes.1.values", message: RULE_MESSAGES.notAWholeNumber },
      { path: "shipping_rules_conditions_attributes.2.operator", message: RULE_MESSAGES.operatorDoesNotFit },
    ]);
  });
});
