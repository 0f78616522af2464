import { ApiError } from "./errors";

/**
 * A call that never reached the server (offline, or the network dropped): the device's copy
 * answers, or the screen says it needs the network. The one test for it in the app.
 */
export const isOfflineError = (error: unknown): error is ApiError => error instanceof ApiError && (error.kind === "network" || error.kind === "timeout");

/** Queries retry a server failure once, but not a missing network: the device's copy shows at once. */
export const retryUnlessOffline = (failures: number, error: unknown) => !isOfflineError(error) && failures < 1;
