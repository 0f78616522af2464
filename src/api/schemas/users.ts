import * as v from "valibot";
import { MEASUREMENT_SYSTEMS } from "../../domain/measurement";
import { GroupName, LanguageCode } from "./auth";
import { Envelope, ListEnvelope } from "./common";

export const Group = v.object({ id: v.number(), name: GroupName });
export type Group = v.InferOutput<typeof Group>;
export const GroupResponse = Envelope(Group);
export const GroupListResponse = ListEnvelope(Group);

/** GET /v1/measure: the units the user sees and types sizes and weights in. */
export const Measure = v.object({ measurement_system: v.picklist(MEASUREMENT_SYSTEMS) });
export const MeasureResponse = Envelope(Measure);

export const UserLanguageRequest = v.object({ language: LanguageCode });
export const UserLanguageResponse = Envelope(v.object({ language: LanguageCode }));
