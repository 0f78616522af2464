/**
 * The 401 rule's announcement (client.ts), for the app's "Please login again.". Its own module:
 * outside src/api only the calls of src/api/calls reach the client (eslint.config.js), and the
 * page's first load must not carry the sign-in calls' schemas for this one listener.
 */
export { onSessionExpired } from "./client";
