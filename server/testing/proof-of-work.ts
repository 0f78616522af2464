import { createHash } from "node:crypto";
import * as v from "valibot";
import { Challenge, type VerificationSolution, encodeVerification } from "../../src/api/schemas/verification";
import type { TestServer } from "./test-server";

/** What a client does: try numbers until the hash matches (ALTCHA's solver, in Node). */
export function solve(challenge: Challenge): VerificationSolution {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (createHash("sha256").update(`${challenge.salt}${number}`).digest("hex") === challenge.challenge) {
      return { algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature };
    }
  }
  throw new Error("No solution within maxnumber");
}

/** Fetches a challenge for `action` from the test server and answers it, encoded as clients send it. */
export async function solvedVerification(server: TestServer, action: "tracking" | "login", address?: string): Promise<string> {
  const answer = await server.request("GET", `/v1/challenge?action=${action}`, { address });
  if (answer.status !== 200) throw new Error(`GET /v1/challenge answered ${answer.status}: ${answer.text}`);
  return encodeVerification(solve(v.parse(Challenge, answer.json)));
}
