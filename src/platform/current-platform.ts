import { DEFAULT_PLATFORM, PLATFORM_IDS, type PlatformId } from "../domain/platform-ids";
import { PLATFORMS, platformById } from "./registry";

/** Where a chosen platform is remembered (spec: "from a stored platform value or from the host name"). */
const PLATFORM_STORAGE_KEY = "platform";

/** Spec: "any path starting with /shein- counts as a login path" of that platform. */
const SHEIN_PATH_PREFIX = "/shein-";
/** Spec: "/csat-login redirects to /shein-login"; csat is an old name, not a platform of its own. */
const LOGIN_ALIASES: Readonly<Record<string, PlatformId>> = { "/csat-login": "shein" };

const isPlatformId = (value: string | null | undefined): value is PlatformId => (PLATFORM_IDS as readonly string[]).includes(value ?? "");

/** Storage can be unavailable (blocked cookies, some private modes): then the host name decides. */
function readStored(): string | null {
  try {
    return localStorage.getItem(PLATFORM_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Stored value first, then a platform id appearing as a label of the host name, then nb. */
export function detectPlatform(host: string = location.hostname, stored: string | null = readStored()): PlatformId {
  if (isPlatformId(stored)) return stored;
  const fromHost = host.toLowerCase().split(".").find((label) => isPlatformId(label));
  return isPlatformId(fromHost) ? fromHost : DEFAULT_PLATFORM;
}

export function currentPlatform(): PlatformId {
  return detectPlatform();
}

/** Remembers the platform for the next visits; it then beats the host name. */
export function rememberPlatform(id: PlatformId): void {
  try {
    localStorage.setItem(PLATFORM_STORAGE_KEY, id);
  } catch {
    // Nothing to do: without storage the host name keeps choosing the platform.
  }
}

/** The platform's login prefix (nb gives /nb-login). */
export const loginPrefix = (platform: PlatformId): string => platformById(platform).loginPrefix;

/**
 * The platform a login path belongs to: `/{prefix}-login`, `/{prefix}-login-test` (only for the
 * platforms that have a test login), any `/shein-...` path, and `/csat-login` (shein).
 * `undefined` for `/login` (the alias that keeps the current platform) and for any path that is
 * not a platform's login.
 */
export function platformForLoginPath(pathname: string): PlatformId | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const alias = LOGIN_ALIASES[path];
  if (alias) return alias;
  if (path.startsWith(SHEIN_PATH_PREFIX)) return "shein";
  const match = /^\/([a-z0-9]+)-login(-test)?$/.exec(path);
  if (!match) return undefined;
  const [, prefix, test] = match;
  const platform = PLATFORMS.find((p) => p.loginPrefix === prefix);
  if (!platform || (test && !platform.hasTestLogin)) return undefined;
  return platform.id;
}
