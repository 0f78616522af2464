import * as v from "valibot";
import { Envelope } from "./common";

export const HealthResponse = Envelope(v.object({ status: v.literal("ok"), database: v.literal("ok") }));

/** GET /v1/health/ready: the instance takes new requests (503 while it shuts down or without its database). */
export const ReadinessResponse = Envelope(v.object({ status: v.literal("ready"), database: v.literal("ok") }));
