import { describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { agreementOutdated, costsFingerprint, draftCosts } from "./cost-agreement";
import { OverviewStep } from "./overview-step";
import { fixtureContext, renderStep, validDraft } from "../wizard/steps-testing";

const TEST = { timeout: 30_000 };

describe("the agreement to the cost summary", () => {
  const rules = () => fixtureContext().rules;

  it("holds while the costs are the ones agreed to, and not once they change", () => {
    const draft = validDraft();
    const costs = draftCosts(draft, "metric", rules());
    expect(costs).not.toBeNull();
    const agreed = { ...draft, agreed_to_costs: true, agreed_costs: costsFingerprint(costs!) };
    expect(agreementOutdated(agreed, costs)).toBe(false);

    // A heavier box costs more freight: the agreement no longer holds.
    const heavier = structuredClone(agreed);
    heavier.boxes[0]!.weight = String(Number(heavier.boxes[0]!.weight || "1") + 3);
    const newCosts = draftCosts(heavier, "metric", rules());
    expect(newCosts!.total_cents).not.toBe(costs!.total_cents);
    expect(agreementOutdated(heavier, newCosts)).toBe(true);
  });

  it("is not taken back while the costs cannot be priced (contracts loading), nor when never given", () => {
    const draft = { ...validDraft(), agreed_to_costs: true, agreed_costs: "old figures" };
    expect(agreementOutdated(draft, null)).toBe(false);
    expect(agreementOutdated({ ...draft, agreed_to_costs: false }, draftCosts(draft, "metric", rules()))).toBe(false);
  });

  it("records the figures agreed to, and says why the box is unticked after a change", TEST, async () => {
    const user = userEvent.setup();
    const { draft } = await renderStep(OverviewStep, { draft: { ...validDraft(), agreed_to_costs: false } });
    expect(screen.queryByText(/The costs changed after you agreed/)).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "I agree to the cost summary" }));
    expect(draft().agreed_costs).toBe(costsFingerprint(draftCosts(draft(), "metric", rules())!));

    cleanup();
    await renderStep(OverviewStep, { draft: { ...validDraft(), agreed_to_costs: false, agreed_costs: "figures of another contract" } });
    expect(screen.getByText("The costs changed after you agreed to them. Check the summary and agree again.")).toHaveAttribute("role", "status");
  });
});
