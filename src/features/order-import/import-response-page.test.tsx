import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { json, stubFetch } from "../../../tests/setup/fetch-stub";
import { demoSessionUser } from "../../../tests/setup/session-fixture";
import { ShellProviders, activateLocale, queryClient } from "../../../tests/setup/test-providers";
import type { OrdersImportJob } from "../../api/schemas/jobs";
import { clearSessionUser, storeSessionUser } from "../../api/session";
import { ImportResponsePage } from "./import-response-page";

/**
 * /orders/import_response follows an import as long as it runs (decision 067): a server too busy
 * to answer within the client's timeout (an import of 5,000 rows on a small server) is not a
 * lost network, and the page keeps showing the progress and asking until the result comes; a
 * real network failure says so, with a retry that works.
 */

const TEST = { timeout: 30_000 };
const SLOW = { timeout: 10_000 };
const JOB_ID = "00000000-0000-4000-8000-000000000042";
const JOB_PATH = `GET /v1/jobs/${JOB_ID}`;
/** The client gives up on an answer after this long (src/api/client.ts). */
const CLIENT_TIMEOUT_MS = 30_000;

const importJob = (changes: Partial<OrdersImportJob>): OrdersImportJob => ({
  id: JOB_ID,
  kind: "orders-import",
  state: "running",
  progress: { done: 0, total: 5000 },
  user_id: 1,
  created_at: "2026-03-01T10:00:00.000Z",
  started_at: "2026-03-01T10:00:01.000Z",
  finished_at: null,
  expires_at: null,
  error: null,
  file: null,
  details: { file_name: "orders.csv", rows: 5000, result: null },
  ...changes,
});
const DONE = importJob({
  state: "done",
  progress: { done: 5000, total: 5000 },
  finished_at: "2026-03-01T10:03:00.000Z",
  expires_at: "2026-03-08T10:03:00.000Z",
  file: { name: "import-log.csv", size: 1000 },
  details: { file_name: "orders.csv", rows: 5000, result: { products: 5000, orders: 5000, valid: 4990, rejected: 10 } },
});

/** An answer that never comes: the request ends only when the client gives up on it. */
const noAnswer = (request: Request) => new Promise<Response>((_, reject) => request.signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));

/** Answers the job's asks in turn, the last one again for any later ask. */
function answersInTurn(answers: ((request: Request) => Response | Promise<Response>)[]) {
  let asked = 0;
  return (request: Request) => answers[Math.min(asked++, answers.length - 1)]!(request);
}

async function renderPage() {
  queryClient.clear();
  await activateLocale("en");
  storeSessionUser(demoSessionUser());
  render(
    <ShellProviders>
      <MemoryRouter initialEntries={[`/orders/import_response?job=${JOB_ID}`]}>
        <ImportResponsePage />
      </MemoryRouter>
    </ShellProviders>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSessionUser();
});

describe("the import result page", () => {
  it("keeps following a long import through an ask the busy server did not answer in time, and shows its result", TEST, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = stubFetch({
      [JOB_PATH]: answersInTurn([() => json({ data: importJob({ progress: { done: 100, total: 5000 } }) }), noAnswer, () => json({ data: importJob({ progress: { done: 2500, total: 5000 } }) }), () => json({ data: DONE })]),
    });
    await renderPage();
    expect(await screen.findByText("Importing: 100 of 5,000 orders", {}, SLOW)).toBeInTheDocument();

    // The second ask gets no answer until the client gives up on it.
    await waitFor(() => expect(calls).toHaveLength(2), SLOW);
    await vi.advanceTimersByTimeAsync(CLIENT_TIMEOUT_MS);
    expect(await screen.findByText("The server is busy and has not answered yet. The import goes on; this page keeps asking.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("Importing: 100 of 5,000 orders")).toBeInTheDocument();

    // It asks again by itself, and follows the import to its end.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await screen.findByText("Importing: 2,500 of 5,000 orders", {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/The server is busy/)).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByRole("button", { name: "Download log" }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says when the network is lost, and its Try again asks at once and shows the import", TEST, async () => {
    const user = userEvent.setup();
    stubFetch({
      [JOB_PATH]: answersInTurn([
        () => Promise.reject(new TypeError("Failed to fetch")),
        () => json({ data: importJob({ progress: { done: 300, total: 5000 } }) }),
      ]),
    });
    await renderPage();
    expect(await screen.findByRole("alert", {}, SLOW)).toHaveTextContent("Check your internet connection and try again.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Importing: 300 of 5,000 orders", {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });
});
