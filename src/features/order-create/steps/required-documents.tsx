import { useId, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { DocumentNeeded } from "../../../api/schemas/order-create";
import { MAX_ORDER_DOCUMENT_BYTES } from "../../../api/schemas/order-create";
import type { DraftDocument } from "../../../offline/drafts/order-draft-values";
import { Button } from "../../../ui/button";
import formStyles from "../../../ui/form.module.css";
import { documentsMissingTexts } from "../../../ui/order-issue-text";
import styles from "../wizard/steps.module.css";

const PDF_TYPE = "application/pdf";
const isPdf = (file: File) => file.type === PDF_TYPE || file.name.toLowerCase().endsWith(".pdf");

/** The file's bytes as base64 (what OrderInput carries), without the data-URL prefix. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

interface RequiredDocumentsProps {
  needed: readonly DocumentNeeded[] | undefined;
  attached: readonly DraftDocument[];
  /** Whether the rules found a needed document missing (issue "documents"). */
  missing: boolean;
  online: boolean;
  onAttach: (document: DraftDocument) => void;
  onRemove: (hsCode: string) => void;
}

/**
 * The documents customs ask for the order's HS codes (an ANVISA authorisation, an ANATEL
 * certificate): one PDF of at most 150 KB each, kept in the draft (base64) so it survives reloads.
 */
export function RequiredDocuments({ needed, attached, missing, online, onAttach, onRemove }: RequiredDocumentsProps) {
  const { i18n } = useLingui();
  const texts = documentsMissingTexts(i18n);
  const headingId = useId();
  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <h3 id={headingId} className={formStyles.label}>
        <Trans>Documents</Trans>
      </h3>
      {needed === undefined ? (
        <p className={styles.muted}>
          {online ? <Trans>Checking which documents the HS codes need…</Trans> : <Trans>Which documents the HS codes need is not known on this device yet; it is checked again when the order is created.</Trans>}
        </p>
      ) : needed.length === 0 ? (
        <p className={styles.muted}>
          <Trans>The HS codes of this order need no documents.</Trans>
        </p>
      ) : (
        needed.map((entry) => (
          <DocumentInput
            key={entry.hs_code}
            entry={entry}
            attached={attached.find((document) => document.hs_code === entry.hs_code)}
            onAttach={onAttach}
            onRemove={() => onRemove(entry.hs_code)}
          />
        ))
      )}
      {missing && (
        <div className={formStyles.alert} role="alert">
          <p>
            <strong>{texts.title}</strong>
          </p>
          <p>{texts.detail}</p>
        </div>
      )}
    </section>
  );
}

interface DocumentInputProps {
  entry: DocumentNeeded;
  attached: DraftDocument | undefined;
  onAttach: (document: DraftDocument) => void;
  onRemove: () => void;
}

function DocumentInput({ entry, attached, onAttach, onRemove }: DocumentInputProps) {
  const { t } = useLingui();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const code = entry.hs_code;
  const name = entry.document;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!isPdf(file)) return setProblem(t`File is not .pdf`);
    if (file.size > MAX_ORDER_DOCUMENT_BYTES) return setProblem(t`The file is larger than 150 KB`);
    try {
      const data = await readAsBase64(file);
      setProblem(null);
      onAttach({ hs_code: code, name: file.name, data });
    } catch {
      setProblem(t`The file could not be read. Please choose it again.`);
    }
  };

  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {t`Document for HS code ${code} (${name})`}
      </label>
      {entry.description && <p className={styles.muted}>{entry.description}</p>}
      <input
        id={id}
        type="file"
        accept=".pdf,application/pdf"
        className={formStyles.input}
        aria-invalid={problem !== null || undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          // The same file chosen again after a removal still fires a change.
          event.target.value = "";
        }}
      />
      {problem && (
        <ul id={`${id}-error`} className={formStyles.errors}>
          <li>{problem}</li>
        </ul>
      )}
      {attached && (
        <div className={styles.row}>
          <span>{t`Attached: ${attached.name}`}</span>
          <Button variant="secondary" onClick={onRemove} aria-label={t`Remove the document for HS code ${code}`}>
            <Trans>Remove</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
