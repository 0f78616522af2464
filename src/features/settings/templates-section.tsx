import { Fragment, type ReactNode, useId, useState } from "react";
import { Trans } from "@lingui/react/macro";
import type { LocalBoxTemplate, LocalProductTemplate } from "../../offline/templates";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import styles from "./boxes-products-page.module.css";
import { TemplateRow } from "./template-row";

/** What the page is doing in one section: only one form open at a time. */
type Mode<T> = { kind: "list" } | { kind: "add" } | { kind: "edit"; template: T };

export interface TemplateFormSlotProps<T> {
  sellerId: number;
  editing: T | undefined;
  onDone: () => void;
}

interface TemplatesSectionProps<T extends LocalBoxTemplate | LocalProductTemplate> {
  sellerId: number | undefined;
  readOnly: boolean;
  /** The device's templates; undefined while they load. */
  templates: T[] | undefined;
  heading: ReactNode;
  /** Shown instead of an empty list. */
  empty: ReactNode;
  addLabel: ReactNode;
  rowName: (template: T) => ReactNode;
  rowDetail: (template: T) => ReactNode;
  editName: (template: T) => string;
  deleteName: (template: T) => string;
  /** The confirmation's question, and the text under it. */
  deleteTitle: (template: T) => string;
  deleteNote: ReactNode;
  remove: (localId: string) => Promise<void>;
  form: (props: TemplateFormSlotProps<T>) => ReactNode;
}

/**
 * One kind of template (box or product): the list, an Add button or the add/edit form, and the
 * confirmation before a delete. A viewer (`readOnly`) sees the list only.
 */
export function TemplatesSection<T extends LocalBoxTemplate | LocalProductTemplate>(props: TemplatesSectionProps<T>) {
  const { sellerId, readOnly, templates, heading, empty, addLabel, rowName, rowDetail, editName, deleteName, deleteTitle, deleteNote, remove, form } = props;
  const headingId = useId();
  const [mode, setMode] = useState<Mode<T>>({ kind: "list" });
  const [deleting, setDeleting] = useState<T | null>(null);
  const close = () => setMode({ kind: "list" });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {templates === undefined ? (
        <p className={styles.hint}>
          <Trans>Loading…</Trans>
        </p>
      ) : templates.length === 0 ? (
        <p className={styles.hint}>{empty}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {templates.map((template) => (
            <TemplateRow
              key={template.localId}
              template={template}
              name={rowName(template)}
              detail={rowDetail(template)}
              actions={
                readOnly
                  ? undefined
                  : {
                      editName: editName(template),
                      deleteName: deleteName(template),
                      onEdit: () => setMode({ kind: "edit", template }),
                      onDelete: () => setDeleting(template),
                    }
              }
            />
          ))}
        </ul>
      )}
      {!readOnly && sellerId !== undefined && mode.kind === "list" && (
        <div className={styles.actions}>
          <Button onClick={() => setMode({ kind: "add" })}>{addLabel}</Button>
        </div>
      )}
      {!readOnly && sellerId !== undefined && mode.kind !== "list" && (
        <Fragment key={mode.kind === "edit" ? mode.template.localId : "new"}>
          {form({ sellerId, editing: mode.kind === "edit" ? mode.template : undefined, onDone: close })}
        </Fragment>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? deleteTitle(deleting) : ""}
        confirmLabel={<Trans>Delete</Trans>}
        danger
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting.localId);
          if (mode.kind === "edit" && mode.template.localId === deleting?.localId) close();
          setDeleting(null);
        }}
      >
        {deleteNote}
      </ConfirmDialog>
    </section>
  );
}
