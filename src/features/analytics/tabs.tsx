import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { type CSSProperties } from "react";

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
  panel: () => ReactNode;
}

const styles = {
  list: { display: "flex", gap: "0.25rem", borderBottom: "1px solid var(--color-border-subtle, #d9dde5)" },
  tab: {
    minHeight: 44,
    padding: "0 1rem",
    font: "inherit",
    border: 0,
    // The whole shorthand in both states: React would not restore a longhand removed beside it.
    borderBottom: "3px solid transparent",
    background: "none",
    color: "inherit",
    cursor: "pointer",
  },
  selected: { borderBottom: "3px solid var(--color-primary, #1849a9)", fontWeight: 600 },
  panel: { paddingTop: "1rem" },
} satisfies Record<string, CSSProperties>;

/**
 * Tabs as the ARIA authoring practices describe them: one tab stop (the selected tab), arrows move
 * and select (automatic activation: a panel is cheap to show), Home and End jump to the ends. Only
 * the selected panel is rendered; it is focusable so that Tab after the tabs lands in it.
 */
export function Tabs<Id extends string>({ label, items, selected, onSelect }: { label: string; items: readonly TabItem<Id>[]; selected: Id; onSelect: (id: Id) => void }) {
  const prefix = useId();
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const index = Math.max(0, items.findIndex((item) => item.id === selected));

  function moveTo(next: number) {
    const item = items[(next + items.length) % items.length];
    if (!item) return;
    onSelect(item.id);
    refs.current.get(item.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 };
    // In a right-to-left page the arrows follow what the eye sees.
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const key = rtl && event.key.startsWith("Arrow") ? (event.key === "ArrowRight" ? "ArrowLeft" : "ArrowRight") : event.key;
    const next = moves[key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  }

  const current = items[index];
  return (
    <div>
      <div role="tablist" aria-label={label} style={styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === current?.id;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) refs.current.set(item.id, element);
                else refs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${prefix}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${prefix}-panel-${item.id}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              style={isSelected ? { ...styles.tab, ...styles.selected } : styles.tab}
              onClick={() => onSelect(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div role="tabpanel" id={`${prefix}-panel-${current.id}`} aria-labelledby={`${prefix}-tab-${current.id}`} tabIndex={0} style={styles.panel}>
          {current.panel()}
        </div>
      )}
    </div>
  );
}
