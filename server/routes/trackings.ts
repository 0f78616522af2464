import { Hono } from "hono";
import { ChallengeQuery, TrackingLookupRequest } from "../../src/api/schemas/tracking";
import type { AppEnv, ServerDeps } from "../deps";
import { one } from "../http/answers";
import { clientAddress } from "../http/forwarded";
import { readJson, readQuery } from "../http/validate";
import { lookupTracking } from "../orders/public-tracking";
import { createChallenge } from "../verification/challenge";
import { countTrackingLookup } from "../verification/lookup-throttle";
import { verificationSecret } from "../verification/secret";

/**
 * The public tracking calls (issue 7): nobody signs in, so each lookup costs a proof of work
 * and counts against its address, and the answer shows only what the public page needs
 * (server/orders/public-tracking.ts).
 */
export function trackingRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>({ strict: false });

  app.get("/challenge", async (c) => {
    const { action } = readQuery(c, ChallengeQuery);
    const challenge = createChallenge({ secret: await verificationSecret(deps), action, now: deps.now() });
    return c.json(challenge);
  });

  app.post("/trackings/lookup", async (c) => {
    // Counted first: a refused lookup must cost as much as a good one.
    await countTrackingLookup(deps, clientAddress(c, deps));
    const input = await readJson(c, TrackingLookupRequest);
    return c.json(one(await lookupTracking(deps, input)));
  });

  return app;
}
