/** Two arrows in a circle: "changes going to the server". Decorative; the text beside it says it. */
export function SyncIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M20 11a8 8 0 00-14.6-4.5M4 4v3h3M4 13a8 8 0 0014.6 4.5M20 20v-3h-3" />
    </svg>
  );
}

/** A wifi fan struck through: no network. Its shape, not its colour, carries the meaning. */
export function OfflineIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 8.5a15 15 0 0120 0M5 12a10 10 0 0114 0M8.5 15.5a5 5 0 017 0M12 19h.01M3 3l18 18" />
    </svg>
  );
}

/** A triangle with "!": something the user must look at. Shape, not colour, carries it. */
export function AttentionIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 3.5L2.5 20h19zM12 10v4.5M12 17.5h.01" />
    </svg>
  );
}
