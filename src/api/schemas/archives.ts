import * as v from "valibot";
import { Envelope } from "./common";
import { JobBase } from "./jobs";

/**
 * The downloads archive (/archives, issue 17): every job of the seller from GET /v1/jobs, of
 * any kind. Unlike `Job`, a kind this app does not know yet is accepted (a newer server): the
 * screen shows it by a generic name, with its state, file and messages, rather than failing the
 * whole list. Each kind's `details` are read by the screen with that kind's own schema.
 */
export const ArchiveJob = v.object({
  ...JobBase,
  kind: v.string(),
  details: v.optional(v.unknown()),
});
export type ArchiveJob = v.InferOutput<typeof ArchiveJob>;

export const ArchiveListResponse = Envelope(
  v.object({
    elements: v.array(ArchiveJob),
    count: v.number(),
  }),
);
export type ArchiveList = v.InferOutput<typeof ArchiveListResponse>["data"];
