import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import type { LocalBoxTemplate, LocalProductTemplate } from "../../offline/templates";
import { Button } from "../../ui/button";
import styles from "./boxes-products-page.module.css";

/** "Pending sync" until the server has it; "Not saved: <the server's words>" once refused. */
function SyncMark({ template }: { template: LocalBoxTemplate | LocalProductTemplate }) {
  if (template.sync === "pending")
    return (
      <span className={styles.pending}>
        <Trans>Pending sync</Trans>
      </span>
    );
  if (template.sync === "failed") {
    const message = template.error ?? "";
    return (
      <span className={styles.failed}>
        <Trans>Not saved: {message}</Trans>
      </span>
    );
  }
  return null;
}

/** The row's Edit and Delete buttons; their accessible names say which template. */
export interface RowActionsProps {
  editName: string;
  deleteName: string;
  onEdit: () => void;
  onDelete: () => void;
}

function RowActions({ editName, deleteName, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className={styles.rowActions}>
      <Button variant="secondary" aria-label={editName} onClick={onEdit}>
        <Trans>Edit</Trans>
      </Button>
      <Button variant="secondary" aria-label={deleteName} onClick={onDelete}>
        <Trans>Delete</Trans>
      </Button>
    </div>
  );
}

interface TemplateRowProps {
  template: LocalBoxTemplate | LocalProductTemplate;
  name: ReactNode;
  detail: ReactNode;
  /** Absent when the user may not change templates. */
  actions?: RowActionsProps;
}

/** One template in a list: its name, details and sync state, then Edit and Delete. */
export function TemplateRow({ template, name, detail, actions }: TemplateRowProps) {
  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <span className={styles.rowName}>{name}</span>
        <span className={styles.rowDetail}>{detail}</span>
        <SyncMark template={template} />
      </div>
      {actions && <RowActions {...actions} />}
    </li>
  );
}
