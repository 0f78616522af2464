import { type FocusEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { StateOption } from "../../../domain/country-reference";
import { matchStates, stateDisplay, stateNamedBy } from "../../../domain/state-match";
import { FieldFrame } from "../../../ui/fields";
import formStyles from "../../../ui/form.module.css";
import styles from "./state-field.module.css";

interface StateFieldProps {
  label: string;
  required?: boolean;
  /** The country's states (reference countries). */
  states: readonly StateOption[];
  /** The chosen state's code, or "". */
  value: string;
  onChange: (code: string) => void;
  errors?: string[];
  onBlur?: (event: FocusEvent) => void;
}

/**
 * The State of an address in a reference country: a text field that finds the state by its code
 * or its name as the user types (src/domain/state-match.ts), with the matches listed under it
 * (ARIA combobox with a listbox). A native select was used before, and its type-ahead matched
 * the start of the names only: "SP" chose Santa Catarina, then Pará (issue 14).
 *
 * What the text names beyond doubt ("SP", "sao paulo", the only match) is chosen at once; the
 * arrows and Enter, or a click, choose from the list. Text that names no state is kept as typed
 * and said to be unknown, never replaced by a guess.
 */
export function StateField({ label, required, states, value, onChange, errors = [], onBlur }: StateFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const listId = `${id}-list`;
  const chosen = states.find((state) => state.code === value);
  // What the user is typing; null: the field shows the chosen state.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  const text = typed ?? (chosen ? stateDisplay(chosen) : "");
  const matches = useMemo(() => matchStates(states, typed ?? ""), [states, typed]);
  const unknown = typed !== null && typed.trim() !== "" && value === "" && !open;
  const shownErrors = unknown ? [t`No state matches "${typed}". Choose one from the list.`] : errors;
  const expanded = open && matches.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  // The active option stays in sight as the arrows move through a long list.
  useEffect(() => {
    if (!expanded) return;
    listRef.current?.querySelector<HTMLElement>(`[id="${optionId(active)}"]`)?.scrollIntoView?.({ block: "nearest" });
  });

  const choose = (state: StateOption) => {
    onChange(state.code);
    setTyped(null);
    setOpen(false);
  };

  const type = (next: string) => {
    setTyped(next);
    setOpen(true);
    setActive(0);
    onChange(stateNamedBy(states, next)?.code ?? "");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => Math.min(Math.max(current + step, 0), matches.length - 1));
    } else if (event.key === "Enter" && expanded) {
      // Enter chooses; it must not also press the wizard's Next.
      event.preventDefault();
      const state = matches[active];
      if (state) choose(state);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const leave = (event: FocusEvent) => {
    setOpen(false);
    // A text that names a state becomes that state's display; an emptied one clears the choice.
    if (typed !== null && (typed.trim() === "" || value !== "")) setTyped(null);
    onBlur?.(event);
  };

  return (
    <FieldFrame label={label} required={required} errors={shownErrors} className={styles.field}>
      {(control) => (
        <>
          <input
            {...control}
            role="combobox"
            className={formStyles.input}
            value={text}
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded ? optionId(active) : undefined}
            onChange={(event) => type(event.target.value)}
            onKeyDown={onKeyDown}
            // Typing replaces the chosen state's display rather than adding to it.
            onFocus={(event) => event.target.select()}
            onClick={() => setOpen(true)}
            onBlur={leave}
          />
          <ul ref={listRef} id={listId} role="listbox" aria-label={label} className={styles.list} hidden={!expanded}>
            {expanded &&
              matches.map((state, index) => (
                <li
                  key={state.code}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={styles.option}
                  // Keeps the focus in the field, whose blur would close the list before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(state)}
                >
                  {stateDisplay(state)}
                </li>
              ))}
          </ul>
        </>
      )}
    </FieldFrame>
  );
}
