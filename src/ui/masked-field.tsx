import { type ComponentProps, type ReactNode, useLayoutEffect, useRef } from "react";
import { applyMask, pickMask } from "../domain/masks";
import { FieldFrame } from "./fields";
import styles from "./form.module.css";

interface MaskedFieldProps extends Omit<ComponentProps<"input">, "id" | "value" | "onChange"> {
  label: string;
  value: string;
  /** The text after masking (what the field shows). */
  onValueChange: (value: string) => void;
  /** Masks of src/domain/masks.ts (`#` digit, `A` letter, `*` either); none: plain text. */
  masks?: readonly string[];
  /** Help under the label ("with the area code"), linked to the input for screen readers. */
  hint?: ReactNode;
  errors?: string[];
  required?: boolean;
  /**
   * Text the masks cannot hold whole (too long, a letter where a digit goes) is kept as typed,
   * for the rules to say what is wrong, instead of being cut to fit (postal codes: issue 14).
   */
  keepUnfitting?: boolean;
}

/** Characters a mask keeps: the caret is placed by counting these, never by raw index. */
const SIGNIFICANT = /[a-z0-9]/i;
const significantBefore = (text: string, caret: number) => [...text.slice(0, caret)].filter((c) => SIGNIFICANT.test(c)).length;

/** The caret position in `masked` just after its `count`-th significant character. */
function caretAfter(masked: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i += 1) {
    if (SIGNIFICANT.test(masked[i]!)) seen += 1;
    if (seen === count) return i + 1;
  }
  return masked.length;
}

/**
 * A labelled input that lays what is typed into a mask as the user types (CPF, CNPJ, CEP and the
 * reference countries' postal masks). With several masks (CPF, then CNPJ) the shortest that
 * holds the typed characters is used. The caret stays after the character just typed even when
 * the mask inserts separators before it, so editing in the middle does not jump to the end.
 */
export function MaskedField({ label, value, onValueChange, masks = [], hint, errors, required, keepUnfitting = false, ...input }: MaskedFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  // Where the caret goes once React has written the masked value.
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (element && caret !== null && document.activeElement === element) element.setSelectionRange(caret, caret);
  }, [value]);

  const change = (raw: string, caret: number | null) => {
    const mask = masks.length > 0 ? pickMask(masks, raw) : undefined;
    if (!mask) {
      onValueChange(raw);
      return;
    }
    const masked = applyMask(mask, raw);
    if (keepUnfitting && significantBefore(masked, masked.length) < significantBefore(raw, raw.length)) {
      onValueChange(raw);
      return;
    }
    // A caret at the end stays at the end (separators appear after it); elsewhere keep its place.
    if (caret !== null && caret < raw.length) pendingCaret.current = caretAfter(masked, significantBefore(raw, caret));
    onValueChange(masked);
  };

  return (
    <FieldFrame label={label} required={required} hint={hint} errors={errors}>
      {(control) => (
        <input
          {...input}
          {...control}
          ref={ref}
          className={styles.input}
          value={value}
          onChange={(event) => change(event.target.value, event.target.selectionStart)}
        />
      )}
    </FieldFrame>
  );
}
