import type { ReactNode } from "react";
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "../../config/paths";
import { Button } from "../../ui/button";
import { TermsText } from "./terms-text";
import { useTermsCatalog } from "./use-terms-catalog";
import styles from "../../ui/dialog.module.css";

/**
 * The terms' PDF in the reader's language (scripts/make-terms-pdf.mjs): Portuguese has its own;
 * Chinese reads the English one, the PDFs' fonts having no CJK glyphs (decision 053). Kept here,
 * not in config/paths.ts, which the sign-in page loads.
 */
const TERMS_DOCUMENTS: Record<string, string> = { pt_BR: "/terms/terms-of-service.pt_BR.pdf" };

interface TermsDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * Asked to accept (terms-gate.tsx): what is said above the text, and the buttons that replace
   * Close. The dialog then cannot be dismissed into the portal (Escape and the backdrop do nothing).
   */
  acceptance?: { intro: ReactNode; actions: ReactNode };
}

/**
 * The terms of service (spec, configuration area, sections 2 and 9), opened from the user menu.
 * The text itself is in terms-text.tsx, with a catalog of its own that loads when the dialog opens.
 */
export function TermsDialog({ open, onClose, acceptance }: TermsDialogProps) {
  const { t, i18n } = useLingui();
  const document = TERMS_DOCUMENTS[i18n.locale] ?? paths.termsDocument;
  const catalogReady = useTermsCatalog(open);
  return (
    <Dialog open={open} onClose={acceptance ? () => undefined : onClose} className={styles.dialog}>
      <DialogBackdrop className={styles.backdrop} />
      <div className={styles.container}>
        <DialogPanel className={styles.panel}>
          <DialogTitle className={styles.title}>
            <Trans>Terms of service</Trans>
          </DialogTitle>
          {acceptance?.intro}
          {/* Focusable so that a keyboard user can scroll the text with the arrow keys. */}
          <div className={styles.scroll} tabIndex={0} role="region" aria-label={t`Terms of service text`}>
            {catalogReady ? (
              <TermsText />
            ) : (
              <p role="status">
                <Trans>Loading…</Trans>
              </p>
            )}
          </div>
          <div className={styles.actions}>
            {acceptance ? (
              acceptance.actions
            ) : (
              <Button variant="secondary" onClick={onClose}>
                <Trans>Close</Trans>
              </Button>
            )}
            <a className={styles.buttonLink} href={document} target="_blank" rel="noopener" download={document.split("/").at(-1)}>
              <Trans>Download</Trans>
            </a>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
