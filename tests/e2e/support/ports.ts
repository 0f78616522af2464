/**
 * Which server a process of the suite talks to (decision 070). playwright.config.ts starts one
 * server per worker slot on E2E_PORT + slot; a worker's slot is Playwright's TEST_PARALLEL_INDEX
 * (set in worker processes only: the runner process itself is slot 0's view).
 */
export const e2eBasePort = (): number => Number(process.env.E2E_PORT ?? 8181);

export const e2eWorkerSlot = (): number => Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const e2eWorkerPort = (): number => e2eBasePort() + e2eWorkerSlot();
