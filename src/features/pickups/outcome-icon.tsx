/**
 * The shape of a scan's outcome, so that it is told apart without colour: a tick (recorded), a
 * cross in a circle (refused), a triangle with "!" (not recorded: already scanned, unknown code,
 * misread). Decorative: the words beside it say the same.
 */
const PATHS = {
  ok: "M5 12.5l4.5 4.5L19 7.5",
  refused: "M12 3a9 9 0 100 18 9 9 0 000-18zM8.5 8.5l7 7M15.5 8.5l-7 7",
  warn: "M12 3.5L2.5 20h19zM12 10v4.5M12 17.5h.01",
} as const;

export type OutcomeTone = keyof typeof PATHS;

export function OutcomeIcon({ tone, size = 24 }: { tone: OutcomeTone; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[tone]} />
    </svg>
  );
}
