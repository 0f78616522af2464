import * as v from "valibot";
import { TERMS_VERSION } from "../../domain/terms";
import { Envelope, MESSAGES } from "./common";

/** 422 on `version`: the device showed terms that are no longer the current ones. */
export const NOT_CURRENT_TERMS = "These are not the current terms of service. Please read them again.";

/**
 * 403 of every /v1 call but the terms, the signed-in user's own calls and sign-out, while the
 * user has not accepted the current terms (decision 068). The answer carries `code` so that the
 * app can tell it from a role's 403 and show the terms instead.
 */
export const TERMS_NOT_ACCEPTED = "TERMS_NOT_ACCEPTED";
export const TERMS_NOT_ACCEPTED_MESSAGE = "Please accept the terms of service to use the portal.";

/** Whether a refusal's body is the terms gate's (TERMS_NOT_ACCEPTED). */
export const isTermsRefusal = (body: unknown): boolean => typeof body === "object" && body !== null && "code" in body && body.code === TERMS_NOT_ACCEPTED;

/** The current user's answer to the current terms: `accepted_at` null when not yet accepted. */
export const TermsAcceptance = v.object({ version: v.string(), accepted: v.boolean(), accepted_at: v.nullable(v.string()) });
export type TermsAcceptance = v.InferOutput<typeof TermsAcceptance>;
export const TermsAcceptanceResponse = Envelope(TermsAcceptance);
export const AcceptTermsRequest = v.object({ version: v.pipe(v.string(MESSAGES.mustBeText), v.check((version) => version === TERMS_VERSION, NOT_CURRENT_TERMS)) });
