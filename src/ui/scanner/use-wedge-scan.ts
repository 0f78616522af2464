import { useEffect, useRef } from "react";
import { createWedgeDetector } from "./wedge";

/** Inputs that take no typed text: a scan while one of them has focus would otherwise be lost. */
const NON_TEXT_INPUTS = new Set(["checkbox", "radio", "button", "submit", "reset", "range", "color", "file", "image"]);

/**
 * Whether typing goes into this element: text fields, selects (typing picks an option) and
 * editable content keep their keys; the listener stays out of their way.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type);
}

/**
 * Catches a keyboard-wedge scan made anywhere on the page while no text field has focus (focus on
 * the page itself, a link, a button, a checkbox), so that a scan is never silently lost. Typing in
 * a text field is left alone. The Enter that ends a scan is swallowed: it must not also press the
 * button that happens to have focus.
 */
export function useWedgeScan(onScan: (code: string) => void, enabled = true): void {
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  useEffect(() => {
    if (!enabled) return undefined;
    const detector = createWedgeDetector();
    const listen = (event: KeyboardEvent) => {
      if (event.isComposing || isTypingTarget(event.target)) {
        detector.reset();
        return;
      }
      const code = detector.press({
        key: event.key,
        time: event.timeStamp,
        repeat: event.repeat,
        modified: event.ctrlKey || event.altKey || event.metaKey,
      });
      if (code === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      onScanRef.current(code);
    };
    // Capture: the Enter is handled before a focused control or another listener acts on it.
    window.addEventListener("keydown", listen, { capture: true });
    return () => window.removeEventListener("keydown", listen, { capture: true });
  }, [enabled]);
}
