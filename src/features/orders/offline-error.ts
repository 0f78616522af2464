import { ApiError } from "../../api/errors";

/** A call that never reached the server (offline, or the network dropped): the cache answers. */
export const isOfflineError = (error: unknown) => error instanceof ApiError && (error.kind === "network" || error.kind === "timeout");

/** Queries retry a server failure once, but not a missing network: the cached copy shows at once. */
export const retryUnlessOffline = (failures: number, error: unknown) => !isOfflineError(error) && failures < 1;
