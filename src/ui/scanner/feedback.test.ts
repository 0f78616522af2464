import { afterEach, describe, expect, it, vi } from "vitest";

/** A stand-in AudioContext that notes each tone's pitch and its start and stop times. */
function fakeAudio() {
  const tones: { hz: number; start: number; stop: number }[] = [];
  class FakeContext {
    currentTime = 10;
    destination = {};
    createGain() {
      return { gain: { value: 0 }, connect: (next: unknown) => next };
    }
    createOscillator() {
      const tone = { hz: 0, start: -1, stop: -1 };
      tones.push(tone);
      return {
        frequency: {
          set value(hz: number) {
            tone.hz = hz;
          },
        },
        connect: (next: unknown) => next,
        start: (at: number) => void (tone.start = at),
        stop: (at: number) => void (tone.stop = at),
      };
    }
    resume() {
      return Promise.resolve();
    }
  }
  return { tones, FakeContext };
}

describe("scan feedback", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("sounds and vibrates a refusal unlike a success or a warning", async () => {
    const { tones, FakeContext } = fakeAudio();
    vi.stubGlobal("AudioContext", FakeContext);
    const vibrations: unknown[] = [];
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator) as Navigator, { vibrate: (pattern: unknown) => vibrations.push(pattern) }));
    const feedback = await import("./feedback");

    feedback.scanSucceededFeedback();
    feedback.scanWarningFeedback();
    feedback.scanRefusedFeedback();

    const [success, warning, ...refusal] = tones;
    expect(success!.hz).toBeGreaterThan(warning!.hz);
    // Two falling tones, one after the other, each lower than the warning and longer than a beep.
    expect(refusal).toHaveLength(2);
    expect(refusal[0]!.hz).toBeLessThan(warning!.hz);
    expect(refusal[1]!.hz).toBeLessThan(refusal[0]!.hz);
    expect(refusal[1]!.start).toBeCloseTo(refusal[0]!.stop);
    expect(refusal[0]!.stop - refusal[0]!.start).toBeGreaterThan(success!.stop - success!.start);
    expect(vibrations).toEqual([[...feedback.SCAN_VIBRATION.recorded], [...feedback.SCAN_VIBRATION.warning], [...feedback.SCAN_VIBRATION.refused]]);
    const total = (pattern: readonly number[]) => pattern.reduce((sum, ms) => sum + ms, 0);
    expect(total(feedback.SCAN_VIBRATION.refused)).toBeGreaterThan(2 * total(feedback.SCAN_VIBRATION.warning));
  });
});
