import { useEffect, useState } from "react";

/**
 * The current time in epoch ms, read at each render and at least every `intervalMs`, so relative
 * times ("in 20 seconds", "5 minutes ago") move on while the screen stays open. Read at render
 * too: a sync that lands between two ticks must not read "in 3 seconds".
 */
export function useNow(intervalMs: number): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return Date.now();
}
