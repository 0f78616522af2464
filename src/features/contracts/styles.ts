import type { CSSProperties } from "react";

/**
 * The contracts and price tables screens' styles as objects, as the archive's: a stylesheet of its
 * own would be one more file for the shell to list (its budget is full).
 */
const border = "1px solid var(--color-border-subtle, #d9dde5)";
export const styles = {
  page: { display: "flex", flexDirection: "column", gap: "1rem" },
  row: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.5rem 1rem" },
  title: { margin: 0 },
  subtitle: { margin: 0, fontSize: "1.15rem" },
  card: { display: "flex", flexDirection: "column", gap: "0.75rem", padding: "1rem", border, borderRadius: "0.5rem", background: "var(--color-surface, #fff)" },
  facts: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))", gap: "0.5rem 1.5rem", margin: 0 },
  term: { fontWeight: 600, fontSize: "0.85rem", color: "var(--color-muted, #5b6170)" },
  fact: { margin: 0, overflowWrap: "anywhere" },
  form: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))", gap: "0.75rem", alignItems: "end" },
  textarea: { minHeight: "5rem", padding: "0.5rem", font: "inherit" },
  connected: { color: "var(--color-success, #067647)", fontWeight: 600 },
  disconnected: { color: "var(--color-muted, #5b6170)", fontWeight: 600 },
} satisfies Record<string, CSSProperties>;

/** The tables scroll sideways inside their box on a phone, not the page. */
export const table = {
  scroller: { overflowX: "auto", maxWidth: "100%", border, borderRadius: "0.5rem", background: "var(--color-surface, #fff)" },
  table: { width: "100%", borderCollapse: "collapse", fontSize: "0.95rem" },
  head: { textAlign: "start", padding: "0.35rem 0.75rem", borderBottom: border, background: "var(--color-page, #f3f5f9)", fontWeight: 600 },
  cell: { textAlign: "start", padding: "0.35rem 0.75rem", borderBottom: border, verticalAlign: "top" },
  amount: { textAlign: "end", padding: "0.35rem 0.75rem", borderBottom: border, verticalAlign: "top", whiteSpace: "nowrap" },
} satisfies Record<string, CSSProperties>;
