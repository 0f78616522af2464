import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { styles } from "./styles";

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
}

interface TabListProps<Id extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** Prefix of the tabs' and panels' ids (tabId / panelId). */
  idPrefix: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab in the Tab order (the selected),
 * Left and Right move to the previous and next tab (wrapping), Home and End to the first and
 * last, and the tab moved to is selected at once (each panel loads its own data).
 */
export function TabList<Id extends string>({ label, tabs, selected, onSelect, idPrefix }: TabListProps<Id>) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    refs.current.get(tab.id)?.focus();
    onSelect(tab.id);
  };
  return (
    <div role="tablist" aria-label={label} style={styles.tabList}>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            style={isSelected ? styles.tabSelected : styles.tab}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The selected tab's panel: named by its tab, and focusable so that Tab from the list reaches its content. */
export function TabPanel({ idPrefix, id, children }: { idPrefix: string; id: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(idPrefix, id)} aria-labelledby={tabId(idPrefix, id)} tabIndex={0} style={styles.panel}>
      {children}
    </div>
  );
}
