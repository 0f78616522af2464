import * as v from "valibot";
import { TERMS_VERSION } from "../../domain/terms";
import { Envelope, MESSAGES } from "./common";

/** 422 on `version`: the device showed terms that are no longer the current ones. */
export const NOT_CURRENT_TERMS = "These are not the current terms of service. Please read them again.";

/** The current user's answer to the current terms: `accepted_at` null when not yet accepted. */
export const TermsAcceptance = v.object({ version: v.string(), accepted: v.boolean(), accepted_at: v.nullable(v.string()) });
export type TermsAcceptance = v.InferOutput<typeof TermsAcceptance>;
export const TermsAcceptanceResponse = Envelope(TermsAcceptance);
export const AcceptTermsRequest = v.object({ version: v.pipe(v.string(MESSAGES.mustBeText), v.check((version) => version === TERMS_VERSION, NOT_CURRENT_TERMS)) });
