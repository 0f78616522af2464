import type { CSSProperties } from "react";

/** The screens' few styles as objects, like the users screens' (a stylesheet would be one more file to list). */
const border = "1px solid var(--color-border-subtle, #d9dde5)";
export const styles = {
  page: { display: "flex", flexDirection: "column", gap: "1rem" },
  header: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "1rem" },
  title: { margin: 0, marginInlineEnd: "auto" },
  form: { display: "flex", flexDirection: "column", gap: "1.25rem" },
  narrow: { maxWidth: "36rem", display: "flex", flexDirection: "column", gap: "0.75rem" },
  fieldset: { border, borderRadius: "0.5rem", padding: "0.75rem 1rem", display: "flex", flexDirection: "column", gap: "0.5rem" },
  condition: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))", gap: "0.75rem", alignItems: "end" },
  check: { display: "flex", alignItems: "center", gap: "0.5rem", minHeight: "44px" },
  actions: { display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "center" },
  error: { color: "var(--color-danger, #b3261e)", margin: 0 },
  facts: { display: "grid", gridTemplateColumns: "max-content 1fr", gap: "0.5rem 1.5rem", margin: 0 },
  term: { fontWeight: 600 },
  fact: { margin: 0, overflowWrap: "anywhere" },
} satisfies Record<string, CSSProperties>;

export const table = {
  scroller: { overflowX: "auto", maxWidth: "100%", border, borderRadius: "0.5rem", background: "var(--color-surface, #fff)" },
  table: { width: "100%", borderCollapse: "collapse", fontSize: "0.95rem" },
  head: { textAlign: "start", padding: "0.35rem 0.75rem", borderBottom: border, background: "var(--color-page, #f3f5f9)", fontWeight: 600 },
  cell: { textAlign: "start", padding: "0.35rem 0.75rem", borderBottom: border, verticalAlign: "middle" },
} satisfies Record<string, CSSProperties>;

/** The checkpoint matrix: wide, so it scrolls sideways in its box; checkboxes big enough to tap. */
export const matrix = {
  scroller: table.scroller,
  table: { borderCollapse: "collapse", fontSize: "0.9rem", minWidth: "100%" },
  caption: { textAlign: "start", fontWeight: 600, padding: "0.5rem 0.75rem" },
  head: { ...table.head, textAlign: "center", verticalAlign: "bottom" },
  columnHead: { display: "flex", flexDirection: "column", alignItems: "center", gap: "0.25rem" },
  zone: { textAlign: "start", padding: "0.5rem 0.75rem", background: "var(--color-page, #f3f5f9)", borderBottom: border, fontWeight: 600 },
  rowHead: { textAlign: "start", padding: "0.35rem 0.75rem", borderBottom: border, fontWeight: 400 },
  cell: { textAlign: "center", padding: "0.25rem", borderBottom: border },
  box: { width: "1.25rem", height: "1.25rem", margin: "0.6rem" },
} satisfies Record<string, CSSProperties>;
