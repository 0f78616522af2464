import type { CSSProperties } from "react";

/**
 * The profile screens' few styles, as objects like the archive's: a stylesheet of its own would be
 * one more file for the shell to list (its budget is full).
 */
export const styles = {
  page: { display: "flex", flexDirection: "column", gap: "1.5rem", maxWidth: "40rem" },
  title: { margin: 0 },
  section: { display: "flex", flexDirection: "column", gap: "1rem", padding: "1rem", borderRadius: "0.5rem", border: "1px solid var(--color-border-subtle, #d9dde5)", background: "var(--color-surface, #fff)" },
  sectionTitle: { margin: 0, fontSize: "1.15rem" },
  facts: { display: "grid", gridTemplateColumns: "max-content 1fr", gap: "0.5rem 1.5rem", margin: 0 },
  term: { fontWeight: 600 },
  fact: { margin: 0, overflowWrap: "anywhere" },
  actions: { display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "center" },
} satisfies Record<string, CSSProperties>;
