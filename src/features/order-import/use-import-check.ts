import { useCallback, useEffect, useRef, useState } from "react";
import { type CheckedFile, checkFile, checkRowsAgain, type ImportContextBase, type ImportProblem, type ImportProgress } from "./import-ports";
import { applyCorrections, type Corrections } from "./corrections";

/**
 * The state of /orders/import: nothing chosen; a file being checked (the stage and the rows);
 * a file that cannot be read as orders at all (empty, binary, columns missing: file-level
 * problems); a checked file with its orders and rejected rows; or a check that broke (the worker
 * failed). A newer choice wins over a check still running: only the latest one is shown.
 */
export type ImportCheckState =
  | { kind: "idle" }
  | { kind: "checking"; fileName: string; progress: ImportProgress }
  | { kind: "file-problems"; fileName: string; problems: ImportProblem[] }
  /** `run` tells one check of the file from the next (corrections typed for the last one are done with). */
  | { kind: "checked"; file: CheckedFile; run: number }
  | { kind: "broken"; fileName: string; error: unknown };

const STARTING: ImportProgress = { stage: "checking csv format", done: 0, total: 0 };

/** A file with problems of its own (empty, binary, a column missing) imports nothing: those come alone. */
function settled(file: CheckedFile, run: number): ImportCheckState {
  const problems = file.result.problems;
  return problems.length > 0 ? { kind: "file-problems", fileName: file.fileName, problems } : { kind: "checked", file, run };
}

export function useImportCheck(context: ImportContextBase | undefined) {
  const [state, setState] = useState<ImportCheckState>({ kind: "idle" });
  // Each check has a number; an older one is stopped and its answer dropped (the user chose again).
  const latest = useRef(0);
  const running = useRef<AbortController | null>(null);

  const run = useCallback(async (fileName: string, work: (onProgress: (progress: ImportProgress) => void, signal: AbortSignal) => Promise<CheckedFile>) => {
    const run = ++latest.current;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const show = (next: ImportCheckState) => {
      if (run === latest.current) setState(next);
    };
    show({ kind: "checking", fileName, progress: STARTING });
    try {
      const file = await work((progress) => show({ kind: "checking", fileName, progress }), controller.signal);
      show(settled(file, run));
    } catch (error) {
      show({ kind: "broken", fileName, error });
    }
  }, []);

  const choose = useCallback((file: File) => context && run(file.name, (onProgress, signal) => checkFile(file, context, onProgress, signal)), [context, run]);

  /** Writes the user's corrections into the file's cells and checks it all again. */
  const correct = useCallback(
    (file: CheckedFile, corrections: Corrections) => context && run(file.fileName, (onProgress, signal) => checkRowsAgain(applyCorrections(file, corrections), context, onProgress, signal)),
    [context, run],
  );

  // Leaving the page stops a check under way (its worker with it).
  useEffect(() => () => running.current?.abort(), []);

  return { state, choose, correct };
}
