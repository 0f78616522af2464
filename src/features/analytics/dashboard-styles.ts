import type { CSSProperties } from "react";

/**
 * The dashboard's styles as objects, as the archive's and the fiscal payments': a stylesheet of
 * its own would add a file to what the shell lists (its budget is full).
 */
const border = "1px solid var(--color-border-subtle, #d9dde5)";
export const muted: CSSProperties = { color: "var(--color-muted, #5b6170)", fontSize: "0.9rem" };

export const styles = {
  page: { display: "flex", flexDirection: "column", gap: "1rem" },
  title: { margin: 0 },
  period: { ...muted, margin: 0 },
  cards: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(9.5rem, 1fr))", gap: "0.75rem", listStyle: "none", margin: 0, padding: 0 },
  card: { border, borderRadius: "0.5rem", padding: "0.75rem 1rem", background: "var(--color-surface, #fff)", display: "flex", flexDirection: "column", gap: "0.25rem" },
  cardLabel: { margin: 0, fontSize: "0.95rem", fontWeight: 600 },
  cardValue: { margin: 0, fontSize: "1.5rem", fontWeight: 700 },
  /** One line per currency; an amount is never broken inside. */
  cardAmount: { display: "block", whiteSpace: "nowrap" },
  cardPrevious: { ...muted, margin: 0 },
  sections: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(20rem, 1fr))", gap: "1rem" },
  heading: { margin: "0 0 0.5rem", fontSize: "1.1rem" },
  legend: { display: "flex", flexWrap: "wrap", gap: "0.5rem 1.5rem", listStyle: "none", margin: 0, padding: 0 },
  legendItem: { display: "flex", alignItems: "center", gap: "0.5rem" },
  figure: { margin: 0, display: "flex", flexDirection: "column", gap: "0.5rem" },
  toolbar: { display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: "0.5rem" },
  bar: { display: "inline-block", height: "0.6rem", background: "var(--color-primary, #1849a9)", borderRadius: 2, verticalAlign: "middle" },
} satisfies Record<string, CSSProperties>;

/** A table that scrolls sideways inside its box on a phone, not the page. */
export const table = {
  scroller: { overflowX: "auto", maxWidth: "100%", border, borderRadius: "0.5rem", background: "var(--color-surface, #fff)" },
  table: { width: "100%", borderCollapse: "collapse", fontSize: "0.95rem" },
  caption: { textAlign: "start", fontWeight: 600, padding: "0.5rem 0.75rem" },
  head: { textAlign: "start", padding: "0.35rem 0.75rem", borderBottom: border, background: "var(--color-page, #f3f5f9)", fontWeight: 600 },
  cell: { textAlign: "start", padding: "0.35rem 0.75rem", borderBottom: border, verticalAlign: "top" },
  number: { textAlign: "end", padding: "0.35rem 0.75rem", borderBottom: border, verticalAlign: "top", whiteSpace: "nowrap" },
} satisfies Record<string, CSSProperties>;
