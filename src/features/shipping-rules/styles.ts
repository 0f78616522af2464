import type { CSSProperties } from "react";

/** The rules screen's few styles as objects, like the users' screens' (a stylesheet would be one more file to list). */
const border = "1px solid var(--color-border-subtle, #d9dde5)";
export const styles = {
  page: { display: "flex", flexDirection: "column", gap: "1rem" },
  header: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "1rem" },
  title: { margin: 0, marginInlineEnd: "auto" },
  filters: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))", gap: "0.75rem", alignItems: "end" },
  form: { display: "flex", flexDirection: "column", gap: "1rem", maxWidth: "48rem" },
  row: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))", gap: "0.75rem", alignItems: "end" },
  group: { border, borderRadius: "0.5rem", padding: "0.75rem", display: "flex", flexDirection: "column", gap: "0.75rem", margin: 0 },
  muted: { color: "var(--color-muted, #5b6170)", margin: 0 },
  check: { display: "flex", alignItems: "center", gap: "0.5rem", minHeight: "44px" },
  facts: { display: "grid", gridTemplateColumns: "max-content 1fr", gap: "0.5rem 1.5rem", margin: 0 },
  term: { fontWeight: 600 },
  fact: { margin: 0, overflowWrap: "anywhere" },
} satisfies Record<string, CSSProperties>;

/** The table scrolls sideways inside its box on a phone, not the page. */
export const table = {
  scroller: { overflowX: "auto", maxWidth: "100%", border, borderRadius: "0.5rem", background: "var(--color-surface, #fff)" },
  table: { width: "100%", borderCollapse: "collapse", fontSize: "0.95rem" },
  head: { textAlign: "start", padding: "0.35rem 0.75rem", borderBottom: border, background: "var(--color-page, #f3f5f9)", fontWeight: 600 },
  cell: { textAlign: "start", padding: "0.35rem 0.75rem", borderBottom: border, verticalAlign: "top" },
} satisfies Record<string, CSSProperties>;
