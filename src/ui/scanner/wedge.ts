/**
 * Tells a keyboard-wedge scanner apart from a person typing. A wedge is a keyboard to the
 * browser: it types a code's characters a few milliseconds apart and ends with Enter. A person
 * types tens to hundreds of milliseconds apart. A burst of at least WEDGE_MIN_CODE_LENGTH
 * characters, each within WEDGE_MAX_KEY_GAP_MS of the last, closed by Enter within the same gap,
 * is a scan; anything slower, shorter or interrupted by another key is not.
 *
 * Pure and clock-free: each key carries its own time (the event's timeStamp in the browser, an
 * injected clock in tests), so a busy main thread that delivers queued keys late does not turn a
 * person's typing into a scan.
 */

/**
 * Scanners send 1-20 ms apart, Bluetooth ones sometimes up to about 60 ms; people rarely keep
 * under 100 ms for five keys in a row. The page-level listener (use-wedge-scan.ts) also listens
 * only outside text fields, so a slow scan mistaken for typing is at worst a code looked up.
 */
export const WEDGE_MAX_KEY_GAP_MS = 100;
/** Shorter bursts are a stray Enter after a key or two, never a label's code. */
export const WEDGE_MIN_CODE_LENGTH = 4;
/** Longer than any code a label carries: a stuck key, not a scan. */
export const WEDGE_MAX_CODE_LENGTH = 64;

export interface WedgeKey {
  /** KeyboardEvent.key: one character for printable keys, a name ("Enter", "Shift") otherwise. */
  key: string;
  /** When the key went down, in milliseconds on any steady clock. */
  time: number;
  /** A key held down repeats: that is a person. */
  repeat?: boolean;
  /** Ctrl, Alt or Meta held: a shortcut, not a code. */
  modified?: boolean;
}

/** Shift and friends come between a scanner's characters (upper case) and change nothing. */
const MODIFIER_KEYS = new Set(["Shift", "Control", "Alt", "AltGraph", "Meta", "CapsLock", "NumLock"]);

export interface WedgeDetector {
  /** Feeds one key press; gives the scanned code when this key is the Enter that ends a scan. */
  press(key: WedgeKey): string | undefined;
  /** Forgets a burst in progress (focus moved into a text field, the listener stopped). */
  reset(): void;
}

export function createWedgeDetector(): WedgeDetector {
  let burst = "";
  let last = Number.NEGATIVE_INFINITY;

  const reset = () => {
    burst = "";
    last = Number.NEGATIVE_INFINITY;
  };

  return {
    reset,
    press({ key, time, repeat = false, modified = false }) {
      if (MODIFIER_KEYS.has(key)) return undefined;
      const quick = time - last <= WEDGE_MAX_KEY_GAP_MS;
      if (key === "Enter") {
        const code = burst.trim();
        const scanned = quick && !repeat && !modified && code.length >= WEDGE_MIN_CODE_LENGTH;
        reset();
        return scanned ? code : undefined;
      }
      if (key.length !== 1 || repeat || modified) {
        reset();
        return undefined;
      }
      // A slow key starts a new burst: whatever came before was typed, not scanned.
      burst = quick ? burst + key : key;
      last = time;
      if (burst.length > WEDGE_MAX_CODE_LENGTH) reset();
      return undefined;
    },
  };
}
