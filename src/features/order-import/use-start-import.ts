import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { isOfflineError } from "../../api/offline-error";
import { startOrderImport } from "./import-calls";
import { importResponseHref } from "./import-paths";
import type { CheckedFile } from "./import-ports";

/**
 * "Import valid orders": sends every row of the checked file (the server checks them all again,
 * imports the valid orders and keeps the rejected ones in /orders/rejected), then opens the
 * job's page. One Idempotency-Key per checked file: a second press, or a retry after a lost
 * answer, starts no second import. Offline the file stays on screen with the reason.
 */
export function useStartImport(file: CheckedFile) {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const keyOf = useRef(new WeakMap<CheckedFile, string>());

  const start = useCallback(async () => {
    const key = keyOf.current.get(file) ?? crypto.randomUUID();
    keyOf.current.set(file, key);
    setSending(true);
    setError(null);
    try {
      const job = await startOrderImport({ file_name: file.fileName, columns: file.columns, rows: file.rows, ...(file.sender ? { sender: file.sender } : {}) }, key);
      void navigate(importResponseHref(job.id));
    } catch (failure) {
      setError(failure);
      setSending(false);
    }
  }, [file, navigate]);

  return { start, sending, error, offline: error !== null && isOfflineError(error) };
}
