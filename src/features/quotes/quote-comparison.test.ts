import { describe, expect, it } from "vitest";
import { allInCost, cheapestAllIn } from "./quote-comparison";

describe("the cheapest quote, like with like", () => {
  // Under DDU the total is freight only; under DDP it holds duties and taxes.
  const ddu = { freight: 12.5, duties: 30, taxes: 10, insurance: 0, total: 12.5 };
  const ddp = { freight: 20, duties: 15, taxes: 10, insurance: 0, total: 45 };

  it("compares all-in costs, not totals that leave out what the receiver pays", () => {
    expect(allInCost(ddu)).toBe(52.5);
    expect(allInCost(ddp)).toBe(45);
    expect(cheapestAllIn([ddu, ddp])).toBe(45);
    expect(Math.min(ddu.total, ddp.total)).toBe(12.5); // what comparing totals would have said
  });

  it("counts insurance when it was asked for, and adds in cents", () => {
    expect(allInCost({ freight: 0.1, duties: 0.2, taxes: 0, insurance: 0 })).toBe(0.3);
    expect(allInCost({ ...ddp, insurance: 1.8 })).toBe(46.8);
  });

  it("has no cheapest among no quotes, and ties are equal", () => {
    expect(cheapestAllIn([])).toBeUndefined();
    expect(cheapestAllIn([ddp, { ...ddp }])).toBe(45);
  });
});
