import type { CSSProperties } from "react";

/**
 * The cases screens' few styles, as objects: a stylesheet of its own (or the shared table's, split out
 * of the orders list) would add a file to the list every signed-in page loads first (the shell's
 * budget is full).
 */
const muted: CSSProperties = { color: "var(--color-muted, #5b6170)" };
export const styles = {
  page: { display: "flex", flexDirection: "column", gap: "1rem" },
  header: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "1rem" },
  title: { margin: 0, marginInlineEnd: "auto" },
  filter: { display: "inline-flex", alignItems: "center", gap: "0.5rem", minHeight: 44 },
  rule: { ...muted, margin: 0 },
  list: { margin: 0, paddingInlineStart: "1.25rem", display: "flex", flexDirection: "column", gap: "0.5rem" },
  details: { display: "grid", gridTemplateColumns: "max-content 1fr", gap: "0.25rem 1rem", margin: 0 },
  file: { display: "block", overflowWrap: "anywhere", whiteSpace: "pre-wrap" },
  muted: { ...muted, display: "block", fontSize: "0.9em" },
  failed: { color: "var(--color-danger, #b42318)", fontWeight: 600 },
  progress: { display: "block", width: "8rem" },
} satisfies Record<string, CSSProperties>;

const border = "1px solid var(--color-border-subtle, #d9dde5)";
/** The table: it scrolls sideways inside its box on a phone, not the page. */
export const table = {
  scroller: { overflowX: "auto", maxWidth: "100%", border, borderRadius: "0.5rem", background: "var(--color-surface, #fff)" },
  table: { width: "100%", borderCollapse: "collapse", fontSize: "0.95rem" },
  head: { textAlign: "start", padding: "0.35rem 0.75rem", borderBottom: border, background: "var(--color-page, #f3f5f9)", fontWeight: 600 },
  cell: { textAlign: "start", padding: "0.35rem 0.75rem", borderBottom: border, verticalAlign: "top" },
} satisfies Record<string, CSSProperties>;
