import { useCallback, useEffect, useRef, useState } from "react";
import { type OrderDraftRow, saveDraft } from "../../../offline/drafts/drafts-store";
import type { OrderDraftValues } from "../../../offline/drafts/order-draft-values";
import type { WizardStep } from "./wizard-steps";
import { trackSaving } from "../../../ui/saving-events";

/**
 * Typing pauses this long before the draft is written: one IndexedDB write per pause rather than
 * per keystroke, and short enough that closing the tab right after typing loses nothing (the
 * pending write is also flushed on step change, on pagehide and when the wizard unmounts).
 */
export const DRAFT_SAVE_DELAY_MS = 400;

export interface DraftAutosave {
  values: OrderDraftValues;
  /** Immutable update of the draft; the write to Dexie follows after a pause. */
  update: (change: (draft: OrderDraftValues) => OrderDraftValues) => void;
  /** When the draft was last written (ISO), shown as "Draft saved at 14:02". */
  savedAt: string;
  /** The last write failed (storage full, private mode); the values are still on the screen. */
  failed: boolean;
  /** Writes what is pending now. */
  flush: () => Promise<void>;
  /** The order was created: stop saving, so the draft deleted from Dexie is not written back. */
  forget: () => void;
}

/**
 * The wizard's draft in memory and on disk (Dexie, src/offline/drafts/drafts-store.ts). Every
 * change is saved, debounced, with the step the user is on, so a reload (or an offline restart)
 * continues where they were. Writes run one after another: an older write never lands after a
 * newer one. The top bar's saving indicator follows each write (src/ui/saving-events.ts).
 */
export function useDraftAutosave(row: OrderDraftRow, step: WizardStep): DraftAutosave {
  const [values, setValues] = useState(row.values);
  const [savedAt, setSavedAt] = useState(row.updatedAt);
  const [failed, setFailed] = useState(false);
  // What should be on disk; read by writes that run after the render that scheduled them.
  const latest = useRef({ values: row.values, step });
  const dirty = useRef(false);
  const closed = useRef(false);
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const id = row.id;

  const flush = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!dirty.current || closed.current) return queue.current;
    dirty.current = false;
    const snapshot = latest.current;
    queue.current = queue.current.then(async () => {
      if (closed.current) return;
      try {
        const at = await trackSaving(() => saveDraft(id, snapshot.values, snapshot.step));
        if (mounted.current) {
          setSavedAt(at);
          setFailed(false);
        }
      } catch {
        // Kept in memory and tried again with the next change.
        dirty.current = true;
        if (mounted.current) setFailed(true);
      }
    });
    return queue.current;
  }, [id]);

  const update = useCallback(
    (change: (draft: OrderDraftValues) => OrderDraftValues) => {
      if (closed.current) return;
      // From the ref, not a state updater: the change runs once, and a write scheduled in the
      // same tick reads the newest values.
      const next = change(latest.current.values);
      latest.current = { ...latest.current, values: next };
      setValues(next);
      dirty.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
    },
    [flush],
  );

  // A step change is saved at once: a reload lands on the step the user moved to.
  useEffect(() => {
    if (latest.current.step === step) return;
    latest.current = { ...latest.current, step };
    dirty.current = true;
    void flush();
  }, [step, flush]);

  // Leaving the page (tab closed, app switched on a phone) must not lose the last keystrokes.
  useEffect(() => {
    const onHide = () => void flush();
    const onVisibility = () => {
      if (document.visibilityState === "hidden") void flush();
    };
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [flush]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      void flush();
    };
  }, [flush]);

  const forget = useCallback(() => {
    closed.current = true;
    clearTimeout(timer.current);
  }, []);

  return { values, update, savedAt, failed, flush, forget };
}
