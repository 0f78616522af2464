import { describe, expect, it } from "vitest";
import { solveChallenge } from "./proof-of-work";
import { sha256Hex } from "./sha256";

/** A challenge as the server makes it (server/verification/challenge.ts): the hash of salt + number. */
const challengeOf = (salt: string, number: number) => sha256Hex(`${salt}${number}`);

describe("solveChallenge", () => {
  it("finds the number of a challenge", () => {
    const salt = "0123456789abcdef?action=login&expires=1700000000&";
    expect(solveChallenge(salt, challengeOf(salt, 1234), 2000)).toBe(1234);
  });

  it("finds 0 and maxnumber itself", () => {
    expect(solveChallenge("s", challengeOf("s", 0), 10)).toBe(0);
    expect(solveChallenge("s", challengeOf("s", 10), 10)).toBe(10);
  });

  it("answers null when no number up to maxnumber fits", () => {
    expect(solveChallenge("s", challengeOf("s", 60), 50)).toBeNull();
  });
});
