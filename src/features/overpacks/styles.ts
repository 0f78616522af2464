import type { CSSProperties } from "react";

/**
 * The overpack screens' styles as objects, as the other issue-18 screens': a stylesheet of its own
 * would add a file to what the shell lists (its budget is full). Touch targets are at least 48 px:
 * the scan-to-add screen is used on a warehouse tablet with gloves.
 */
const border = "1px solid var(--color-border-subtle, #d9dde5)";
export const styles = {
  page: { display: "flex", flexDirection: "column", gap: "1rem" },
  row: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.75rem" },
  title: { margin: 0, marginInlineEnd: "auto" },
  filters: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))", gap: "0.75rem", alignItems: "end" },
  facts: { display: "grid", gridTemplateColumns: "max-content 1fr", gap: "0.5rem 1.5rem", margin: 0 },
  term: { fontWeight: 600 },
  fact: { margin: 0, overflowWrap: "anywhere" },
  error: { color: "var(--color-danger, #b42318)", fontWeight: 600 },
  hint: { color: "var(--color-muted, #5b6170)", margin: 0 },
  big: { minHeight: 56, minWidth: 56, fontSize: "1.1rem", padding: "0 1.25rem" },
  scans: { listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: "0.5rem" },
  scan: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.5rem 1rem", padding: "0.75rem 1rem", border, borderRadius: "0.5rem", fontSize: "1.1rem" },
  code: { fontFamily: "ui-monospace, monospace", fontWeight: 600, overflowWrap: "anywhere" },
} satisfies Record<string, CSSProperties>;

/** The tables scroll sideways inside their box on a phone, not the page. */
export const table = {
  scroller: { overflowX: "auto", maxWidth: "100%", border, borderRadius: "0.5rem", background: "var(--color-surface, #fff)" },
  table: { width: "100%", borderCollapse: "collapse", fontSize: "0.95rem" },
  head: { textAlign: "start", padding: "0.35rem 0.75rem", borderBottom: border, background: "var(--color-page, #f3f5f9)", fontWeight: 600 },
  cell: { textAlign: "start", padding: "0.35rem 0.75rem", borderBottom: border, verticalAlign: "top" },
  number: { textAlign: "end", padding: "0.35rem 0.75rem", borderBottom: border, verticalAlign: "top", whiteSpace: "nowrap" },
} satisfies Record<string, CSSProperties>;
