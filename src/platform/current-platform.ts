import { DEFAULT_PLATFORM, PLATFORM_IDS, type PlatformId } from "../domain/platform-ids";

/** Where a chosen platform is remembered (spec: "from a stored platform value or from the host name"). */
const PLATFORM_STORAGE_KEY = "platform";

const isPlatformId = (value: string | null): value is PlatformId => (PLATFORM_IDS as readonly string[]).includes(value ?? "");

/** Stored value first, then a platform id appearing as a label of the host name, then nb. */
export function detectPlatform(host: string = location.hostname, stored: string | null = localStorage.getItem(PLATFORM_STORAGE_KEY)): PlatformId {
  if (isPlatformId(stored)) return stored;
  const fromHost = host.toLowerCase().split(".").find((label) => isPlatformId(label));
  return isPlatformId(fromHost ?? null) ? (fromHost as PlatformId) : DEFAULT_PLATFORM;
}

export function currentPlatform(): PlatformId {
  return detectPlatform();
}

/** The platform's login prefix is its id (nb gives /nb-login). */
export const loginPrefix = (platform: PlatformId) => platform;
