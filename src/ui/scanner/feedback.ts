/**
 * What a driver feels and hears on each scan, so that the next parcel can follow without looking
 * at the screen. Both are best effort: a silent phone, a browser without vibration or WebAudio
 * still records the scan.
 */

const BEEP_HZ = 1_760;
const BEEP_SECONDS = 0.12;
const BEEP_VOLUME = 0.2;
/** A second, lower tone tells "already scanned" or "unknown" apart from "recorded". */
const WARNING_HZ = 440;
/**
 * A refusal (the order is not dispatched; the server refused the scan) must not pass for a
 * success in a noisy depot: two long falling tones, lower than the warning, and a long buzz.
 */
const REFUSED_HZ = [330, 220] as const;
const REFUSED_TONE_SECONDS = 0.22;

/** Vibration patterns (ms on, off, on...): each outcome is felt differently, without looking. */
export const SCAN_VIBRATION = {
  recorded: [80],
  warning: [60, 80, 60],
  refused: [250, 100, 250, 100, 250],
} as const;

let audio: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  if (audio) return audio;
  const Context = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return undefined;
  audio = new Context();
  return audio;
}

/**
 * Browsers start audio only after a user gesture: call this from the "Scan" press so the first
 * decode (which is not a gesture) can beep.
 */
export function unlockScanFeedback(): void {
  try {
    void audioContext()?.resume();
  } catch {
    // No sound on this device; the vibration and the screen still tell.
  }
}

/** `hz` for `seconds`, starting `after` seconds from now. */
function tone(hz: number, seconds = BEEP_SECONDS, after = 0): void {
  try {
    const context = audioContext();
    if (!context) return;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = hz;
    gain.gain.value = BEEP_VOLUME;
    oscillator.connect(gain).connect(context.destination);
    const start = context.currentTime + after;
    oscillator.start(start);
    oscillator.stop(start + seconds);
  } catch {
    // As above: best effort.
  }
}

function vibrate(pattern: readonly number[]): void {
  if (typeof navigator.vibrate === "function") navigator.vibrate([...pattern]);
}

/** A scan was recorded. */
export function scanSucceededFeedback(): void {
  tone(BEEP_HZ);
  vibrate(SCAN_VIBRATION.recorded);
}

/** A scan was read but not recorded (already scanned, unknown code). */
export function scanWarningFeedback(): void {
  tone(WARNING_HZ);
  vibrate(SCAN_VIBRATION.warning);
}

/** A scan was refused, or will be: the order is not dispatched, or the server said no. */
export function scanRefusedFeedback(): void {
  REFUSED_HZ.forEach((hz, index) => tone(hz, REFUSED_TONE_SECONDS, index * REFUSED_TONE_SECONDS));
  vibrate(SCAN_VIBRATION.refused);
}
