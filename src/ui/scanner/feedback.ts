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
const VIBRATE_OK_MS = 80;
const VIBRATE_WARNING_MS = [60, 80, 60];

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

function tone(hz: number): void {
  try {
    const context = audioContext();
    if (!context) return;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = hz;
    gain.gain.value = BEEP_VOLUME;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + BEEP_SECONDS);
  } catch {
    // As above: best effort.
  }
}

function vibrate(pattern: number | number[]): void {
  if (typeof navigator.vibrate === "function") navigator.vibrate(pattern);
}

/** A scan was recorded. */
export function scanSucceededFeedback(): void {
  tone(BEEP_HZ);
  vibrate(VIBRATE_OK_MS);
}

/** A scan was read but not recorded (already scanned, unknown code). */
export function scanWarningFeedback(): void {
  tone(WARNING_HZ);
  vibrate(VIBRATE_WARNING_MS);
}
