import { describe, expect, it } from "vitest";
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay } from "./backoff";

const LOW = () => 0;
const HIGH = () => 0.999999;

describe("the outbox backoff", () => {
  it("is never below 1 s nor above 60 s, whatever the attempt and the jitter", () => {
    for (let attempts = 0; attempts <= 40; attempts++) {
      for (const random of [LOW, () => 0.5, HIGH]) {
        const delay = backoffDelay(attempts, random);
        expect(delay).toBeGreaterThanOrEqual(BACKOFF_BASE_MS);
        expect(delay).toBeLessThanOrEqual(BACKOFF_CAP_MS);
      }
    }
  });

  it("grows with the attempts until the cap", () => {
    const lows = [1, 2, 3, 4, 5].map((attempts) => backoffDelay(attempts, LOW));
    expect(lows).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(backoffDelay(20, LOW)).toBe(30_000);
    expect(backoffDelay(20, HIGH)).toBe(BACKOFF_CAP_MS);
  });

  it("keeps the jitter within half a step of the step", () => {
    const step = 8_000; // attempts = 3
    expect(backoffDelay(3, LOW)).toBe(step / 2);
    expect(backoffDelay(3, HIGH)).toBeLessThanOrEqual(step);
    expect(backoffDelay(3, HIGH)).toBeGreaterThan(step * 0.99);
  });

  it("honours Retry-After as a minimum, even above the cap", () => {
    expect(backoffDelay(1, LOW, 5)).toBe(5_000);
    expect(backoffDelay(10, LOW, 1)).toBe(30_000);
    expect(backoffDelay(1, LOW, 120)).toBe(120_000);
  });
});
