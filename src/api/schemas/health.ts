import * as v from "valibot";
import { Envelope } from "./common";

export const HealthResponse = Envelope(v.object({ status: v.literal("ok"), database: v.literal("ok") }));
