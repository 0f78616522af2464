import { type ReactNode, useState } from "react";
import { downloadJobFile } from "../api/calls/jobs";
import { ApiErrorAlert } from "./api-error";
import { Button } from "./button";
import { fileNameFromHeaders, saveFile } from "./save-file";

/**
 * Downloads a finished job's file (GET /v1/jobs/{id}/file) under the name the server gave it:
 * the downloads archive and an import's log both offer it. Why it failed shows under the button.
 */
export function JobFileButton({ job, children, label }: { job: { id: string; file: { name: string } | null }; children: ReactNode; label?: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const { blob, headers } = await downloadJobFile(job.id);
      saveFile(blob, fileNameFromHeaders(headers, job.file?.name ?? "download"));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" busy={busy} aria-label={label} onClick={() => void download()}>
        {children}
      </Button>
      {error ? <ApiErrorAlert error={error} /> : null}
    </>
  );
}
