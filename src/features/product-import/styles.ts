import type { CSSProperties } from "react";

/**
 * The import log's few styles, as objects: a stylesheet of its own (or the shared table's, split
 * out of the orders list) would add a file to the list every signed-in page loads first (the
 * shell's budget is full).
 */
const muted: CSSProperties = { color: "var(--color-muted, #5b6170)" };
export const styles = {
  page: { display: "flex", flexDirection: "column", gap: "1rem" },
  title: { margin: 0 },
  file: { ...muted, margin: 0, overflowWrap: "anywhere" },
  totals: { display: "flex", flexWrap: "wrap", gap: "0.5rem 1.5rem", margin: 0 },
  total: { display: "flex", gap: "0.4rem" },
  totalName: muted,
  totalValue: { margin: 0, fontWeight: 600 },
  actions: { display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center" },
  filter: { display: "inline-flex", alignItems: "center", gap: "0.5rem", minHeight: 44 },
  progress: { width: "min(100%, 28rem)" },
  list: { margin: 0, paddingInlineStart: "1rem" },
  rejected: { color: "var(--color-danger, #b42318)", fontWeight: 600 },
} satisfies Record<string, CSSProperties>;

const border = "1px solid var(--color-border-subtle, #d9dde5)";
/** The table: it scrolls sideways inside its box on a phone, not the page. */
export const table = {
  scroller: { overflowX: "auto", maxWidth: "100%", border, borderRadius: "0.5rem", background: "var(--color-surface, #fff)" },
  table: { width: "100%", borderCollapse: "collapse", fontSize: "0.95rem" },
  head: { textAlign: "start", padding: "0.35rem 0.75rem", borderBottom: border, background: "var(--color-page, #f3f5f9)", fontWeight: 600 },
  cell: { textAlign: "start", padding: "0.35rem 0.75rem", borderBottom: border, verticalAlign: "top" },
} satisfies Record<string, CSSProperties>;
