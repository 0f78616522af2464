/**
 * A small seeded generator (mulberry32) so the demo data is the same on every start and in
 * every test: fixtures can then name orders by number. Never Math.random in seed code.
 */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, list: readonly T[]): T => {
  if (list.length === 0) throw new Error("pick from an empty list");
  return list[Math.floor(random() * list.length)]!;
};

/** A whole number from min to max, both included. */
export const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

export const chance = (random: Random, probability: number) => random() < probability;

export const digits = (random: Random, count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join("");
