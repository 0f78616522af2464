import { apiRequest } from "../client";
import { TermsAcceptanceResponse } from "../schemas/terms";
import { TERMS_VERSION } from "../../domain/terms";

/** Whether the signed-in user has accepted the current terms of service (decision 053). */
export const fetchTermsAcceptance = async () => (await apiRequest("get", "terms/acceptance", TermsAcceptanceResponse)).data;
/** Records the acceptance of the version this app shows; sent again, the first moment stays. */
export const acceptTerms = async () => (await apiRequest("post", "terms/acceptance", TermsAcceptanceResponse, { json: { version: TERMS_VERSION } })).data;
