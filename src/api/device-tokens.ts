/**
 * Device tokens the server gave this browser at sign-in, by e-mail (decision 068): sent with the
 * next sign-in of that account, they let its owner past the slots that space out strangers'
 * guesses. Kept apart from the session (src/api/session.ts) because they must outlive signing
 * out; at most a few accounts sign in on one browser.
 */
const STORAGE_KEY = "sign-in-devices";
/** A shared tablet may see a whole shift's accounts; older entries give way. */
const MAX_ACCOUNTS = 20;

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const keyOf = (email: string) => email.trim().toLowerCase();

export function deviceTokenFor(email: string): string | undefined {
  const token = read()[keyOf(email)];
  return typeof token === "string" ? token : undefined;
}

export function rememberDeviceToken(email: string, token: string): void {
  const entries = Object.entries(read()).filter(([key]) => key !== keyOf(email));
  entries.push([keyOf(email), token]);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(entries.slice(-MAX_ACCOUNTS))));
  } catch {
    // A full storage only costs the owner the slots' wait under attack.
  }
}
