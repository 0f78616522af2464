import type { ReactNode } from "react";
import styles from "../orders.module.css";

/** A section's label/value pairs as a description list; empty values show a dash. */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([label, value]) => (
        <div key={label} style={{ display: "contents" }}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === "" ? "—" : value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Section({ id, title, wide, children }: { id: string; title: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <section className={`${styles.card} ${wide ? styles.wide : ""}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
