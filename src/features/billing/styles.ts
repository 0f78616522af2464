import type { CSSProperties } from "react";

/**
 * The billing screens' styles as objects, as the other lazy screens': a stylesheet of its own
 * would add a file to what the shell lists.
 */
const border = "1px solid var(--color-border-subtle, #d9dde5)";
const muted: CSSProperties = { color: "var(--color-muted, #5b6170)" };
const tab: CSSProperties = {
  minHeight: 44,
  padding: "0.5rem 1rem",
  font: "inherit",
  fontWeight: 600,
  background: "transparent",
  color: "inherit",
  borderWidth: "0 0 3px",
  borderStyle: "solid",
  borderColor: "transparent",
  cursor: "pointer",
};
/** The spec's card width (section 2: "Card width is 300 px"). */
export const CARD_WIDTH = 300;
/** Green and red that keep a 4.5:1 contrast on white (WCAG AA). */
export const POSITIVE_COLOR = "var(--color-success, #067647)";
export const NEGATIVE_COLOR = "var(--color-danger, #b42318)";

export const styles = {
  page: { display: "flex", flexDirection: "column", gap: "1rem" },
  row: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.75rem 1rem" },
  header: { display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: "0.75rem" },
  title: { margin: 0 },
  tabList: { display: "flex", flexWrap: "wrap", gap: "0.25rem", borderBottom: border },
  tab,
  tabSelected: { ...tab, color: "var(--color-primary, #1f4fd1)", borderColor: "transparent transparent currentColor" },
  panel: { display: "flex", flexDirection: "column", gap: "1rem", paddingTop: "0.5rem" },
  cards: { display: "grid", gridTemplateColumns: `repeat(auto-fill, minmax(min(${CARD_WIDTH}px, 100%), ${CARD_WIDTH}px))`, gap: "1rem", margin: 0, padding: 0, listStyle: "none" },
  card: { display: "flex", flexDirection: "column", gap: "0.5rem", padding: "1rem", border, borderRadius: "0.5rem", background: "var(--color-surface, #fff)" },
  cardOff: { display: "flex", flexDirection: "column", gap: "0.5rem", padding: "1rem", border: "1px dashed var(--color-border, #8a8f98)", borderRadius: "0.5rem", background: "var(--color-page, #f3f5f9)" },
  cardTitle: { margin: 0, fontSize: "1.05rem" },
  badge: { alignSelf: "flex-start", padding: "0.1rem 0.5rem", borderRadius: "999px", fontSize: "0.85rem", fontWeight: 600, background: "var(--color-primary-soft, #e3eafc)", color: "#1b1f29" },
  balance: { margin: 0, fontSize: "1.5rem", fontWeight: 700, fontVariantNumeric: "tabular-nums" },
  facts: { display: "grid", gridTemplateColumns: "auto 1fr", gap: "0.15rem 0.75rem", margin: 0 },
  factTerm: { ...muted },
  factValue: { margin: 0, fontVariantNumeric: "tabular-nums", textAlign: "end" },
  state: { margin: 0, fontWeight: 600 },
  stateBad: { margin: 0, fontWeight: 600, color: NEGATIVE_COLOR },
  message: { margin: 0, ...muted },
  actions: { display: "flex", flexWrap: "wrap", gap: "0.5rem", marginTop: "auto" },
  filters: { display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "0.75rem 1.25rem", margin: 0, padding: "0.75rem", border, borderRadius: "0.5rem" },
  field: { display: "flex", flexDirection: "column", gap: "0.25rem", fontSize: "0.9rem" },
  input: { minHeight: 44, padding: "0 0.5rem", font: "inherit" },
  muted: { ...muted },
  positive: { color: POSITIVE_COLOR, fontWeight: 600 },
  negative: { color: NEGATIVE_COLOR, fontWeight: 600 },
  error: { color: NEGATIVE_COLOR, fontWeight: 600 },
} satisfies Record<string, CSSProperties>;

/** A table scrolls sideways inside its box on a phone, not the page. */
export const table = {
  scroller: { overflowX: "auto", maxWidth: "100%", border, borderRadius: "0.5rem", background: "var(--color-surface, #fff)" },
  table: { width: "100%", borderCollapse: "collapse", fontSize: "0.95rem" },
  head: { textAlign: "start", padding: "0.35rem 0.75rem", borderBottom: border, background: "var(--color-page, #f3f5f9)", fontWeight: 600 },
  cell: { textAlign: "start", padding: "0.35rem 0.75rem", borderBottom: border, verticalAlign: "top" },
  amount: { textAlign: "end", padding: "0.35rem 0.75rem", borderBottom: border, verticalAlign: "top", whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" },
} satisfies Record<string, CSSProperties>;
