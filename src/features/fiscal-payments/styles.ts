import type { CSSProperties } from "react";

/**
 * The screen's styles as objects, as the archive's: a stylesheet of its own would add a file to
 * what the shell lists (its budget is full).
 */
const muted: CSSProperties = { color: "var(--color-muted, #5b6170)" };
const border = "1px solid var(--color-border-subtle, #d9dde5)";
export const styles = {
  page: { display: "flex", flexDirection: "column", gap: "1rem" },
  row: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "1rem" },
  title: { margin: 0 },
  filters: { display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "0.75rem 1.25rem", margin: 0, padding: "0.75rem", border, borderRadius: "0.5rem" },
  range: { display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "0.5rem", border: 0, margin: 0, padding: 0 },
  legend: { fontWeight: 600, padding: 0, marginBottom: "0.25rem" },
  field: { display: "flex", flexDirection: "column", gap: "0.25rem", fontSize: "0.9rem" },
  input: { minHeight: 44, padding: "0 0.5rem", font: "inherit" },
  muted: { ...muted, display: "block", fontSize: "0.9em" },
  error: { color: "var(--color-danger, #b42318)", fontWeight: 600 },
  barcode: { fontFamily: "ui-monospace, monospace", display: "flex", flexWrap: "wrap", gap: "0 0.6em", margin: 0 },
  copied: { color: "var(--color-success, #067647)", fontWeight: 600 },
  list: { margin: 0, paddingInlineStart: "1rem" },
} satisfies Record<string, CSSProperties>;

/** The table: it scrolls sideways inside its box on a phone, not the page. */
export const table = {
  scroller: { overflowX: "auto", maxWidth: "100%", border, borderRadius: "0.5rem", background: "var(--color-surface, #fff)" },
  table: { width: "100%", borderCollapse: "collapse", fontSize: "0.95rem" },
  head: { textAlign: "start", padding: "0.35rem 0.75rem", borderBottom: border, background: "var(--color-page, #f3f5f9)", fontWeight: 600 },
  cell: { textAlign: "start", padding: "0.35rem 0.75rem", borderBottom: border, verticalAlign: "top" },
  amount: { textAlign: "end", padding: "0.35rem 0.75rem", borderBottom: border, verticalAlign: "top", whiteSpace: "nowrap" },
} satisfies Record<string, CSSProperties>;
