import { useSyncExternalStore } from "react";
import styles from "./toast.module.css";

/**
 * Toasts at bottom-centre, warning by default, gone after 2 s (spec section 8). A module store so
 * that code outside React (the 401 rule) can raise one. Announced politely by screen readers.
 */
export const TOAST_DURATION_MS = 2000;
export type ToastVariant = "warning" | "success" | "error" | "info";

interface Toast {
  id: number;
  text: string;
  variant: ToastVariant;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showToast(text: string, variant: ToastVariant = "warning", durationMs = TOAST_DURATION_MS): void {
  const id = nextId++;
  toasts = [...toasts, { id, text, variant }];
  emit();
  setTimeout(() => dismissToast(id), durationMs);
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function ToastRegion() {
  const current = useSyncExternalStore(subscribe, () => toasts);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {current.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.variant]}`}>
          {toast.text}
        </div>
      ))}
    </div>
  );
}
