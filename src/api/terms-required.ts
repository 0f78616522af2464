/**
 * The terms gate's signal (client.ts): a call refused with 403 TERMS_NOT_ACCEPTED. Its own module,
 * as session-expired.ts: outside src/api only the calls of src/api/calls reach the client.
 */
export { onTermsRequired } from "./client";
