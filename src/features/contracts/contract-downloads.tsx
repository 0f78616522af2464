import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { downloadContractFile } from "../../api/calls/contracts";
import type { ContractFileFormat } from "../../api/schemas/contracts";
import { showErrorToast } from "../../ui/api-error";
import { Button } from "../../ui/button";
import { fileNameFromHeaders, saveFile } from "../../ui/save-file";

/** "PDF" and "CSV" buttons that download one contract with its price table. */
export function ContractDownloads({ id, name }: { id: number; name: string }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState<ContractFileFormat | null>(null);
  const download = async (format: ContractFileFormat) => {
    setBusy(format);
    try {
      const { blob, headers } = await downloadContractFile(id, format);
      saveFile(blob, fileNameFromHeaders(headers, `contract-${id}.${format}`));
    } catch (error) {
      showErrorToast(error, i18n, { lead: t`The file could not be downloaded.` });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button variant="secondary" busy={busy === "pdf"} aria-label={t`Download ${name} as PDF`} onClick={() => void download("pdf")}>
        <Trans>PDF</Trans>
      </Button>
      <Button variant="secondary" busy={busy === "csv"} aria-label={t`Download ${name} as CSV`} onClick={() => void download("csv")}>
        <Trans>CSV</Trans>
      </Button>
    </>
  );
}
