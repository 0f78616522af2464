import { describe, expect, it } from "vitest";
import { FIRST_STEP, isWizardStep, savedStep, WIZARD_STEPS } from "./wizard-steps";

describe("the wizard's steps", () => {
  it("are in the wizard's order, Receiver first", () => {
    expect(WIZARD_STEPS).toEqual(["receiver", "sender", "shipment", "courier", "overview", "boxes", "finish"]);
    expect(FIRST_STEP).toBe("receiver");
  });

  it("reopen a stored draft at its step, or at the first for a missing or retired name", () => {
    expect(savedStep("boxes")).toBe("boxes");
    expect(savedStep(undefined)).toBe("receiver");
    expect(savedStep("payment")).toBe("receiver");
    expect(isWizardStep(null)).toBe(false);
    expect(isWizardStep("courier")).toBe(true);
  });
});
