import type { CSSProperties } from "react";

/**
 * The integrations screens' styles as objects, as the archive's: a stylesheet of its own would be
 * one more file for the shell to list (its budget is full).
 */
const border = "1px solid var(--color-border-subtle, #d9dde5)";
export const styles = {
  page: { display: "flex", flexDirection: "column", gap: "1rem" },
  grid: { display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(18rem, 1fr))", gap: "1rem", listStyle: "none", margin: 0, padding: 0 },
  row: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.5rem 1rem" },
  title: { margin: 0 },
  subtitle: { margin: 0, fontSize: "1.1rem", marginInlineEnd: "auto" },
  card: { display: "flex", flexDirection: "column", gap: "0.75rem", height: "100%", boxSizing: "border-box", padding: "1rem", border, borderRadius: "0.5rem", background: "var(--color-surface, #fff)" },
  muted: { margin: 0, color: "var(--color-muted, #5b6170)" },
  facts: { display: "grid", gridTemplateColumns: "max-content 1fr", gap: "0.25rem 1rem", margin: 0 },
  term: { fontWeight: 600 },
  fact: { margin: 0, fontFamily: "ui-monospace, monospace", overflowWrap: "anywhere" },
  form: { display: "flex", flexDirection: "column", gap: "0.75rem" },
  connected: { margin: 0, color: "var(--color-success, #067647)", fontWeight: 600 },
  disconnected: { margin: 0, color: "var(--color-muted, #5b6170)", fontWeight: 600 },
  refused: { margin: 0, color: "var(--color-danger, #b42318)", fontWeight: 600 },
} satisfies Record<string, CSSProperties>;
