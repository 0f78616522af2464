import { describe, expect, it, vi } from "vitest";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { CheckedFile, ImportContextBase } from "./import-ports";
import { useImportCheck } from "./use-import-check";

const pending = new Map<string, { resolve: (file: CheckedFile) => void; signal: AbortSignal | undefined }>();

vi.mock("./import-ports", () => ({
  checkFile: (file: File, _context: unknown, onProgress: (progress: unknown) => void, signal?: AbortSignal) =>
    new Promise<CheckedFile>((resolve) => {
      onProgress({ stage: "checking cells", done: 1, total: 2 });
      pending.set(file.name, { resolve, signal });
    }),
  checkRowsAgain: vi.fn(),
}));

const context = {} as ImportContextBase;
const checked = (fileName: string, problems: CheckedFile["result"]["problems"] = []): CheckedFile => ({
  fileName,
  columns: ["order_number"],
  rows: [{ line: 2, values: ["A-1"] }],
  result: { orders: [], rejected: [], problems, totals: { rows: 1, orders: 1, valid: 1, rejected: 0, products: 1 } },
  sender: null,
});

describe("the import's check", () => {
  it("shows the progress, then the result; a file chosen meanwhile stops the first check and wins", async () => {
    const { result } = renderHook(() => useImportCheck(context));
    act(() => void result.current.choose(new File(["x"], "first.csv")));
    expect(result.current.state).toMatchObject({ kind: "checking", fileName: "first.csv", progress: { stage: "checking cells" } });

    act(() => void result.current.choose(new File(["y"], "second.csv")));
    expect(pending.get("first.csv")?.signal?.aborted).toBe(true);
    await act(async () => pending.get("second.csv")?.resolve(checked("second.csv")));
    await act(async () => pending.get("first.csv")?.resolve(checked("first.csv")));
    await waitFor(() => expect(result.current.state).toMatchObject({ kind: "checked", file: { fileName: "second.csv" } }));
  });

  it("shows a file with problems of its own as those problems alone", async () => {
    const { result } = renderHook(() => useImportCheck(context));
    act(() => void result.current.choose(new File([""], "empty.csv")));
    await act(async () => pending.get("empty.csv")?.resolve(checked("empty.csv", [{ line: null, column: null, code: "empty_file" }])));
    expect(result.current.state).toEqual({ kind: "file-problems", fileName: "empty.csv", problems: [{ line: null, column: null, code: "empty_file" }] });
  });

  it("waits for the context: without it, choosing a file starts nothing", () => {
    const { result } = renderHook(() => useImportCheck(undefined));
    act(() => void result.current.choose(new File(["x"], "early.csv")));
    expect(result.current.state).toEqual({ kind: "idle" });
  });
});
